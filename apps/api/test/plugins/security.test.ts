import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { bearer, register } from '#test/support/accounts';

/** A raw request through the real HTTP parser (app.inject skips it). */
function rawGet(
  app: FastifyInstance,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('security plumbing', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ extend: (a) => a.post('/api/test/echo', async () => ({ ok: true })) });
  });
  afterAll(() => app.close());

  it('sends security headers with the SPA-compatible CSP', async () => {
    const res = await app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    for (const d of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "connect-src 'self'",
    ]) {
      expect(csp).toContain(d);
    }
    // scripts from the app's origin and one inline script by its hash (plugins/ssr.ts), never any inline script
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=';/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it("sends a Permissions-Policy that turns off what the app never uses, and no X-Frame-Options beside CSP's frame-ancestors", async () => {
    const res = await app.inject({ url: '/api/health' });
    const policy = String(res.headers['permissions-policy']);
    for (const feature of [
      'camera=()',
      'microphone=()',
      'geolocation=()',
      'payment=()',
      'usb=()',
      'display-capture=()',
    ])
      expect(policy).toContain(feature);
    // the lecture player's fullscreen button
    expect(policy).toContain('fullscreen=(self)');
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('marks every signed-in answer, and every answer carrying tokens, Cache-Control: no-store; public answers keep their caching', async () => {
    const { body, response } = await register(app);
    expect(response.headers['cache-control']).toBe('no-store');
    const me = await app.inject({ url: '/api/users/me', headers: bearer(body.accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: body.refreshToken },
    });
    expect(refreshed.headers['cache-control']).toBe('no-store');

    const catalog = await app.inject({ url: '/api/Courses' });
    expect(catalog.headers['cache-control']).toBe('no-cache');
    expect(catalog.headers.etag).toBeDefined();
    // the catalog is the same for everyone, signed in or not: it stays revalidatable
    expect(
      (await app.inject({ url: '/api/Courses', headers: bearer(body.accessToken) })).headers['cache-control'],
    ).toBe('no-cache');

    const courseId = catalog.json()[0]._id as string;
    const asGuest = await app.inject({ url: `/api/courses/${courseId}` });
    expect(asGuest.statusCode).toBe(200);
    expect(asGuest.headers['cache-control']).not.toBe('no-store');
    const asLearner = await app.inject({ url: `/api/courses/${courseId}`, headers: bearer(body.accessToken) });
    expect(asLearner.headers['cache-control']).toBe('no-store');
  });

  describe('through the real HTTP parser', () => {
    beforeAll(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
    });

    it('answers a 16 KB+ URL with 431 in the error shape, in the language asked for', async () => {
      const long = `/api/Courses?q=${'a'.repeat(17 * 1024)}`;
      const en = await rawGet(app, long, { 'accept-language': 'en' });
      expect(en.status).toBe(431);
      expect(en.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(en.body)).toEqual({ message: 'The request is too large.', code: 'PAYLOAD_TOO_LARGE' });
      const ar = await rawGet(app, long, { 'accept-language': 'ar' });
      expect(JSON.parse(ar.body)).toEqual({ message: 'حجم الطلب كبير جدًا.', code: 'PAYLOAD_TOO_LARGE' });
      expect((await rawGet(app, '/api/health')).status).toBe(200);
    });
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
