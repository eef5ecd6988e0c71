import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '@masar/contracts';
import { AppError } from '#src/lib/app-error';
import { buildTestApp } from '#test/helper';

describe('error responses', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      extend(a) {
        a.post('/api/test/echo', async (request) => ({ got: request.body }));
        a.get('/api/test/conflict', async () => {
          throw new AppError('CONFLICT');
        });
        a.get('/api/test/crash', async () => {
          throw new Error('secret database detail');
        });
      },
    });
  });
  afterAll(() => app.close());

  const post = (payload: string, contentType: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload,
      headers: { 'content-type': contentType, ...headers },
    });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'ROUTE_NOT_FOUND' });
    expect((await app.inject({ method: 'POST', url: '/api/nope/deeper' })).json().code).toBe('ROUTE_NOT_FOUND');
  });

  it('answers router errors (a path parameter that is far too long) in the error shape', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/users/${'a'.repeat(300)}`,
      payload: {},
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Some fields are not valid.', code: 'VALIDATION_FAILED' });
  });

  it('refuses NUL characters anywhere in the input with a 400 on the field', async () => {
    const res = await post(JSON.stringify({ name: { first: 'a\u0000b' } }), 'application/json', {
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { 'name.first': 'Invalid value' } });
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await post('{"a":', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(ZApiError.parse(res.json()).code).toBe('VALIDATION_FAILED');
  });

  it('rejects unsupported content types with 415', async () => {
    const res = await post('<a/>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(ZApiError.parse(res.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('rejects bodies over the limit with 413', async () => {
    const res = await post(JSON.stringify({ big: 'x'.repeat(1_100_000) }), 'application/json');
    expect(res.statusCode).toBe(413);
    expect(ZApiError.parse(res.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('maps AppError codes to statuses', async () => {
    const res = await app.inject({ url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
  });

  it('hides internals of server errors', async () => {
    const res = await app.inject({ url: '/api/test/crash', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong. Please try again.', code: 'INTERNAL_ERROR' });
  });

  it('speaks Arabic when the request prefers it', async () => {
    const ar = await app.inject({ url: '/api/nope', headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' } });
    expect(ar.json().message).toMatch(/[\u0600-\u06FF]/);
    const en = await app.inject({ url: '/api/nope', headers: { 'accept-language': 'en-US,ar;q=0.5' } });
    expect(en.json().message).toMatch(/^[\x20-\x7E]+$/);
  });
});
