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

/**
 * A page of layout-mode text in reading order. Two columns are read one after the other (the
 * right one first in a right-to-left CV). A table — every band of lines that has text on both
 * sides of the gutter starts on both sides at once, as a table's cells start at the top of their
 * row — is read row by row instead, each row's first cell (the right one in a right-to-left CV) first.
 */
export function readPage(page: string, rtl: boolean): PageReading {
  const lines = page.replace(BIDI_CONTROLS, '').split('\n');
  const gutter = findGutter(lines);
  if (gutter < 0) return { lines, twoColumns: false, tableLines: [] };
  const left = (l: string) => l.slice(0, gutter);
  const right = (l: string) => l.slice(gutter);
  const sided = (l: string) => left(l).trim() !== '' && right(l).trim() !== '';
  const crosses = (l: string) => l.slice(gutter - 1, gutter + 2).trim() !== '';
  const split = (band: string[]) =>
    rtl ? [...band.map(right), ...band.map(left)] : [...band.map(left), ...band.map(right)];

  const firstWith = (band: string[], side: (l: string) => string) => band.findIndex((l) => side(l).trim() !== '');
  const contiguous = (band: string[], side: (l: string) => string) => {
    const filled = band.map((l) => side(l).trim() !== '');
    return !filled.slice(filled.indexOf(true), filled.lastIndexOf(true) + 1).includes(false);
  };
  // a row of a table: its cells start on the same line and each runs without a gap (columns have gaps between their parts)
  const isRow = (band: string[]) =>
    band.some(sided) &&
    !band.some(crosses) &&
    firstWith(band, left) === firstWith(band, right) &&
    contiguous(band, left) &&
    contiguous(band, right);
  const twoSided = bands(lines).filter((band) => band.some(sided) && !band.some(crosses));
  const rows = twoSided.filter(isRow);
  const table = rows.length >= 2 && rows.length >= (twoSided.length * 2) / 3;
  if (!table) return { lines: split(lines), twoColumns: true, tableLines: [] };
  const tableLines: string[] = [];
  const ordered = bands(lines).flatMap((band) => {
    if (!isRow(band)) return band;
    const cells = split(band);
    tableLines.push(...cells.filter((c) => c.trim() !== ''));
    return cells;
  });
  return { lines: ordered, twoColumns: false, tableLines };
}
