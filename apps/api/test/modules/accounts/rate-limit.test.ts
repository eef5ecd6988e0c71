import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { randomIp, uniqueEmail } from '#test/support/accounts';
import { defined } from '@masar/contracts/defined';

// Low limits for this file only: 3 per IP and 2 per account in a minute (for login, 2 failures
// per account from one address, and 2 from all addresses together).
const LIMITS = {
  authRateLimit: { perIp: 3, perAccount: 2, windowMs: 60_000 },
  loginAccountCeiling: { max: 2, windowMs: 60_000 },
};

const BODIES: Record<string, (email: string) => object> = {
  '/api/auth/login': (email) => ({ email, password: 'Some-Password-1' }),
  '/api/auth/register': (email) => ({
    firstName: 'R',
    lastName: 'L',
    email,
    password: 'Limit-Test-Pass-1',
    acceptTerms: true,
  }),
  '/api/auth/forgot-password': (email) => ({ email }),
  '/api/auth/resend-confirmation': (email) => ({ email }),
  '/api/auth/reset-password': (email) => ({
    token: email,
    password: 'Limit-Test-Pass-1',
    confirmPassword: 'Limit-Test-Pass-1',
  }),
};

describe('rate limits on login, registration and the account mails', () => {
  let app: FastifyInstance;
  const call = (url: string, email: string, ip: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: defined(BODIES[url])(email), remoteAddress: ip, headers });

  beforeAll(async () => {
    app = await buildTestApp({ config: LIMITS });
  });
  afterAll(async () => app?.close());

  it.each(Object.keys(BODIES))('%s: limited per IP, whatever the account', async (url) => {
    const ip = randomIp();
    for (let i = 0; i < 3; i += 1) expect((await call(url, uniqueEmail(), ip)).statusCode).not.toBe(429);
    const limited = await call(url, uniqueEmail(), ip, { 'accept-language': 'ar' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'طلبات كثيرة جدًا. حاول مرة أخرى لاحقًا.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // another address is not affected
    expect((await call(url, uniqueEmail(), randomIp())).statusCode).not.toBe(429);
  });

  it.each(Object.keys(BODIES))('%s: limited per account, whatever the IP', async (url) => {
    const email = uniqueEmail('target');
    for (let i = 0; i < 2; i += 1) expect((await call(url, email, randomIp())).statusCode).not.toBe(429);
    // emails are normalized before counting; a reset link is its own key
    const again = url.endsWith('reset-password') ? email : email.toUpperCase();
    const limited = await call(url, again, randomIp(), { 'accept-language': 'en' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits an existing account and an unknown email alike (no enumeration through limits)', async () => {
    const known = uniqueEmail('known');
    await call('/api/auth/register', known, randomIp());
    const statuses = async (email: string) => {
      const out: number[] = [];
      for (let i = 0; i < 3; i += 1) out.push((await call('/api/auth/forgot-password', email, randomIp())).statusCode);
      return out;
    };
    expect(await statuses(known)).toEqual(await statuses(uniqueEmail('unknown')));
    await app.jobs.drain();
  });
});
