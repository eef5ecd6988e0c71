import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_AUTH_LIMITS, uniqueEmail } from '#test/support/accounts';
import { buildTestApp } from '#test/helper';

/** Arabic is the product's language (PRODUCT.md): English only when the request prefers it. */
const CASES: { header: string | undefined; lang: 'ar' | 'en' }[] = [
  { header: undefined, lang: 'ar' },
  { header: '', lang: 'ar' },
  { header: 'en', lang: 'en' },
  { header: 'en-GB', lang: 'en' },
  { header: 'fr', lang: 'ar' },
  { header: 'fr, en;q=0.8', lang: 'en' },
  { header: 'fr-FR, de;q=0.9', lang: 'ar' },
  { header: 'ar;q=0.5, en;q=0.9', lang: 'en' },
  { header: 'en;q=0.5, ar;q=0.9', lang: 'ar' },
  { header: 'en-US,ar;q=0.5', lang: 'en' },
  { header: 'en;q=0, fr', lang: 'ar' },
  { header: 'en, ar', lang: 'en' },
  { header: '*', lang: 'ar' },
];

const headersFor = (header: string | undefined): Record<string, string> =>
  header === undefined ? {} : { 'accept-language': header };

describe('the request language: Arabic unless the request prefers English', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: NO_AUTH_LIMITS });
  });
  afterAll(() => app.close());

  it.each(CASES)('Accept-Language $header → $lang on an unknown API route', async ({ header, lang }) => {
    const res = await app.inject({ url: '/api/nope', headers: headersFor(header) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(
      lang === 'ar' ? 'مسار الواجهة البرمجية هذا غير موجود.' : 'This API route does not exist.',
    );
  });

  it.each(CASES)(
    'Accept-Language $header → $lang on a validation error, field messages included',
    async ({ header, lang }) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'not-an-email', password: 'x' },
        headers: headersFor(header),
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.message).toBe(lang === 'ar' ? 'بعض الحقول غير صالحة.' : 'Some fields are not valid.');
      expect(body.details.email).toMatch(lang === 'ar' ? /[\u0600-\u06FF]/ : /^[\x20-\x7E]+$/);
    },
  );

  it.each(CASES)('Accept-Language $header → $lang on a failed sign-in', async ({ header, lang }) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail('nobody'), password: 'Wrong-Password-1' },
      headers: headersFor(header),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: lang === 'ar' ? 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' : 'Invalid email or password.',
    });
  });

  it('answers success messages in the same language (a password reset request)', async () => {
    const forgot = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: uniqueEmail('reset') },
        headers,
      });
    expect((await forgot({})).json().message).toBe('تم إرسال رابط إعادة تعيين كلمة المرور إلى بريدك الإلكتروني.');
    expect((await forgot({ 'accept-language': 'fr, en;q=0.8' })).json().message).toBe(
      'Password reset link has been sent to your email.',
    );
  });

  it("answers the router's own errors (a path parameter far too long) in Arabic by default", async () => {
    const url = `/api/users/${'a'.repeat(300)}`;
    expect((await app.inject({ method: 'PATCH', url, payload: {} })).json()).toEqual({
      message: 'بعض الحقول غير صالحة.',
      code: 'VALIDATION_FAILED',
    });
    const en = await app.inject({ method: 'PATCH', url, payload: {}, headers: { 'accept-language': 'fr, en;q=0.8' } });
    expect(en.json()).toEqual({ message: 'Some fields are not valid.', code: 'VALIDATION_FAILED' });
  });

  describe('a request the HTTP parser refuses before Fastify sees it', () => {
    beforeAll(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
    });

    const rawGet = (path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const { port } = app.server.address() as AddressInfo;
        const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });

    it('is answered in Arabic without Accept-Language, in English when English is preferred', async () => {
      const long = `/api/Courses?q=${'a'.repeat(17 * 1024)}`;
      const bare = await rawGet(long, {});
      expect(bare.status).toBe(431);
      expect(JSON.parse(bare.body)).toEqual({ message: 'حجم الطلب كبير جدًا.', code: 'PAYLOAD_TOO_LARGE' });
      expect(JSON.parse((await rawGet(long, { 'accept-language': 'fr' })).body).message).toBe('حجم الطلب كبير جدًا.');
      expect(JSON.parse((await rawGet(long, { 'accept-language': 'fr, en;q=0.8' })).body).message).toBe(
        'The request is too large.',
      );
    });
  });
});
