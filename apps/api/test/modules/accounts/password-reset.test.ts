import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens } from '#src/db/schema/index';
import { tokenDigest } from '#src/lib/opaque-token';
import { LIVE_JOBS } from '#test/test-config';
import { buildTestApp } from '#test/helper';
import { NO_AUTH_LIMITS, STRONG_PASSWORD, bearer, register, uniqueEmail } from '#test/support/accounts';
import { startSmtpServer, tokenFromMail, type TestSmtpServer } from '#test/support/smtp';
import { defined } from '@masar/contracts/defined';

const NEW_PASSWORD = 'Brand-New-Pass-2026';

describe('forgot and reset password, mailed through a real SMTP server', () => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  const forgot = (email: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, headers });
  // in English, the spec's words; the Arabic default is in plugins/request-language.test.ts
  const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password, confirmPassword },
      headers: { 'accept-language': 'en' },
    });
  const login = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  /** registers, drops the confirmation mail, asks for a reset and answers the mailed token */
  async function resetTokenFor(language?: 'ar' | 'en') {
    const account = await register(app, language ? { language } : {});
    await smtp.waitFor(account.payload.email);
    expect((await forgot(account.payload.email)).statusCode).toBe(200);
    const mail = await smtp.waitFor(account.payload.email, 1);
    return { account, mail, token: tokenFromMail(mail, '/auth/password-reset') };
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp({
      config: { ...NO_AUTH_LIMITS, ...LIVE_JOBS, smtpUrl: smtp.url, publicUrl: 'https://masar.test' },
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('answers the same status and body whether or not the email has an account', async () => {
    const { payload } = await register(app);
    for (const lang of ['en', 'ar']) {
      const known = await forgot(payload.email, { 'accept-language': lang });
      const unknown = await forgot(uniqueEmail('ghost'), { 'accept-language': lang });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
    }
    expect((await forgot(payload.email, { 'accept-language': 'en' })).json()).toEqual({
      message: 'Password reset link has been sent to your email.',
    });
    expect((await forgot(payload.email, { 'accept-language': 'ar' })).json()).toEqual({
      message: 'تم إرسال رابط إعادة تعيين كلمة المرور إلى بريدك الإلكتروني.',
    });
    await app.jobs.drain();
  });

  it('mails a reset link in the user language; following it sets the password', async () => {
    const { account, mail, token } = await resetTokenFor('en');
    expect(mail.subject).toBe('Reset your Masar password');
    expect(mail.text).toContain('https://masar.test/auth/password-reset?token=');
    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Password reset successfully!' });
    expect((await login(account.payload.email, STRONG_PASSWORD)).statusCode).toBe(401);
    const after = await login(account.payload.email, NEW_PASSWORD);
    expect(after.statusCode).toBe(200);
    // the link proved the mailbox: the email counts as confirmed
    expect(after.json().user.emailVerified).toBe(true);
  });

  it('sends the Arabic mail right-to-left', async () => {
    const { mail } = await resetTokenFor();
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور في مسار');
    expect(mail.html).toContain('dir="rtl"');
  });

  it('ends every session of the account', async () => {
    const { account, token } = await resetTokenFor();
    expect((await reset(token)).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/users/me', headers: bearer(account.body.accessToken) })).statusCode).toBe(
      401,
    );
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          payload: { refreshToken: account.body.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('works once: a reused link answers 400 with a clear message', async () => {
    const { token } = await resetTokenFor();
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'Another-New-Pass-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'This password reset link is invalid, expired or already used. Please request a new one.',
    });
  });

  it('expires after one hour', async () => {
    const { token } = await resetTokenFor();
    const [row] = await app.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, tokenDigest(token)));
    const minutes = (defined(row).expiresAt.getTime() - defined(row).createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(60);
    await app.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.id, defined(row).id));
    expect((await reset(token)).statusCode).toBe(400);
  });

  it('refuses unknown tokens, a common new password (keeping the link usable) and mismatched confirmation', async () => {
    expect((await reset('not-a-token')).json().details).toEqual({ token: expect.any(String) });
    const { token } = await resetTokenFor();
    const common = await reset(token, 'password123');
    expect(common.json().details).toEqual({
      password: 'This password is too common. Choose one that is harder to guess.',
    });
    expect((await reset(token, NEW_PASSWORD, 'different-1')).json().details).toEqual({
      confirmPassword: 'Passwords must match',
    });
    const missing = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      headers: { 'accept-language': 'en' },
    });
    expect(missing.json().details).toEqual({ token: 'Reset token not found in the link' });
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('a newer link replaces the older one', async () => {
    const { account, token: older } = await resetTokenFor();
    await forgot(account.payload.email);
    const newer = tokenFromMail(await smtp.waitFor(account.payload.email, 2), '/auth/password-reset');
    expect((await reset(older)).statusCode).toBe(400);
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it('sends nothing for an unknown email or a disabled account', async () => {
    const ghost = uniqueEmail('ghost');
    await forgot(ghost);
    const { body, payload } = await register(app);
    await smtp.waitFor(payload.email);
    await app.usersRepository.update(body.user._id, { disabledAt: new Date() });
    await forgot(payload.email);
    await app.jobs.drain();
    expect(smtp.count(ghost)).toBe(0);
    expect(smtp.count(payload.email)).toBe(1);
  });
});
