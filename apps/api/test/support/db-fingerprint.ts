import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** Row counts of every table: equal before and after means nothing was stored. */
export async function dbFingerprint(app: FastifyInstance): Promise<string> {
  const result = await app.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
  const counts = await app.db.execute(sql.raw(`select ${tables.map((t) => `(select count(*) from "${t}") as "${t}"`).join(', ')}`));
  return JSON.stringify((counts as unknown as { rows: unknown[] }).rows[0]);
}
