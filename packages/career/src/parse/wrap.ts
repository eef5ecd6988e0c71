import { findEmail, findPhone } from './contact';
import { findDateRange } from './dates';
import { COMPANY_MARKERS, isBodyLine, isBullet, isUnmarkedAchievement, TITLE_WORDS } from './entries';
import { headingKind } from './headings';
import { foldForMatch } from '../text/normalize';
import { STRONG_VERBS_AR } from '../text/verbs';

const words = (line: string) => line.split(/\s+/).length;
/** a body line: a bullet, or a sentence too long to head an entry */
const isBody = isBodyLine;
/** starts the way only the rest of a sentence does: lower case, a figure, a bracket or a joining word */
const CONTINUATION_START =
  /^(?:[a-z0-9٠-٩(%٪$&,]|(?:and|or|to|with|of|for|by|in|on|from|across|within)\b|(?:و|ف)?(?:في|من|إلى|الى|على|عن|مع|خلال|بنسبة|حتى|عبر|مما|التي|الذي|لدى|بين|بعد|قبل|ضمن|بما)(?:\s|$))/u;
const conjoinedVerb = (line: string) => {
  const first = foldForMatch(line.split(/\s+/)[0] ?? '');
  return /^[وف]/.test(first) && STRONG_VERBS_AR.has(first.slice(1));
};
/** words a sentence never ends on */
const OPEN_END =
  /(?:^|\s)(?:the|a|an|of|to|with|and|or|for|in|on|by|from|at|into|using|across|per|via|(?:و|ف)?(?:في|من|إلى|الى|على|عن|مع|بنسبة|عبر|لدى|بين))$/iu;
/** the line before ends a sentence */
const SENTENCE_END = /[.!?؟؛:]\s*$/;
/** "Engineer — Acme", "مهندس | فودافون": separators a job heading has and a sentence rarely does */
const HEADER_SEPARATOR = /\s[|–—@]\s|\s\|\s?|\s?\|\s/;

/** The width of a full body line on this CV (chars): a bullet that wraps reaches it. */
function fullWidth(lines: string[]): number {
  const body = lines.filter(isBody);
  const lengths = (body.length >= 3 ? body : lines).map((l) => l.length).sort((a, b) => a - b);
  return lengths[Math.floor(lengths.length * 0.9)] ?? 0;
}
const dated = (line: string | undefined) =>
  line !== undefined && !isBody(line) && words(line) <= 10 && findDateRange(line);

/** Does `line` read as the rest of the body line before it, rather than a new heading, job or bullet? */
function continues(previous: string, line: string, after: (string | undefined)[], width: number): boolean {
  if (isBullet(line) || headingKind(line) || findDateRange(line) || findEmail(line) || findPhone(line)) return false;
  // «فوفّرت…», «وخفّضت…»: a verb joined by «و» or «ف» goes on the sentence before
  if (conjoinedVerb(line)) return true;
  if (isUnmarkedAchievement(line)) return false;
  if (CONTINUATION_START.test(line)) return true;
  // the line before stopped on a word no sentence ends with ("…using the" / "Manchester Triage System.")
  if (OPEN_END.test(previous)) return true;
  // a capitalised word opens a line of its own ("Cut overdue…"); an acronym may go on a sentence ("AWS Lambda…")
  if (/^[A-Z]/.test(line) && !/^[A-Z][A-Z0-9]+\b/.test(line)) return false;
  // an action verb opens the next achievement ("خفّضت…"), when the bullets have no mark too
  if (STRONG_VERBS_AR.has(foldForMatch(line.split(/\s+/)[0] ?? ''))) return false;
  // an Arabic or acronym start: only after a line that ran to the full width without ending a sentence
  if (previous.length < width * 0.8 || SENTENCE_END.test(previous)) return false;
  // a short line with a separator, or followed by its dates, heads the next job
  if (words(line) <= 10 && HEADER_SEPARATOR.test(line)) return false;
  const [next, second] = after;
  const namesJob = words(line) <= 6 && (TITLE_WORDS.test(line) || COMPANY_MARKERS.test(line));
  if (dated(next) || (namesJob && next !== undefined && !isBody(next) && dated(second))) return false;
  return true;
}

/**
 * A PDF breaks long achievement lines where the page ends them: "• Built a dashboard used by 40"
 * then "branch managers every week.", "• خفّضت التكاليف بنسبة" then "٢٥٪ خلال عام". Such a line
 * goes back onto its bullet (or sentence) instead of heading a job of its own.
 */
export function joinWrapped(lines: string[]): string[] {
  const width = fullWidth(lines);
  const out: string[] = [];
  let inBody = false;
  lines.forEach((line, i) => {
    const previous = out[out.length - 1];
    if (inBody && previous !== undefined && continues(previous, line, [lines[i + 1], lines[i + 2]], width)) {
      out[out.length - 1] = `${previous} ${line}`;
      return;
    }
    out.push(line);
    inBody = isBody(line);
  });
  return out;
}
