import { findEmail, findPhone } from '../parse/contact';
import { findDateRange } from '../parse/dates';
import type { LayoutSignals } from '../parse/extracted';
import { unmappedCount } from '../parse/garbled';
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
export function atsPart({ parsed, info, layout }: ScoreInput): PartResult {
  const out: RawDeduction[] = [];
  const text = parsed.lines.join('\n');
  const glyphs = text.match(GARBLED)?.length ?? 0;
  const garbledPages = layout?.garbledPages ?? [];
  const garbled = garbledPages.length > 0 || (glyphs > 0 && glyphs / Math.max(1, text.length) > 0.005);
  // no page an ATS can read: nothing else about the text can be judged
  const allGarbled = garbledPages.length >= Math.max(1, parsed.pages);
  if (garbled) {
    const first = info.find((l) => new RegExp(GARBLED.source).test(l.text));
    out.push(
      deduction('garbledText', allGarbled ? 16 : 8, first ?? null, {
        count: Math.max(glyphs, unmappedCount(text)),
        page: garbledPages[0] ?? 1,
      }),
    );
  }
  if (parsed.columns === 2) out.push(deduction('twoColumns', 4, null));
  if (allGarbled) return { part: 'ats', deductions: out };
  if (!parsed.data.name) out.push(deduction('noName', 2, null));
  // contact details an ATS cannot read: unreadable glyphs (reported above), a header or footer, a picture
  if (!garbled) out.push(...contactFindings(parsed, info, layout));
  out.push(...placedText(info, layout));

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

const RUNNING: ReadonlySet<string> = new Set(['header', 'footer']);

/** Missing contact details, with their cause when extraction saw one. */
function contactFindings(parsed: ScoreInput['parsed'], info: LineInfo[], layout?: LayoutSignals): RawDeduction[] {
  const places = new Map(layout?.placedLines.map((p) => [p.line, p.place]));
  const running = (l: LineInfo) => RUNNING.has(places.get(l.index) ?? '');
  const emailLines = info.filter((l) => findEmail(l.text));
  const phoneLines = info.filter((l) => findPhone(l.text));
  const onlyRunning = (lines: LineInfo[]) => lines.length > 0 && lines.every(running);
  const out: RawDeduction[] = [];
  if (onlyRunning(emailLines) || onlyRunning(phoneLines)) {
    const line = defined(onlyRunning(emailLines) ? emailLines[0] : phoneLines[0]);
    out.push(deduction('contactInHeaderFooter', 4, line, { place: defined(places.get(line.index)) }));
  }
  const pictured = layout?.images.find((i) => i.region === 'header' || (i.region === 'top' && i.page === 1));
  if (!parsed.data.email && !parsed.data.phone && pictured) {
    out.push(deduction('contactInImage', 5, null, { page: pictured.page }));
    return out;
  }
  if (!parsed.data.email) out.push(deduction('missingEmail', 4, null));
  if (!parsed.data.phone) out.push(deduction('missingPhone', 3, null));
  return out;
}

/** Text a parser may skip or jumble: in a table or in a text box, one finding each, at the first such line. */
function placedText(info: LineInfo[], layout?: LayoutSignals): RawDeduction[] {
  const out: RawDeduction[] = [];
  for (const [place, code, points] of [
    ['table', 'textInTable', 3],
    ['textBox', 'textInTextBox', 4],
  ] as const) {
    const lines = (layout?.placedLines ?? []).filter((p) => p.place === place);
    const first = lines[0] && info[lines[0].line];
    if (first) out.push(deduction(code, points, first, { count: lines.length }));
  }
  return out;
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
