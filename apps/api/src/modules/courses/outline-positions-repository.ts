import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#src/db/client';
import type { courseSections, courseUnits, lectures } from '#src/db/schema/index';

type Level = typeof courseUnits | typeof courseSections | typeof lectures;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Rewrites the 0-based positions of one parent's children so they run 0..n-1 with no gaps,
 * optionally placing `moved` at `position` (clamped) and shifting its siblings. Call inside the
 * transaction that holds the course lock.
 */
export async function renumber(
  tx: Database,
  table: Level,
  parentColumn: AnyPgColumn,
  parentId: string,
  moved?: { id: string; position: number },
): Promise<number> {
  const rows = rowsOf<{ id: string; position: number }>(
    await tx.execute(sql`select id, position from ${table} where ${parentColumn} = ${parentId} order by position, id`),
  );
  const order = rows.map((r) => r.id).filter((id) => id !== moved?.id);
  let placed = -1;
  if (moved) {
    placed = Math.max(0, Math.min(moved.position, order.length));
    order.splice(placed, 0, moved.id);
  }
  const current = new Map(rows.map((r) => [r.id, Number(r.position)]));
  const changes = order.map((id, position) => ({ id, position })).filter((c) => current.get(c.id) !== c.position);
  if (changes.length > 0) {
    const values = sql.join(
      changes.map((c) => sql`(${c.id}::uuid, ${c.position}::int)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${table} set position = v.position from (values ${values}) as v(id, position) where ${table}.id = v.id`,
    );
  }
  return placed;
}

/** The next free position under a parent (appending). */
export async function nextPosition(
  tx: Database,
  table: Level,
  parentColumn: AnyPgColumn,
  parentId: string,
): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from ${table} where ${parentColumn} = ${parentId}`),
  );
  return Number(row?.n ?? 0);
}
