import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens } from '#src/db/schema/index';
import { tokenDigest } from '#src/lib/opaque-token';
import { LIVE_JOBS } from '#test/test-config';
import { buildTestApp } from '#test/helper';
import { NO_AUTH_LIMITS, bearer, register, uniqueEmail } from '#test/support/accounts';
import { startSmtpServer, tokenFromMail, type TestSmtpServer } from '#test/support/smtp';

describe('email confirmation', () => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  const confirm = (token: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token }, headers });
  const resend = (email: string) =>
    app.inject({ method: 'POST', url: '/api/auth/resend-confirmation', payload: { email } });
  const me = async (accessToken: string) =>
    (await app.inject({ url: '/api/users/me', headers: bearer(accessToken) })).json();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp({ config: { ...NO_AUTH_LIMITS, ...LIVE_JOBS, smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('confirms the email with the mailed link, in the spec words', async () => {
    const { body } = await register(app);
    const token = tokenFromMail(await smtp.waitFor(body.user.email), '/auth/confirm');
    const response = await confirm(token, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Email Confirmed! You can now login to your account.' });
    expect((await me(body.accessToken)).emailVerified).toBe(true);
    expect((await confirm(token, { 'accept-language': 'ar' })).json()).toEqual({
      message: 'تم تأكيد البريد الإلكتروني! يمكنك الآن تسجيل الدخول إلى حسابك.',
    });
  });

  it('answers 400 with the spec failure message for an unknown or expired link', async () => {
    const unknown = await confirm('not-a-real-token', { 'accept-language': 'en' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Confirmation Failed - This confirmation link may be expired or invalid.',
    });
    const { body } = await register(app);
    const token = tokenFromMail(await smtp.waitFor(body.user.email), '/auth/confirm');
    await app.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, tokenDigest(token)));
    const expired = await confirm(token, { 'accept-language': 'ar' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('فشل التأكيد - قد يكون رابط التأكيد هذا منتهي الصلاحية أو غير صالح.');
    expect((await me(body.accessToken)).emailVerified).toBe(false);
  });

  it('resends a link to an unconfirmed account, with the same answer for any email', async () => {
    const { body } = await register(app);
    await smtp.waitFor(body.user.email);
    const known = await resend(body.user.email);
    const unknown = await resend(uniqueEmail('ghost'));
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const fresh = tokenFromMail(await smtp.waitFor(body.user.email, 1), '/auth/confirm');
    expect((await confirm(fresh)).statusCode).toBe(200);
  });

  it('sends nothing to an account that is already confirmed', async () => {
    const { body } = await register(app);
    await confirm(tokenFromMail(await smtp.waitFor(body.user.email), '/auth/confirm'));
    await resend(body.user.email);
    await app.jobs.drain();
    expect(smtp.count(body.user.email)).toBe(1);
  });
});
