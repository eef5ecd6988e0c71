import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEARNER_PASSWORD } from '#src/db/seed/learners-data';
import { buildTestApp } from '#test/helper';
import { NO_AUTH_LIMITS, STRONG_PASSWORD, bearer, register, uniqueEmail } from '#test/support/accounts';
import { TEST_ADMIN } from '#test/test-config';
import { defined } from '@masar/contracts/defined';

const median = (values: number[]) => defined([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);

describe('POST /api/auth/login', () => {
  let app: FastifyInstance;
  // in English, the spec's words; the Arabic default is in plugins/request-language.test.ts
  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: { 'accept-language': 'en', ...headers },
    });

  beforeAll(async () => {
    app = await buildTestApp({ config: NO_AUTH_LIMITS });
  });
  afterAll(async () => app?.close());

  it('signs in with email (any case) and password: both tokens and the user', async () => {
    const { payload } = await register(app);
    const response = await login(payload.email.toUpperCase(), STRONG_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      user: { email: payload.email },
    });
    expect((await app.inject({ url: '/api/users/me', headers: bearer(body.accessToken) })).statusCode).toBe(200);
  });

  it('keeps the seeded admin (email verified) and demo learners working', async () => {
    const admin = await login(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user).toMatchObject({ role: 'admin', emailVerified: true });
    const learner = await login('dina@demo.masar.local', DEMO_LEARNER_PASSWORD);
    expect(learner.json().user).toMatchObject({ role: 'user', preferredLanguage: 'en' });
  });

  it('answers the same 401 for a wrong password, an unknown email and an account without a password', async () => {
    const { payload } = await register(app);
    const socialOnly = uniqueEmail('social');
    await app.usersRepository.create({
      email: socialOnly,
      passwordHash: null,
      firstName: 'S',
      lastName: 'O',
      preferredLanguage: 'ar',
    });
    const answers = await Promise.all([
      login(payload.email, 'Wrong-Password-1'),
      login(uniqueEmail('nobody'), 'Wrong-Password-1'),
      login(socialOnly, 'Wrong-Password-1'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Invalid email or password.' });
    }
    const ar = await login(uniqueEmail('nobody'), 'x', { 'accept-language': 'ar' });
    expect(ar.json().message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
  });

  it('spends similar time on an unknown email as on a wrong password (a password hash either way)', async () => {
    const { payload } = await register(app);
    const time = async (email: string) => {
      const started = performance.now();
      await login(email, 'Wrong-Password-1');
      return performance.now() - started;
    };
    await time(payload.email);
    await time(uniqueEmail('ghost'));
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      known.push(await time(payload.email));
      unknown.push(await time(uniqueEmail('ghost')));
    }
    // without the dummy hash an unknown email answers ~10x faster; bounds are loose for busy machines
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });

  it('tells a disabled account apart only after its password is verified (403)', async () => {
    const { body, payload } = await register(app);
    await app.usersRepository.update(body.user._id, { disabledAt: new Date() });
    expect((await login(payload.email, 'Wrong-Password-1')).statusCode).toBe(401);
    const right = await login(payload.email, STRONG_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'This account has been disabled. Please contact support.',
    });
  });

  it('signs in an account whose email is not confirmed yet (registration already did)', async () => {
    const { payload } = await register(app);
    const response = await login(payload.email, STRONG_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.emailVerified).toBe(false);
  });

  it('validates the body with the spec messages', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x' },
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({ email: 'Invalid email address', password: 'Password is required' });
  });
});
