import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_EN } from '@masar/contracts';
import { LIVE_JOBS } from '#test/test-config';
import { buildTestApp } from '#test/helper';
import { IN_ENGLISH, NO_AUTH_LIMITS, bearer, register, uniqueEmail } from '#test/support/accounts';
import { startSmtpServer, tokenFromMail, type TestSmtpServer } from '#test/support/smtp';

describe('POST /api/auth/register', () => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer;

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

  it('creates the account, answers both tokens and the user, and signs it in', async () => {
    const { response, payload, body } = await register(app, { email: uniqueEmail('New').toUpperCase() });
    expect(response.statusCode).toBe(201);
    expect(body.user).toMatchObject({
      email: payload.email.toLowerCase(),
      firstName: 'Salma',
      role: 'user',
      emailVerified: false,
      hasPassword: true,
      disabled: false,
      preferredLanguage: 'ar',
    });
    const me = await app.inject({ url: '/api/users/me', headers: bearer(body.accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json()._id).toBe(body.user._id);
  });

  it('mails a confirmation link in Arabic by default, right-to-left, with text and HTML parts', async () => {
    const { body } = await register(app);
    const mail = await smtp.waitFor(body.user.email);
    expect(mail.subject).toBe('أكّد بريدك الإلكتروني في مسار');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).not.toMatch(/<img/i);
    expect(mail.text).toContain('https://masar.test/auth/confirm?token=');
    expect(tokenFromMail(mail, '/auth/confirm')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('mails in English when the sign-up language is English', async () => {
    const { body } = await register(app, { language: 'en' });
    expect(body.user).toMatchObject({ preferredLanguage: 'en' });
    const mail = await smtp.waitFor(body.user.email);
    expect(mail.subject).toBe('Confirm your email for Masar');
    expect(mail.html).toContain('dir="ltr"');
  });

  it('answers 409 CONFLICT for a taken email, whatever its case, and stores nothing', async () => {
    const { payload } = await register(app);
    const before = await app.usersRepository.list({});
    const again = await register(app, { email: payload.email.toUpperCase() }, { 'accept-language': 'ar' });
    expect(again.response.statusCode).toBe(409);
    expect(again.response.json()).toEqual({
      code: 'CONFLICT',
      message: 'يوجد حساب مسجل بهذا البريد الإلكتروني بالفعل.',
      details: { email: 'يوجد حساب مسجل بهذا البريد الإلكتروني بالفعل.' },
    });
    expect((await app.usersRepository.list({})).total).toBe(before.total);
  });

  it('refuses a common password with validation.passwordCommon, in the request language', async () => {
    for (const password of ['password1', 'Qwerty123', 'iloveyou']) {
      const { response } = await register(app, { password }, IN_ENGLISH);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { password: VALIDATION_EN['validation.passwordCommon'] },
      });
    }
    const { response } = await register(app, { password: 'password1' }, { 'accept-language': 'ar' });
    expect(response.json().details.password).toBe('كلمة المرور هذه شائعة جدًا. اختر كلمة مرور يصعب تخمينها.');
  });

  it('allows passwords up to 128 characters and refuses longer ones', async () => {
    expect((await register(app, { password: 'ل'.repeat(64) + 'x'.repeat(64) })).response.statusCode).toBe(201);
    const tooLong = await register(app, { password: 'x'.repeat(129) }, IN_ENGLISH);
    expect(tooLong.response.json().details).toEqual({ password: 'Password must be at most 128 characters' });
  });

  it('gives the spec messages per field, in English or Arabic', async () => {
    const { response } = await register(
      app,
      { email: 'nope', password: '123', firstName: '', acceptTerms: false },
      IN_ENGLISH,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
      firstName: 'First name is required',
      acceptTerms: 'Please confirm your age and accept the terms of service',
    });
    const ar = await register(app, { email: '' }, { 'accept-language': 'ar' });
    expect(ar.response.json().details).toEqual({ email: 'البريد الإلكتروني مطلوب' });
  });

  it('refuses NUL characters (PostgreSQL cannot store them) with a 400, storing nothing', async () => {
    const { response } = await register(app, { firstName: 'a\u0000b' }, IN_ENGLISH);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { firstName: 'Invalid value' } });
  });

  it('needs the terms tick', async () => {
    const { response } = await register(app, { acceptTerms: undefined }, IN_ENGLISH);
    expect(response.json().details).toEqual({ acceptTerms: VALIDATION_EN['validation.termsRequired'] });
  });
});
