import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteHandle } from '#src/db/client';
import { prepareDatabase } from '#src/db/migrate';
import { seedOptions, testConfig } from './test-config';

/**
 * PGlite: migrate and seed ONE database for the whole run and hand its dump to the test files,
 * which each load a private in-memory copy (what PGlite's clone() does) in well under a second.
 */
export default async function setup(project: TestProject) {
  // every test app's data folder (a PGlite copy, stored files: ~7 MB each) goes under one folder of
  // this run, removed when the run ends; the test files' workers inherit the variable
  const runDir = mkdtempSync(path.join(tmpdir(), 'masar-api-run-'));
  process.env.MASAR_TEST_TMP = runDir;
  const removeRunDir = () => rmSync(runDir, { recursive: true, force: true });
  if (process.env.TEST_DB === 'postgres') return removeRunDir;
  const started = Date.now();
  const client = new PGlite();
  const config = testConfig();
  await prepareDatabase(pgliteHandle(client), seedOptions(config));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(runDir, 'pglite-template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgliteTemplateFiles', config.filesDir);
  console.log(`[api tests] PGlite template ready in ${Date.now() - started} ms`);
  return removeRunDir;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** the files the seed stored (the demo lectures' videos), linked into each copy's files folder */
    pgliteTemplateFiles: string;
  }
}
