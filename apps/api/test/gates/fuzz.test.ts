import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZApiError } from '@masar/contracts';
import { buildTestApp } from '../helper';
import { hostileArbitrary, multipartArbitrary, toQueryString, validArbitrary, type JsonSchema } from '../support/arbitraries';
import { dbFingerprint } from '../support/db-fingerprint';
import { collectApiRoutes, type InventoryRoute } from '../support/route-inventory';
import { TEST_ADMIN } from '../test-config';

// Quality gate 2: requests generated from each route's zod schemas, valid and hostile.
// No 5xx, every 4xx in the error shape of PRODUCT.md section 2, nothing stored from a
// rejected request. A fixed seed in CI; `npm run fuzz` runs longer with a fresh seed.
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() : Number(process.env.FUZZ_SEED ?? 20261122);

const toJsonSchema = (schema: unknown): JsonSchema =>
  schema instanceof z.ZodType ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : {};

// hostile generation may give params that are not an object at all (null, a number...)
const pathFor = (url: string, params: unknown) => {
  const values = params !== null && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  return url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name] ?? 'x'))).replace('*', 'fuzz.js');
};

interface Generated {
  params: Record<string, unknown>;
  query: unknown;
  body: unknown;
  rawBody?: string;
  contentType: string;
}

function requestArbitrary(route: InventoryRoute, hostile: boolean): fc.Arbitrary<Generated> {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const pick = hostile ? hostileArbitrary : validArbitrary;
  const params = schema.params ? pick(toJsonSchema(schema.params)) : fc.constant({});
  const query = schema.querystring ? pick(toJsonSchema(schema.querystring)) : hostile ? fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 12 }), { maxKeys: 3 }) : fc.constant({});
  const body = schema.body ? pick(toJsonSchema(schema.body)) : fc.constant(undefined);
  const rawBody = hostile ? fc.option(fc.constantFrom('{', '{"a":', 'null', '[]', '"text"', '\u0000', '{"__proto__":{"admin":true}}'), { nil: undefined }) : fc.constant(undefined);
  const contentType = hostile ? fc.constantFrom('application/json', 'text/plain', 'application/xml', 'multipart/form-data; boundary=x') : fc.constant('application/json');
  return fc.record({ params: params as fc.Arbitrary<Record<string, unknown>>, query, body, rawBody, contentType });
}

describe('gate: fuzzing every route from its contracts', () => {
  const inventory: InventoryRoute[] = [];
  let app: FastifyInstance;
  let admin: { id: string; role: 'user' | 'admin' };

  beforeAll(async () => {
    app = await buildTestApp({ extend: (a) => collectApiRoutes(a, inventory) });
    admin = (await app.usersRepository.findByEmail(TEST_ADMIN.email))!;
  });

  // Routes behind a bearer token are fuzzed signed in as the admin (who passes every role check),
  // with a fresh session each time: a generated logout must not silence the requests after it.
  const documents503 = (route: InventoryRoute) => Boolean((route.schema as { response?: Record<number, unknown> } | undefined)?.response?.[503]);
  const needsBearer = (route: InventoryRoute) => Boolean((route.schema as { security?: unknown } | undefined)?.security);
  const bearerFor = async (route: InventoryRoute): Promise<Record<string, string>> =>
    needsBearer(route) ? { authorization: `Bearer ${(await app.sessions.create(admin)).accessToken}` } : {};
  afterAll(async () => app?.close());

  it('answers every generated request without a 5xx, in the error shape, storing nothing when it rejects', async () => {
    let requests = 0;
    const statuses = new Map<number, number>();
    for (const route of inventory) {
      for (const hostile of [false, true]) {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(route, hostile), async (generated) => {
            // work an earlier accepted request left running (e.g. a confirmation mail) must not count
            await app.background.idle();
            const auth = await bearerFor(route);
            const before = route.method === 'GET' ? '' : await dbFingerprint(app);
            const query = toQueryString(generated.query);
            const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
            const response = await app.inject({
              method: route.method as 'GET',
              url: `${pathFor(route.url, generated.params)}${query ? `?${query}` : ''}`,
              headers: { ...auth, ...(hasBody ? { 'content-type': generated.contentType } : {}) },
              ...(hasBody ? { payload: generated.rawBody ?? JSON.stringify(generated.body ?? {}) } : {}),
            });
            requests += 1;
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            // the one 5xx allowed: a documented 503 for an outside service this app is not configured for (Moodle)
            const unconfigured = response.statusCode === 503 && documents503(route) && response.json().code === 'SERVICE_UNAVAILABLE';
            if (!unconfigured) expect(response.statusCode, `${route.key} answered ${response.statusCode}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
            if (response.statusCode >= 400 && route.url.startsWith('/api') && !route.url.startsWith('/api/docs')) {
              expect(ZApiError.safeParse(response.json()).success, `${route.key} error shape: ${response.body.slice(0, 200)}`).toBe(true);
            }
            if (response.statusCode >= 400 && before) expect(await dbFingerprint(app)).toBe(before);
          }),
          { numRuns: RUNS, seed: SEED },
        );
      }
    }
    console.log(`fuzz: ${inventory.length} routes, ${requests} requests, seed ${SEED}, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  }, 300_000);
});

// Upload routes read multipart bodies, which the JSON fuzzing above never reaches past a 404:
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
    return entries.map((e) => path.join(e.parentPath, e.name)).sort().map((f) => `${f}:${statSync(f).size}`).join('\n');
  };
  const isUpload = (route: InventoryRoute) => ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes('multipart/form-data');
  const TARGET_TABLES: Record<string, string> = { courses: 'courses', lectures: 'lectures', trainers: 'trainers', career: 'resume_reviews' };

  beforeAll(async () => {
    app = await buildTestApp({ extend: (a) => collectApiRoutes(a, inventory) });
    admin = (await app.usersRepository.findByEmail(TEST_ADMIN.email))!;
  });
  afterAll(async () => app?.close());

  it('answers generated multipart uploads to real targets without a 5xx, storing nothing when it rejects', async () => {
    const uploads = inventory.filter(isUpload);
    expect(uploads.length).toBeGreaterThan(0);
    const statuses = new Map<number, number>();
    for (const route of uploads) {
      const table = TARGET_TABLES[route.url.split('/')[2]!.toLowerCase()];
      expect(table, `${route.key}: which records does it upload to?`).toBeDefined();
      const rows = await app.db.execute(sql.raw(`select id from ${table} order by id limit 3`));
      const ids = (rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...ids, '00000000-0000-4000-8000-000000000000'), multipartArbitrary(), async (id, body) => {
          const token = (await app.sessions.create(admin)).accessToken;
          const before = `${await dbFingerprint(app)}|${filesFingerprint()}`;
          const response = await app.inject({
            method: 'POST',
            url: route.url.replace(':id', id),
            headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
            payload: body.payload,
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          expect(response.statusCode, `${route.key} answered ${response.statusCode}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(ZApiError.safeParse(response.json()).success, `${route.key} error shape: ${response.body.slice(0, 200)}`).toBe(true);
            expect(`${await dbFingerprint(app)}|${filesFingerprint()}`).toBe(before);
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }
    console.log(`fuzz (multipart): ${uploads.length} upload routes, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  }, 300_000);
});
