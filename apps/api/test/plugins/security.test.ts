import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper';

describe('security plumbing', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ extend: (a) => a.post('/api/test/echo', async () => ({ ok: true })) });
  });
  afterAll(() => app.close());

  it('sends security headers with the SPA-compatible CSP', async () => {
    const res = await app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    for (const d of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "connect-src 'self'"]) {
      expect(csp).toContain(d);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('hands out a readable XSRF-TOKEN cookie', async () => {
    const res = await app.inject({ url: '/api/health' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
  });

  describe('CSRF double submit', () => {
    const echo = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/test/echo', payload: {}, headers });

    it('lets cookie-less clients through', async () => {
      expect((await echo({})).statusCode).toBe(200);
    });

    it('refuses cookie requests without the matching header', async () => {
      const missing = await echo({ cookie: 'XSRF-TOKEN=abc' });
      expect(missing.statusCode).toBe(403);
      expect(missing.json().code).toBe('CSRF_INVALID');
      expect((await echo({ cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' })).statusCode).toBe(403);
      expect((await echo({ cookie: 'other=1', 'x-xsrf-token': 'abc' })).statusCode).toBe(403);
    });

    it('accepts the matching header, or a bearer token', async () => {
      expect((await echo({ cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' })).statusCode).toBe(200);
      expect((await echo({ cookie: 'XSRF-TOKEN=abc', authorization: 'Bearer t' })).statusCode).toBe(200);
    });
  });

  it('documents the API with Swagger UI and its own CSP', async () => {
    const json = await app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/Courses']));
    expect(doc.paths['/api/Courses'].get.parameters.map((p: { name: string }) => p.name)).toContain('sort');
    const ui = await app.inject({ url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(ui.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});
