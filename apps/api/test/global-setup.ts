import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { pgliteHandle, postgresHandle } from '#src/db/client';
import { prepareDatabase } from '#src/db/migrate';
import { seedOptions, testConfig } from './test-config';

/**
 * Migrate and seed ONE database for the whole run. PGlite: its dump goes to the test files, which
 * each load a private in-memory copy (what PGlite's clone() does) in well under a second.
 * PostgreSQL: a template database, which each test database copies (CREATE DATABASE … TEMPLATE)
 * instead of migrating and seeding itself again.
 */
export default async function setup(project: TestProject) {
  // every test app's data folder (a PGlite copy, stored files: ~7 MB each) goes under one folder of
  // this run, removed when the run ends; the test files' workers inherit the variable
  const runDir = mkdtempSync(path.join(tmpdir(), 'masar-api-run-'));
  process.env.MASAR_TEST_TMP = runDir;
  const removeRunDir = () => rmSync(runDir, { recursive: true, force: true });
  const started = Date.now();
  const config = testConfig();
  project.provide('templateFiles', config.filesDir);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === 'postgres' && adminUrl) {
    const name = `masar_template_${process.pid}_${Date.now()}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = postgresHandle(url.toString());
    await prepareDatabase(handle, seedOptions(config));
    await handle.close();
    project.provide('postgresTemplate', name);
    console.log(`[api tests] PostgreSQL template ${name} ready in ${Date.now() - started} ms`);
    return async () => {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      removeRunDir();
    };
  }
  const client = new PGlite();
  await prepareDatabase(pgliteHandle(client), seedOptions(config));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(runDir, 'pglite-template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  console.log(`[api tests] PGlite template ready in ${Date.now() - started} ms`);
  return removeRunDir;
}

async function adminQuery(adminUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite's template: its dump file */
    pgliteTemplate: string;
    /** PostgreSQL's template: the database's name */
    postgresTemplate: string;
    /** the files the seed stored (the demo lectures' videos), linked into each copy's files folder */
    templateFiles: string;
  }
}
