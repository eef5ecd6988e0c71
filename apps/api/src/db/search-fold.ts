import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { normalizeForSearch } from '#src/lib/arabic-normalize';

// The SQL twin of normalizeForSearch for text that has no stored search column: marks, tatweel,
// alef forms, taa marbuta, alef maqsura and Arabic-Indic digits fold the same way on both sides.
const MARKS = '[\u064B-\u065F\u0670\u0640]';
const FROM = '\u0623\u0625\u0622\u0671\u0629\u0649\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669';
const TO = '\u0627\u0627\u0627\u0627\u0647\u064A0123456789';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every word of `query` somewhere in the folded concatenation of `columns` (undefined: no filter). */
export function foldedSearch(query: string | undefined, columns: SQLWrapper[]): SQL | undefined {
  const words = [
    ...new Set(
      normalizeForSearch(query ?? '')
        .split(' ')
        .filter(Boolean),
    ),
  ].slice(0, 8);
  if (words.length === 0) return undefined;
  const haystack = sql`translate(regexp_replace(lower(concat_ws(' ', ${sql.join(columns, sql`, `)})), ${MARKS}, '', 'g'), ${FROM}, ${TO})`;
  return sql.join(
    words.map((w) => sql`${haystack} like ${`%${escapeLike(w)}%`}`),
    sql` and `,
  );
}
