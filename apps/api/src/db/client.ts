import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type: both drivers' Drizzle instances satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

/** Plain SQL text with $1… parameters, for libraries that bring their own SQL (the job queue). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** outside any transaction; text without parameters may hold several statements */
  executeSql: ExecuteSql;
  /** runs fn holding a session-level advisory lock (no-op lock on PGlite: one process only) */
  withLock<T>(key: number, fn: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      // several statements in one text go through the simple protocol, as pg does without values
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    withLock: (_key, fn) => fn(db),
    close: () => client.close(),
  };
}

export function postgresHandle(url: string, poolMax = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  return {
    db: drizzlePg({ client: pool, schema }),
    driver: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    async withLock(key, fn) {
      // advisory locks belong to a session, so take and release them on one dedicated connection
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn(drizzlePg({ client: conn, schema }));
        } finally {
          await conn.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolMax?: number;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return postgresHandle(opts.databaseUrl, opts.poolMax);
  const dir = path.join(opts.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  // PostgreSQL's default 128 MB of shared buffers is most of an idle laptop process's memory; a
  // laptop's catalog is small and the API keeps its hot reads in memory anyway (issue 32)
  return pgliteHandle(await PGlite.create(dir, { postgresqlconf: ['shared_buffers = 16MB'] }));
}
