import { writeFileSync } from 'node:fs';
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
  if (process.env.TEST_DB === 'postgres') return;
  const started = Date.now();
  const client = new PGlite();
  const config = testConfig();
  await prepareDatabase(pgliteHandle(client), seedOptions(config));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(tmpdir(), `masar-api-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgliteTemplateFiles', config.filesDir);
  console.log(`[api tests] PGlite template ready in ${Date.now() - started} ms`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** the files the seed stored (the demo lectures' videos), linked into each copy's files folder */
    pgliteTemplateFiles: string;
  }
}
