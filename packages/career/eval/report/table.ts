const graphemes = new Intl.Segmenter();
/** Terminal columns of a cell: one per grapheme (Arabic diacritics sit on their letter). */
const width = (s: string) => [...graphemes.segment(s)].length;

/** Rows of cells printed as an aligned text table under a title. */
export function table(title: string, headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map((c) => (typeof c === 'number' ? fmt(c) : c)))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => width(r[i] ?? ''))));
  // numbers are right-aligned, text left-aligned
  const numeric = headers.map((_, i) => rows.length > 0 && rows.every((r) => typeof r[i] === 'number'));
  const line = (r: string[]) =>
    r
      .map((c, i) => {
        const pad = ' '.repeat((widths[i] ?? 0) - width(c));
        return numeric[i] ? pad + c : c + pad;
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [`\n${title}`, line(cells[0] ?? []), rule, ...cells.slice(1).map(line)].join('\n');
}

/** Numbers as the tables show them: integers as they are, fractions with two decimals, NaN as «–». */
export function fmt(n: number): string {
  if (Number.isNaN(n)) return '–';
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

export const ratio = (part: number, whole: number) => (whole === 0 ? Number.NaN : part / whole);
