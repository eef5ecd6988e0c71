import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '@masar/contracts';
import { buildTestApp } from '#test/helper';
import { multipartArbitrary } from '#test/support/arbitraries';
import { RUNS, SEED } from '#test/support/fuzz-json';
import { dbFingerprint } from '#test/support/db-fingerprint';
import { collectApiRoutes, type InventoryRoute } from '#test/support/route-inventory';
import { TEST_ADMIN } from '#test/test-config';
import { defined } from '@masar/contracts/defined';

// Quality gate 2, upload routes (the JSON fuzzing is in fuzz-json-*.test.ts, support/fuzz-json.ts).
// Upload routes read multipart bodies, which the JSON fuzzing never reaches past a 404:
// here they get real target ids and generated bodies. On a rejection neither a row nor a file may
// change. Its own app, so nothing left running by the suite above can move the fingerprints.
describe('gate: fuzzing the upload routes with multipart bodies', () => {
  const inventory: InventoryRoute[] = [];
  let app: FastifyInstance;
  let admin: { id: string; role: 'user' | 'admin' };

  const filesFingerprint = () => {
    const root = app.config.filesDir;
    if (!existsSync(root)) return '';
    const entries = readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    return entries
      .map((e) => path.join(e.parentPath, e.name))
      .sort()
      .map((f) => `${f}:${statSync(f).size}`)
      .join('\n');
  };
  const isUpload = (route: InventoryRoute) =>
    ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes('multipart/form-data');
  const TARGET_TABLES: Record<string, string> = {
    courses: 'courses',
    lectures: 'lectures',
    trainers: 'trainers',
    career: 'resume_reviews',
  };

  beforeAll(async () => {
    app = await buildTestApp({ extend: (a) => collectApiRoutes(a, inventory) });
    admin = defined(await app.usersRepository.findByEmail(TEST_ADMIN.email));
  });
  afterAll(async () => app?.close());

  it('answers generated multipart uploads to real targets without a 5xx, storing nothing when it rejects', async () => {
    const uploads = inventory.filter(isUpload);
    expect(uploads.length).toBeGreaterThan(0);
    const statuses = new Map<number, number>();
    for (const route of uploads) {
      const table = TARGET_TABLES[defined(route.url.split('/')[2]).toLowerCase()];
      expect(table, `${route.key}: which records does it upload to?`).toBeDefined();
      const rows = await app.db.execute(sql.raw(`select id from ${table} order by id limit 3`));
      const ids = (rows as { rows: { id: string }[] }).rows.map((r) => r.id);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ids, '00000000-0000-4000-8000-000000000000'),
          multipartArbitrary(),
          async (id, body) => {
            const token = (await app.sessions.create(admin)).accessToken;
            const before = `${await dbFingerprint(app)}|${filesFingerprint()}`;
            const response = await app.inject({
              method: 'POST',
              // a captions upload names its language too (issue 20)
              url: route.url.replace(':id', id).replace(':language', 'ar'),
              headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
              payload: body.payload,
            });
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            expect(
              response.statusCode,
              `${route.key} answered ${response.statusCode}: ${response.body.slice(0, 200)}`,
            ).toBeLessThan(500);
            if (response.statusCode >= 400) {
              expect(
                ZApiError.safeParse(response.json()).success,
                `${route.key} error shape: ${response.body.slice(0, 200)}`,
              ).toBe(true);
              expect(`${await dbFingerprint(app)}|${filesFingerprint()}`).toBe(before);
            }
          },
        ),
        { numRuns: RUNS, seed: SEED },
      );
    }
    console.log(
      `fuzz (multipart): ${uploads.length} upload routes, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  }, 300_000);
});
