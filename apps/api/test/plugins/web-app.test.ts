import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';

const INDEX = '<!doctype html><html lang="ar" dir="rtl"><div id="root"></div></html>';

function tinyDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'masar-dist-'));
  mkdirSync(path.join(dir, 'static/js'), { recursive: true });
  mkdirSync(path.join(dir, 'locales/ar'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'static/js/Main-AbC123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'locales/ar/common.json'), '{"hello":"مرحبا"}');
  return dir;
}

describe('serving the built web app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { webDist: tinyDist() } });
  });
  afterAll(() => app.close());

  it('serves hashed assets as immutable, keeping file-name case', async () => {
    const res = await app.inject({ url: '/static/js/Main-AbC123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves translations with a short cache', async () => {
    const res = await app.inject({ url: '/locales/ar/common.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hello: 'مرحبا' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it.each(['/', '/courses', '/course-details/123', '/not-a-page/at/all'])(
    'answers %s with index.html, uncached',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    },
  );

  it.each(['/static/js/missing.js', '/locales/ar/missing.json'])(
    'answers a missing asset %s with 404, not the app',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toBe(INDEX);
    },
  );

  it('keeps unknown API paths as JSON', async () => {
    const res = await app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
  });
});

describe('without a built web app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('says to run the build', async () => {
    const res = await app.inject({ url: '/courses' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/npm run build/);
  });
});
