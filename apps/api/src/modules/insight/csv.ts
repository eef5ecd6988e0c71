import type { Lang } from '#src/lib/error-messages';
import { CSV_COLUMNS, type CsvColumn } from './messages';

export type CsvCell = string | number | null;

/** A cell as RFC 4180 wants it; a text that a spreadsheet would take for a formula is prefixed with ' */
function cell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const formula = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value);
  const text = formula ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8 with a byte order mark (so Excel reads Arabic as UTF-8), CRLF line ends, translated header. */
export function toCsv(lang: Lang, columns: readonly CsvColumn[], rows: readonly CsvCell[][]): string {
  const lines = [columns.map((c) => cell(CSV_COLUMNS[c][lang])), ...rows.map((row) => row.map(cell))];
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

/** Minor units as a plain decimal in major units (150050 → "1500.50"). */
export const money = (minor: number): string => (minor / 100).toFixed(2);

/** A percentage or rating to one decimal, empty when there is none. */
export const decimal = (value: number | null): CsvCell => (value === null ? null : Math.round(value * 10) / 10);
