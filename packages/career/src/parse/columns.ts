import { findEmail, findPhone } from './contact';

const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

const firstText = (line: string) => line.search(/\S/);
const lastText = (line: string) => line.trimEnd().length - 1;
/** The most edges (line starts or ends) within three characters of one another. */
function mostAligned(edges: number[]): number {
  let most = 0;
  for (const edge of edges) most = Math.max(most, edges.filter((e) => e >= edge && e <= edge + 3).length);
  return most;
}

/**
 * The gutter of a two-column page in pdftotext's layout mode: a character column that is blank on
 * almost every line, with text on both sides of it, and one of the columns aligned on it (the
 * left edge of a left-to-right column after it, or the right edge of a right-to-left one before
 * it). The columns' lines need not face each other: a side column is often shorter. -1 when there is none.
 */
export function findGutter(lines: string[]): number {
  const withText = lines.filter((l) => l.trim() !== '');
  if (withText.length < 8) return -1;
  const width = Math.max(...withText.map((l) => l.length));
  let best = -1;
  let bestScore = 0;
  for (let c = Math.floor(width * 0.2); c <= Math.floor(width * 0.8); c += 1) {
    let straddling = 0;
    let blocked = 0;
    let left = 0;
    let right = 0;
    const starts: number[] = [];
    const ends: number[] = [];
    for (const line of withText) {
      if (line.slice(c - 1, c + 2).trim() !== '') {
        blocked += 1;
        continue;
      }
      const hasLeft = line.slice(0, c).trim() !== '';
      const hasRight = line.slice(c).trim() !== '';
      if (hasLeft) left += 1;
      if (hasRight) right += 1;
      if (hasLeft && hasRight) straddling += 1;
      if (hasRight) starts.push(c + firstText(line.slice(c)));
      if (hasLeft) ends.push(lastText(line.slice(0, c)));
    }
    // the share of one column's lines that share its inner edge
    const aligned = Math.max(mostAligned(starts) / Math.max(1, right), mostAligned(ends) / Math.max(1, left));
    // a full-width heading or two may cross it; body text of one column never does
    if (blocked > Math.max(2, withText.length * 0.06) || left < 4 || right < 4) continue;
    const columnsStraddle = straddling >= Math.max(4, withText.length * 0.25);
    const columnAligned = straddling >= 3 && Math.min(left, right) >= 6 && aligned >= 0.6;
    const score = straddling + aligned * Math.min(left, right);
    if ((columnsStraddle || columnAligned) && score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

/** Runs of consecutive lines with text, as the blank lines of a page separate them. */
function bands(lines: string[]): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  for (const line of lines) {
    if (line.trim() === '') {
      if (current.length) out.push(current);
      current = [];
    } else current.push(line);
  }
  if (current.length) out.push(current);
  return out;
}

export interface PageReading {
  /** the page's lines in reading order */
  lines: string[];
  /** laid out in two columns (a table is not) */
  twoColumns: boolean;
  /** the lines that came from the cells of a table */
  tableLines: string[];
}

const filled = (line: string) => line.trim() !== '';

/**
 * Where a band of lines splits into the two cells of a table row: a gap of blank columns on every
 * line, both cells starting on the first line, each running without a blank line (the parts of two
 * page columns have gaps between them). The widest such gap, at its middle; -1 when there is none.
 * `skip` leading lines without a wide gap (a heading right above the table) are not part of the row.
 */
function rowGutter(band: string[]): { skip: number; gutter: number } {
  const skip = Math.max(
    0,
    band.findIndex((l) => /\S\s{3,}\S/.test(l)),
  );
  const row = band.slice(skip);
  const width = Math.max(...row.map((l) => l.length));
  const first = row[0] ?? '';
  const contiguous = (cells: boolean[]) =>
    !cells.slice(cells.indexOf(true), cells.lastIndexOf(true) + 1).includes(false);
  let best = { start: -1, length: 0 };
  let run = { start: -1, length: 0 };
  for (let c = 6; c < width - 3; c += 1) {
    const valid =
      row.every((l) => !filled(l.slice(c - 1, c + 2))) &&
      filled(first.slice(0, c)) &&
      filled(first.slice(c)) &&
      contiguous(row.map((l) => filled(l.slice(0, c)))) &&
      contiguous(row.map((l) => filled(l.slice(c))));
    run = valid ? { start: run.length ? run.start : c, length: run.length + 1 } : { start: -1, length: 0 };
    if (run.length > best.length) best = { ...run };
  }
  return { skip, gutter: best.length >= 2 ? best.start + Math.floor(best.length / 2) : -1 };
}

/**
 * A page of layout-mode text in reading order. A table — at least two bands of lines that split at
 * about the same column into cells that start together — is read row by row, each row's first
 * cell (the right one in a right-to-left CV) first. Two columns are read one after the other (the
 * right one first in a right-to-left CV), the lines above them kept whole.
 */
export function readPage(page: string, rtl: boolean): PageReading {
  const lines = page.replace(BIDI_CONTROLS, '').split('\n');
  const cut = (band: string[], at: number) => {
    const left = band.map((l) => l.slice(0, at));
    const right = band.map((l) => l.slice(at));
    return rtl ? [...right, ...left] : [...left, ...right];
  };

  const pageBands = bands(lines);
  // a contact line spaced across the page («Kuwait    +965 …    name@…») is no table row
  const splits = pageBands.map((band) =>
    band.some((l) => findEmail(l) || findPhone(l)) ? { skip: 0, gutter: -1 } : rowGutter(band),
  );
  const gutters = splits
    .map((r) => r.gutter)
    .filter((g) => g >= 0)
    .sort((a, b) => a - b);
  const median = gutters[Math.floor(gutters.length / 2)] ?? -1;
  const inTable = splits.map((r) => r.gutter >= 0 && Math.abs(r.gutter - median) <= 6);
  // two rows at least, one of them more than a line (a lone line with a wide gap is a date or a place)
  const tall = pageBands.some((band, i) => inTable[i] && band.length - (splits[i]?.skip ?? 0) >= 2);
  if (inTable.filter(Boolean).length >= 2 && tall) {
    const tableLines: string[] = [];
    const ordered = pageBands.flatMap((band, i) => {
      const { skip, gutter } = splits[i] ?? { skip: 0, gutter: -1 };
      if (!inTable[i]) return band;
      const cells = cut(band.slice(skip), gutter);
      tableLines.push(...cells.filter(filled));
      return [...band.slice(0, skip), ...cells];
    });
    return { lines: ordered, twoColumns: false, tableLines };
  }

  const gutter = findGutter(lines);
  if (gutter < 0) return { lines, twoColumns: false, tableLines: [] };
  const crosses = (l: string) => filled(l.slice(gutter - 1, gutter + 2));
  // the lines above the place where both columns have begun (name, title, a contact line across the page) stay whole
  const begun = (side: (l: string) => string) => lines.findIndex((l) => !crosses(l) && filled(side(l)));
  const top = Math.max(
    0,
    begun((l) => l.slice(0, gutter)),
    begun((l) => l.slice(gutter)),
  );
  return { lines: [...lines.slice(0, top), ...cut(lines.slice(top), gutter)], twoColumns: true, tableLines: [] };
}
