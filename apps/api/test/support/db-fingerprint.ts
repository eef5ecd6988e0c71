import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { defined } from '@masar/contracts/defined';

/** The counting query per app: the tables do not change while a suite runs. */
const countQueries = new WeakMap<FastifyInstance, Promise<string>>();

async function countQuery(app: FastifyInstance): Promise<string> {
  const result = await app.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = (result as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
  return `select ${tables.map((t) => `(select count(*) from "${t}") as "${t}"`).join(', ')}`;
}

/** Row counts of every table: equal before and after means nothing was stored. */
export async function dbFingerprint(app: FastifyInstance): Promise<string> {
  if (!countQueries.has(app)) countQueries.set(app, countQuery(app));
  const counts = await app.db.execute(sql.raw(await defined(countQueries.get(app))));
  return JSON.stringify((counts as { rows: unknown[] }).rows[0]);
}
