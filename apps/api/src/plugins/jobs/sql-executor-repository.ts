import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/client';

/**
 * The queue library's SQL (text with $1… parameters) run through a Drizzle database or
 * transaction, so a job is inserted in the same transaction as the write that causes it.
 */
export function drizzleExecutor(db: Database) {
  return {
    async executeSql(text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
      const result = await db.execute(withParameters(text, values));
      return { rows: (result as { rows: unknown[] }).rows };
    },
  };
}

/** `$n` placeholders turned into Drizzle parameters (the queue's SQL has no dollar-quoted bodies here). */
function withParameters(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
