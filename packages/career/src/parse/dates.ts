import { asciiDigits, foldForMatch, foldWithMap } from '../text/normalize';
import { defined } from '@masar/contracts/defined';

/** Month names as CVs write them: English, Egyptian/Gulf Arabic, Levantine Arabic (folded). */
const MONTH_NAMES: [string, number][] = [
  ['january', 1],
  ['jan', 1],
  ['february', 2],
  ['feb', 2],
  ['march', 3],
  ['mar', 3],
  ['april', 4],
  ['apr', 4],
  ['may', 5],
  ['june', 6],
  ['jun', 6],
  ['july', 7],
  ['jul', 7],
  ['august', 8],
  ['aug', 8],
  ['september', 9],
  ['sept', 9],
  ['sep', 9],
  ['october', 10],
  ['oct', 10],
  ['november', 11],
  ['nov', 11],
  ['december', 12],
  ['dec', 12],
  ['يناير', 1],
  ['فبراير', 2],
  ['مارس', 3],
  ['ابريل', 4],
  ['أبريل', 4],
  ['إبريل', 4],
  ['مايو', 5],
  ['يونيو', 6],
  ['يونيه', 6],
  ['يوليو', 7],
  ['يوليه', 7],
  ['اغسطس', 8],
  ['أغسطس', 8],
  ['سبتمبر', 9],
  ['اكتوبر', 10],
  ['أكتوبر', 10],
  ['نوفمبر', 11],
  ['ديسمبر', 12],
  ['كانون الثاني', 1],
  ['شباط', 2],
  ['اذار', 3],
  ['آذار', 3],
  ['نيسان', 4],
  ['ايار', 5],
  ['أيار', 5],
  ['حزيران', 6],
  ['تموز', 7],
  ['اب', 8],
  ['آب', 8],
  ['ايلول', 9],
  ['أيلول', 9],
  ['تشرين الاول', 10],
  ['تشرين الأول', 10],
  ['تشرين الثاني', 11],
  ['كانون الاول', 12],
  ['كانون الأول', 12],
];
const MONTHS = new Map(MONTH_NAMES.map(([name, n]) => [foldForMatch(name), n]));
// longest first so "كانون الثاني" wins over a shorter name
const MONTH_ALTERNATION = [...MONTHS.keys()].sort((a, b) => b.length - a.length).join('|');

const PRESENT = [
  'present',
  'current',
  'currently',
  'now',
  'today',
  'to date',
  'date',
  'حتي الان',
  'الي الان',
  'الان',
  'حاليا',
  'للان',
  'حتي اليوم',
  'الي اليوم',
  'مستمر',
];
const PRESENT_ALTERNATION = PRESENT.map(foldForMatch)
  .sort((a, b) => b.length - a.length)
  .join('|');

// a date: "march 2021", "mar. 2021", "03/2021", "3-2021", "2021-03", "2021/03", "2021"
const DATE = `(?:(?:${MONTH_ALTERNATION})\\.?,?\\s*(?:19|20)\\d{2}|(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*(?:19|20)\\d{2}|(?:19|20)\\d{2}\\s*[/-]\\s*(?:0?[1-9]|1[0-2])(?!\\d)|(?:19|20)\\d{2})`;
const SEPARATOR = `\\s*(?:-|–|—|to|until|till|الي|حتي|:|~)\\s*`;
const RANGE = new RegExp(`(?:من\\s+)?(${DATE})(?:${SEPARATOR}(${DATE}|${PRESENT_ALTERNATION}))?`, 'u');
const YEAR_OR_MONTH = new RegExp(DATE, 'u');

export interface DateRange {
  from: string;
  to: string;
  stillWorking: boolean;
  /** the matched text, to remove from the line */
  text: string;
  /** how the first date was written, for the consistency check */
  style: 'month-name' | 'numeric' | 'year';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date token as "YYYY" or "YYYY-MM". */
export function toResumeDate(token: string): string {
  const t = token.trim();
  const year = t.match(/(19|20)\d{2}/)?.[0] ?? '';
  const name = [...MONTHS.keys()]
    .sort((a, b) => b.length - a.length)
    .find((m) => new RegExp(`(^|[^\\p{L}])${m}([^\\p{L}]|$)`, 'u').test(t));
  if (name) return `${year}-${pad(defined(MONTHS.get(name)))}`;
  const monthFirst = t.match(/^(0?[1-9]|1[0-2])\s*[/.-]\s*(19|20)\d{2}$/);
  if (monthFirst) return `${year}-${pad(Number(monthFirst[1]))}`;
  const yearFirst = t.match(/^(?:19|20)\d{2}\s*[/-]\s*(0?[1-9]|1[0-2])$/);
  if (yearFirst) return `${year}-${pad(Number(yearFirst[1]))}`;
  return year;
}

const styleOf = (token: string): DateRange['style'] =>
  /^\s*(19|20)\d{2}\s*$/.test(token) ? 'year' : /\p{L}/u.test(token) ? 'month-name' : 'numeric';

/**
 * The first date or date range in a line: "Jan 2020 – Present", "٠٣/٢٠١٩ - ٠٦/٢٠٢١",
 * "مارس ٢٠٢١ - حتى الآن", "من أيار 2018 إلى آذار 2020", "2016 - 2020".
 */
export function findDateRange(line: string): DateRange | undefined {
  const { folded, origin } = foldWithMap(line);
  const match = folded.match(RANGE);
  if (!match || match.index === undefined) return undefined;
  const [whole, first, second] = match as unknown as [string, string, string | undefined];
  const present = second !== undefined && new RegExp(`^(?:${PRESENT_ALTERNATION})$`, 'u').test(second.trim());
  let from = toResumeDate(first);
  let to = second && !present ? toResumeDate(second) : '';
  // "2019 - 2024" inside right-to-left text comes out of a PDF as "2024 - 2019": time runs forward
  if (to && to < from) [from, to] = [to, from];
  return {
    from,
    to,
    stillWorking: present,
    text: line.slice(origin[match.index], origin[match.index + whole.length]),
    style: styleOf(first),
  };
}

export const hasDate = (line: string) => YEAR_OR_MONTH.test(foldForMatch(line));

/** Digits of a line in ASCII, for callers that only need numbers. */
export const normalizeDigits = asciiDigits;

const ARABIC_MONTHS = MONTH_NAMES.filter(([name]) => /[\u0600-\u06FF]/.test(name))
  .map(([name]) => name)
  .sort((a, b) => b.length - a.length)
  .join('|');
const MISPLACED_YEAR = new RegExp(`(${ARABIC_MONTHS})\\s*([-–—])\\s*((?:19|20)\\d{2}|[١٢][٠-٩]{3})(?=\\s|$)`, 'gu');

/** «فبراير | 2022 شركة…»: the year went past the bar that followed it */
const YEAR_PAST_BAR = new RegExp(`(${ARABIC_MONTHS})\\s*\\|\\s*((?:19|20)\\d{2}|[١٢][٠-٩]{3})(?=\\s|$)`, 'gu');

/**
 * pdftotext puts the year of a right-to-left date range after the dash ("يونيو – 2018 فبراير 2021");
 * moved back to its month ("يونيو 2018 – فبراير 2021").
 */
export function repairArabicDates(line: string): string {
  return line.replace(MISPLACED_YEAR, '$1 $3 $2').replace(YEAR_PAST_BAR, '$1 $2 |');
}
