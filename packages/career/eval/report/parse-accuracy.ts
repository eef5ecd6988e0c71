import type { TruthEntry } from '../truth';
import type { Evaluated } from './evaluated';
import { ratio, table } from './table';

/** Text compared the way a reader would: no diacritics, tatweel, hamza forms, case or punctuation. */
export const fold = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Equal, or one holds the other (a title read with its «| Data Analyst» half, a company with its city). */
const same = (truth: string, read: string) => {
  const [a, b] = [fold(truth), fold(read)];
  return a !== '' && b !== '' && (a === b || a.includes(b) || b.includes(a));
};

const digits = (s: string) => s.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/\D/g, '');

interface ReadEntry {
  company: string;
  jobTitle: string;
  from: string;
  to: string;
  stillWorking: boolean;
  description: string;
}

const datesMatch = (t: TruthEntry, r: ReadEntry) =>
  t.from === r.from && (t.to === 'present' ? r.stillWorking || (r.to === '' && r.from !== '') : t.to === r.to);
const bulletCount = (r: ReadEntry) => r.description.split('\n').filter((l) => l.trim() !== '').length;

const FIELDS = [
  'name',
  'email',
  'phone',
  'jobTitle',
  'entryCount',
  'entryTitle',
  'entryCompany',
  'entryDates',
  'entryBullets',
] as const;
type Field = (typeof FIELDS)[number];

export type ParseFigures = Record<Field, { right: number; total: number; accuracy: number }>;

/**
 * Field by field, how much of the truth the parser read. Files whose text cannot be read by design
 * (a font without text map) are left out; so are the e-mail and phone of a contact line drawn as a
 * picture. A refused file counts as wrong in every field.
 */
export function parseFigures(all: Evaluated[]): { figures: ParseFigures; misses: Record<Field, string[]> } {
  const counts = Object.fromEntries(FIELDS.map((f) => [f, { right: 0, total: 0 }])) as Record<
    Field,
    { right: number; total: number }
  >;
  const misses = Object.fromEntries(FIELDS.map((f) => [f, [] as string[]])) as Record<Field, string[]>;
  const score = (field: Field, ok: boolean, id: string) => {
    counts[field].total += 1;
    if (ok) counts[field].right += 1;
    else misses[field].push(id);
  };
  for (const e of all) {
    const t = e.truth;
    if (t.layout.includes('garbled-font')) continue;
    const data = e.result?.parsed.data;
    const pictured = t.layout.includes('contact-in-image');
    score('name', Boolean(data && same(t.entries.name, data.name)), t.id);
    if (!pictured && t.entries.email) score('email', data?.email.toLowerCase() === t.entries.email.toLowerCase(), t.id);
    if (!pictured && t.entries.phone) score('phone', Boolean(data && digits(data.phone) === t.entries.phone), t.id);
    score('jobTitle', Boolean(data && same(t.entries.jobTitle, data.jobTitle)), t.id);
    const read: ReadEntry[] = data?.experience ?? [];
    score('entryCount', read.length === t.entries.experience.length, t.id);
    for (const [i, entry] of t.entries.experience.entries()) {
      // the read entry that names this job, else the one at the same place
      const r = read.find((x) => same(entry.title, x.jobTitle) && same(entry.company, x.company)) ?? read[i];
      const where = `${t.id}#${i + 1}`;
      score('entryTitle', Boolean(r && same(entry.title, r.jobTitle)), where);
      score('entryCompany', Boolean(r && same(entry.company, r.company)), where);
      score('entryDates', Boolean(r && datesMatch(entry, r)), where);
      score('entryBullets', Boolean(r && bulletCount(r) === entry.bullets), where);
    }
  }
  const figures = Object.fromEntries(
    FIELDS.map((f) => [f, { ...counts[f], accuracy: ratio(counts[f].right, counts[f].total) }]),
  ) as ParseFigures;
  return { figures, misses };
}

export const printParse = ({ figures, misses }: ReturnType<typeof parseFigures>) =>
  table(
    'Parse accuracy per field (files in an unreadable font left out; pictured contact not counted)',
    ['field', 'right', 'of', 'accuracy', 'missed in'],
    FIELDS.map((f) => [
      f,
      figures[f].right,
      figures[f].total,
      figures[f].accuracy,
      misses[f].slice(0, 8).join(' ') + (misses[f].length > 8 ? ` …+${misses[f].length - 8}` : ''),
    ]),
  );
