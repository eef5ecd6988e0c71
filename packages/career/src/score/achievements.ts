import { findDateRange } from '../parse/dates';
import { stripBullet } from '../parse/entries';
import { asciiDigits } from '../text/normalize';
import { METRIC, opensWeakly, opensWithStrongVerb } from '../text/verbs';
import { jobHeaderLines } from './ats';
import { deduction, type LineInfo, type PartResult, type RawDeduction, type ScoreInput } from './types';

/** Achievement lines: bullets and sentences under experience and projects. */
export const achievementLines = (info: LineInfo[]) =>
  info.filter(
    (l) =>
      (l.section === 'experience' || l.section === 'projects') &&
      !l.heading &&
      (l.bullet || l.text.split(/\s+/).length > 14),
  );

/** a year said as a time ("in 2021", «في عام 2021»), not a count ("2000 tickets") */
const TIME_BEFORE =
  /(?:^|\s)(?:in|since|during|by|from|until|till|of|(?:و|ف)?(?:في|منذ|عام|سنة|خلال|حتى|حتي|من|إلى|الى))\s*$/iu;

/**
 * Does the line carry a figure: digits in either script, «٪» or «%» on either side, «مليون»,
 * «ألف», a currency, "x2", "3×", "doubled", «ضاعف»? Its dates are not figures; a lone year is a
 * date only where the line says it as a time.
 */
export const hasMetric = (text: string) => {
  const range = findDateRange(text);
  const lone = range && range.style === 'year' && !range.to && !range.stillWorking;
  const before = range ? text.slice(0, text.indexOf(range.text)) : '';
  const isDate = range && (!lone || TIME_BEFORE.test(before));
  const withoutDates = isDate ? text.replace(range.text, ' ') : text;
  return METRIC.test(asciiDigits(withoutDates));
};

/**
 * Results with figures, opened by strong verbs: each line without a figure costs points (a share
 * of them at most), and so does each weak opener ("Responsible for", "مسؤول عن") and each
 * over-long line.
 */
export function achievementsPart({ info }: ScoreInput): PartResult {
  const out: RawDeduction[] = [];
  const lines = achievementLines(info);
  if (lines.length === 0) {
    out.push(deduction('noAchievements', 14, null));
    return { part: 'achievements', deductions: out };
  }
  const jobs = Math.max(1, jobHeaderLines(info).length);
  if (lines.length < 2 * jobs) out.push(deduction('fewAchievements', 4, null, { count: lines.length, jobs }));
  const withMetric = lines.filter((l) => hasMetric(l.text)).length;
  const share = withMetric / lines.length;
  let unmeasured = 0;
  let weak = 0;
  let long = 0;
  let plain = 0;
  for (const line of lines) {
    const text = stripBullet(line.text);
    if (!hasMetric(text) && unmeasured < 6) {
      unmeasured += 1;
      out.push(deduction('noMetric', 1.5, line));
    }
    if (opensWeakly(text) && weak < 5) {
      weak += 1;
      out.push(deduction('weakOpening', 1.5, line, { phrase: text.split(/\s+/).slice(0, 3).join(' ') }));
    } else if (!opensWithStrongVerb(text) && plain < 4) {
      plain += 1;
      out.push(deduction('noActionVerb', 1, line, { word: text.split(/\s+/)[0] ?? '' }));
    }
    const words = text.split(/\s+/).length;
    if (words > 35 && long < 3) {
      long += 1;
      out.push(deduction('longBullet', 1, line, { words }));
    }
  }
  // the fewer figures, the more it costs: none at all is 10 points
  if (share < 0.3)
    out.push(deduction('fewMetrics', 4 + Math.round((0.3 - share) * 20), null, { percent: Math.round(share * 100) }));
  return { part: 'achievements', deductions: out };
}
