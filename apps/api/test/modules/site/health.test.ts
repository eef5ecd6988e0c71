import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZHealth } from '@masar/contracts';
import { buildTestApp, usingPostgres } from '#test/helper';

describe('GET /api/health', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('reports ok with the database driver', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = ZHealth.parse(res.json());
    expect(body.status).toBe('ok');
    expect(body.database).toEqual({ reachable: true, driver: usingPostgres() ? 'postgres' : 'pglite' });
  });

  it('answers 503 degraded when the database fails', async () => {
    const original = app.db.execute.bind(app.db);
    (app.db as { execute: unknown }).execute = () => Promise.reject(new Error('boom'));
    try {
      const res = await app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', database: { reachable: false } });
    } finally {
      (app.db as { execute: unknown }).execute = original;
    }
  });
});
