import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { NO_AUTH_LIMITS, STRONG_PASSWORD, bearer, register, uniqueEmail } from '#test/support/accounts';
import { defined } from '@masar/contracts/defined';

describe('add-password and change-password', () => {
  let app: FastifyInstance;
  // in English, the spec's words; the Arabic default is in plugins/request-language.test.ts
  const post = (url: string, accessToken: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { ...bearer(accessToken), 'accept-language': 'en' }, payload });
  const login = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  /** an account as social sign-in creates it: no password */
  async function passwordless() {
    const email = uniqueEmail('social');
    const user = defined(
      await app.usersRepository.create({
        email,
        passwordHash: null,
        firstName: 'Social',
        lastName: 'User',
        preferredLanguage: 'en',
      }),
    );
    const session = await app.sessions.create(user);
    return { email, session };
  }

  beforeAll(async () => {
    app = await buildTestApp({ config: NO_AUTH_LIMITS });
  });
  afterAll(async () => app?.close());

  it('adds a first password to an account without one and answers a fresh access token', async () => {
    const { email, session } = await passwordless();
    const response = await post('/api/auth/add-password', session.accessToken, { password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password added successfully.', accessToken: expect.any(String) });
    expect(
      (await app.inject({ url: '/api/users/me', headers: bearer(response.json().accessToken) })).json().hasPassword,
    ).toBe(true);
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 409 when the account already has a password, and 401 without a token', async () => {
    const { body } = await register(app);
    const response = await post('/api/auth/add-password', body.accessToken, { password: 'Other-Strong-Pass-1' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: 'This account already has a password.' });
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/add-password', payload: { password: 'x' } })).statusCode,
    ).toBe(401);
  });

  it('refuses a common first password', async () => {
    const { session } = await passwordless();
    const response = await post('/api/auth/add-password', session.accessToken, { password: 'abc123' });
    expect(response.json().details).toEqual({
      password: 'This password is too common. Choose one that is harder to guess.',
    });
  });

  it('changes the password with the current one and signs out the other sessions only', async () => {
    const { body, payload } = await register(app);
    const other = (await login(payload.email, STRONG_PASSWORD)).json();
    const response = await post('/api/auth/change-password', body.accessToken, {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'Changed-Pass-2026',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password changed successfully. Your other sessions were signed out.' });
    expect((await app.inject({ url: '/api/users/me', headers: bearer(body.accessToken) })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/users/me', headers: bearer(other.accessToken) })).statusCode).toBe(401);
    expect((await login(payload.email, 'Changed-Pass-2026')).statusCode).toBe(200);
  });

  it('answers 400 (not 401, which would trigger a refresh) for a wrong current password', async () => {
    const { body } = await register(app);
    const response = await post('/api/auth/change-password', body.accessToken, {
      currentPassword: 'Wrong-Pass-1',
      newPassword: 'Changed-Pass-2026',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({ currentPassword: 'Current password is incorrect.' });
    const common = await post('/api/auth/change-password', body.accessToken, {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'qwerty123',
    });
    expect(common.json().details).toEqual({
      newPassword: 'This password is too common. Choose one that is harder to guess.',
    });
    const missing = await post('/api/auth/change-password', body.accessToken, { newPassword: 'Changed-Pass-2026' });
    expect(missing.json().details).toEqual({ currentPassword: 'Current password is required' });
  });

  it('answers 409 to change-password on an account without a password', async () => {
    const { session } = await passwordless();
    const response = await post('/api/auth/change-password', session.accessToken, {
      currentPassword: 'anything',
      newPassword: 'Changed-Pass-2026',
    });
    expect(response.statusCode).toBe(409);
  });
});
