import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app';
import { postgresHandle } from '#src/db/client';
import { postgresCopy, usingPostgres } from '#test/helper';
import { actors } from '#test/support/roles';
import { testConfig } from '#test/test-config';
import { defined } from '@masar/contracts/defined';

// Two API processes on one PostgreSQL database: a change made through one must reach the other's
// cached catalog well before the cache's 5 s lifetime would have hidden the problem.
describe.skipIf(!usingPostgres())('course list cache across processes (PostgreSQL)', () => {
  let writer: FastifyInstance;
  let reader: FastifyInstance;

  beforeAll(async () => {
    const config = testConfig();
    const shared = await postgresCopy(config);
    const url = defined((shared.db as unknown as { $client: pg.Pool }).$client.options.connectionString);
    writer = buildApp({ config, database: shared, logger: false });
    reader = buildApp({ config: testConfig(), database: postgresHandle(url), logger: false });
    await Promise.all([writer.ready(), reader.ready()]);
  });
  afterAll(async () => {
    await reader?.close();
    await writer?.close();
  });

  const search = async (app: FastifyInstance, q: string) =>
    (await app.inject({ url: `/api/Courses?q=${q}` })).json<{ _id: string }[]>();

  it('shows a course published through one process in the other at once', async () => {
    expect(await search(reader, 'Synchronised')).toEqual([]); // cached by the reader now
    const { admin } = await actors(writer);
    const post = (url: string, payload: object) =>
      writer.inject({ method: 'POST', url: `/api${url}`, headers: admin.headers, payload });
    const course = (
      await post('/Courses', {
        title: 'Synchronised Swimming for Servers',
        category: 'AI',
        level: 'Beginner',
        language: 'en',
        price: 0,
      })
    ).json();
    const unit = (await post(`/courses/${course._id}/units`, { title: 'U' })).json();
    const section = (await post(`/units/${unit._id}/sections`, { title: 'S' })).json();
    await post(`/sections/${section._id}/lectures`, { title: 'L', kind: 'text' });
    const published = await writer.inject({
      method: 'PATCH',
      url: `/api/courses/${course._id}`,
      headers: admin.headers,
      payload: { status: 'published' },
    });
    expect(published.statusCode).toBe(200);

    const started = Date.now();
    let seen: { _id: string }[] = [];
    while (Date.now() - started < 2_000) {
      seen = await search(reader, 'Synchronised');
      if (seen.length > 0) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(seen.map((c) => c._id)).toEqual([course._id]);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('never serves the old page to the next request after an edit answered 200 (issue 32: 6 of 60 stale)', async () => {
    const { admin } = await actors(writer);
    const [course] = await search(writer, '');
    const id = defined(course)._id;
    let stale = 0;
    for (let i = 0; i < 30; i += 1) {
      const title = `Coherent title ${i} ${Date.now()}`;
      await search(reader, 'Coherent'); // the reader holds the page before each edit
      const edit = await writer.inject({
        method: 'PATCH',
        url: `/api/courses/${id}`,
        headers: admin.headers,
        payload: { title },
      });
      expect(edit.statusCode).toBe(200);
      const after = await reader.inject({ url: `/api/courses/${id}` });
      if (after.json<{ title: string }>().title !== title) stale += 1;
      const listed = await search(reader, encodeURIComponent(title));
      if (listed.length !== 1) stale += 1;
    }
    expect(stale).toBe(0);
  });

  it('clears the home page counters and reviews in every process with the catalog', async () => {
    const reviews = async () =>
      (await reader.inject({ url: '/api/site/reviews' })).json<{ course: { _id: string } }[]>();
    const shown = await reviews();
    const reviewed = shown[0]?.course._id;
    if (!reviewed) return; // a seed without reviews has nothing to hide
    const { admin } = await actors(writer);
    const hidden = await writer.inject({
      method: 'PATCH',
      url: `/api/courses/${reviewed}`,
      headers: admin.headers,
      payload: { status: 'draft' },
    });
    expect(hidden.statusCode).toBe(200);
    expect((await reviews()).map((r) => r.course._id)).not.toContain(reviewed);
  });
});
