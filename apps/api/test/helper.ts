import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '#src/app';
import type { Config } from '#src/config/config';
import { pgliteHandle, postgresHandle, type DatabaseHandle } from '#src/db/client';
import { prepareDatabase } from '#src/db/migrate';
import { seedOptions, testConfig } from './test-config';
import { defined } from '@masar/contracts/defined';

export const usingPostgres = () => process.env.TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;

/** Hard links: a test may delete or replace a file (a new inode), never change the template's. */
function linkTree(from: string, to: string): void {
  if (!existsSync(from)) return;
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) linkTree(source, target);
    else if (!existsSync(target)) {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target); // another file system (TMPDIR elsewhere): a copy will do
      }
    }
  }
}

/** A private copy of the migrated + seeded template (see global-setup.ts) with the seed's files. */
async function pgliteCopy(config: Config): Promise<DatabaseHandle> {
  linkTree(inject('templateFiles'), config.filesDir);
  const dump = readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return pgliteHandle(client);
}

/**
 * A throwaway PostgreSQL database, migrated and seeded, dropped when the handle closes: a copy of
 * the run's template (global-setup.ts, on the PostgreSQL pass) with the seed's files, or else (a
 * PostgreSQL test of the PGlite pass) migrated and seeded here.
 */
export async function postgresCopy(config: Config): Promise<DatabaseHandle> {
  const adminUrl = defined(process.env.TEST_DATABASE_URL);
  const template = inject('postgresTemplate') as string | undefined;
  const name = `masar_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = postgresHandle(url.toString());
  if (template) linkTree(inject('templateFiles'), config.filesDir);
  else await prepareDatabase(handle, seedOptions(config));
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      // pool.end() resolves before its sockets have closed; forcing the drop at once would
      // terminate them mid-goodbye (an uncaught FATAL 57P01), so wait for them first
      for (let attempt = 0; attempt < 40; attempt += 1) {
        const { rows } = await dropper.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export async function openTestDatabase(config: Config): Promise<DatabaseHandle> {
  return usingPostgres() ? postgresCopy(config) : pgliteCopy(config);
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** register extra routes before the app is ready (e.g. a POST echo for body-parsing tests) */
  extend?: (app: FastifyInstance) => void;
}

/** Builds the real app on a fresh database; close it in afterAll. */
export async function buildTestApp(opts: TestAppOptions = {}): Promise<FastifyInstance> {
  const config = testConfig(opts.config);
  const database = await openTestDatabase(config);
  const app = buildApp({ config, database, logger: false });
  opts.extend?.(app);
  await app.ready();
  return app;
}

/**
 * Another process of the app on `app`'s database, as a balancer would have beside it: its own
 * memory (caches, counters, queue workers), the same data. Close it before `app`.
 */
export async function siblingProcess(app: FastifyInstance): Promise<FastifyInstance> {
  const sibling = buildApp({
    config: app.config,
    database: {
      db: app.db,
      driver: app.dbDriver,
      executeSql: app.dbExecuteSql,
      withLock: (_key, fn) => fn(app.db),
      close: async () => undefined,
    },
    logger: false,
  });
  await sibling.ready();
  return sibling;
}
