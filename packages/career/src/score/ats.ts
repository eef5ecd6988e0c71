import { findDateRange } from '../parse/dates';
import { EXPECTED_SECTIONS } from '../parse/headings';
import { deduction, type LineInfo, type PartResult, type RawDeduction, type ScoreInput } from './types';
import { defined } from '@masar/contracts/defined';

// Signs that a font had no usable text mapping: replacement characters, private-use glyphs
// (icon fonts), pdftotext's (cid:NN) placeholders, stray control characters.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const GARBLED = /[\uFFFD\uE000-\uF8FF\u0000-\u0008\u000B\u000C\u000E-\u001F]|\(cid:\d+\)/g;

/**
 * What applicant-tracking systems need to read a CV (after Jobscan's and Indeed's published
 * checks): a real text layer without garbled glyphs, one column, contact details, standard
 * section headings, dates on every job in one style, a sensible length.
 */
export function atsPart({ parsed, info }: ScoreInput): PartResult {
  const out: RawDeduction[] = [];
  const text = parsed.lines.join('\n');
  const garbled = text.match(GARBLED)?.length ?? 0;
  if (garbled > 0 && garbled / Math.max(1, text.length) > 0.005) {
    const first = info.find((l) => GARBLED.test(l.text));
    GARBLED.lastIndex = 0;
    out.push(deduction('garbledText', 8, first ?? null, { count: garbled }));
  }
  if (parsed.columns === 2) out.push(deduction('twoColumns', 4, null));
  if (!parsed.data.name) out.push(deduction('noName', 2, null));
  if (!parsed.data.email) out.push(deduction('missingEmail', 4, null));
  if (!parsed.data.phone) out.push(deduction('missingPhone', 3, null));

  const found = new Set(parsed.sections.map((s) => s.kind));
  for (const kind of EXPECTED_SECTIONS)
    if (!found.has(kind)) out.push(deduction('missingSection', 3, null, { section: kind }));

  // each job's header line (the first line of the entry) should carry its dates
  const headers = jobHeaderLines(info);
  let undated = 0;
  const styles = new Set<string>();
  for (const entry of headers) {
    const range = entry.lines.map((l) => findDateRange(l.text)).find(Boolean);
    if (range) styles.add(range.style === 'year' ? 'year' : range.style);
    else if (undated < 3) {
      undated += 1;
      out.push(
        deduction('entryWithoutDates', 1.5, defined(entry.lines[0]), {
          entry: defined(entry.lines[0]).text.slice(0, 80),
        }),
      );
    }
  }
  if (styles.has('month-name') && styles.has('numeric')) out.push(deduction('mixedDateStyles', 1.5, null));

  const words = text.split(/\s+/).filter(Boolean).length;
  if (words < 150) out.push(deduction('tooShort', words < 90 ? 7 : 4, null, { words }));
  if (parsed.pages > 2) out.push(deduction('tooLong', 2, null, { pages: parsed.pages }));
  return { part: 'ats', deductions: out };
}

/** Groups of non-bullet lines in the experience section: each group heads one job. */
export function jobHeaderLines(info: LineInfo[]): { lines: LineInfo[] }[] {
  const groups: { lines: LineInfo[] }[] = [];
  let current: LineInfo[] | undefined;
  for (const line of info) {
    if (line.section !== 'experience' || line.heading) {
      current = undefined;
      continue;
    }
    const body = line.bullet || line.text.split(/\s+/).length > 14;
    if (body) {
      current = undefined;
      continue;
    }
    if (!current || current.length >= 3) {
      current = [];
      groups.push({ lines: current });
    }
    current.push(line);
  }
  return groups;
}
