import { eq, like, or } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { courses } from '#src/db/schema/index';

// Arabic letters spelled in Latin so every slug is plain ASCII (file names, logs, any URL parser).
const ARABIC_TO_LATIN: Record<string, string> = {
  ا: 'a',
  أ: 'a',
  إ: 'i',
  آ: 'a',
  ٱ: 'a',
  ء: '',
  ؤ: 'u',
  ئ: 'e',
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: 'a',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  ة: 'a',
  و: 'w',
  ي: 'y',
  ى: 'a',
  پ: 'p',
  چ: 'ch',
  گ: 'g',
  ڤ: 'v',
};
const MAX_BASE = 80;

/** A readable ASCII slug of a title in any script; 'course' when nothing readable is left. */
export function slugify(title: string): string {
  const latin = title
    .normalize('NFKD')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u0600-\u06FF]/g, (ch) => ARABIC_TO_LATIN[ch] ?? '')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = latin.slice(0, MAX_BASE).replace(/-+$/, '');
  return cut || 'course';
}

/** The title's slug, or the same with the first free `-2`, `-3`... suffix. */
export async function uniqueSlug(db: Database, title: string): Promise<string> {
  const base = slugify(title);
  // slugs hold only [a-z0-9-], so the LIKE pattern has no wildcard but its own
  const rows = await db
    .select({ slug: courses.slug })
    .from(courses)
    .where(or(eq(courses.slug, base), like(courses.slug, `${base}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
