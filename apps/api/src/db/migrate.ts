import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import PgBoss from 'pg-boss';
import type { Database, DatabaseHandle, Schema } from './client';
import { seedDatabase, type SeedOptions, type SeedResult } from './seed';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/** arbitrary constant shared by every process of this app */
export const MIGRATION_LOCK_KEY = 7_246_115;

async function runMigrations(db: Database, driver: DatabaseHandle['driver']): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (driver === 'pglite') await migratePglite(db as unknown as PgliteDatabase<Schema>, config);
  else await migratePg(db as unknown as NodePgDatabase<Schema>, config);
}

/**
 * The job queue's own tables (pg-boss, schema `pgboss`), made with the database; pg-boss upgrades
 * them itself when a later version starts (docs/decisions/020).
 */
async function installJobQueue(handle: DatabaseHandle): Promise<void> {
  const { rows } = await handle.executeSql(`select 1 from pg_namespace where nspname = 'pgboss'`);
  if (rows.length === 0) await handle.executeSql(PgBoss.getConstructionPlans('pgboss'));
}

/** Migrate, then seed; on PostgreSQL several processes may start at once, so one goes at a time. */
export async function prepareDatabase(handle: DatabaseHandle, seed: SeedOptions): Promise<SeedResult> {
  return handle.withLock(MIGRATION_LOCK_KEY, async (db) => {
    await runMigrations(db, handle.driver);
    await installJobQueue(handle);
    return seedDatabase(db, seed);
  });
}
