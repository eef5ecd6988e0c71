import type { Job, Person } from '../people/person';
import { defined } from '@masar/contracts/defined';

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_AR = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
];

const arabicFirst = (p: Person) => p.language !== 'en';

function writeDate(value: string, style: 'month-name' | 'numeric' | 'year', lang: 'ar' | 'en'): string {
  if (value === 'present') return lang === 'ar' ? 'حتى الآن' : 'Present';
  const [year, month] = value.split('-');
  if (!month || style === 'year') return defined(year);
  if (style === 'numeric') return `${month}/${year}`;
  return `${defined((lang === 'ar' ? MONTHS_AR : MONTHS_EN)[Number(month) - 1])} ${year}`;
}

/** A job's dates as the person writes them; '' for a job without dates. */
export function jobDates(p: Person, job: Job, index: number): string {
  if (!job.from) return '';
  const style = p.dateStyle === 'mixed' ? (index % 2 === 0 ? 'month-name' : 'numeric') : p.dateStyle;
  const lang = p.dateLanguage ?? (arabicFirst(p) ? 'ar' : 'en');
  return `${writeDate(job.from, style, lang)} – ${writeDate(job.to, style, lang)}`;
}

export interface HeadingLine {
  text: string;
  strong: boolean;
}

/** The lines that head a job, in the person's heading style. */
export function jobHeading(p: Person, job: Job, index: number): HeadingLine[] {
  const dates = jobDates(p, job, index);
  const dash = arabicFirst(p) ? '–' : '—';
  const withDates = (text: string, first: boolean) =>
    dates ? (first ? `${dates} | ${text}` : `${text} | ${dates}`) : text;
  switch (p.headingStyle) {
    case 'stacked':
      return [
        { text: job.title, strong: true },
        { text: job.company, strong: false },
        ...(dates ? [{ text: dates, strong: false }] : []),
      ];
    case 'line':
      return [{ text: withDates(`${job.title} ${dash} ${job.company}`, false), strong: true }];
    case 'date-first':
      return [{ text: withDates(`${job.title} – ${job.company}`, true), strong: true }];
    case 'date-first-company':
      return [{ text: withDates(`${job.company} – ${job.title}`, true), strong: true }];
    case 'company-first':
      return [
        { text: job.company, strong: true },
        { text: withDates(job.title, false), strong: false },
      ];
  }
}

export const contactItems = (p: Person) => [p.email, p.phone, p.city].filter(Boolean);

export const bulletText = (text: string) => `• ${text}`;
