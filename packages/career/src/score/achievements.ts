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

export const hasMetric = (text: string) => {
  const range = findDateRange(text);
  const withoutDates = range ? text.replace(range.text, ' ') : text;
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
