import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { STRONG_PASSWORD, randomIp, register } from '#test/support/accounts';

// Failures per (account, address): 5 a minute; per account from every address: 12 in 15 minutes.
const LIMITS = {
  authRateLimit: { perIp: 100, perAccount: 5, windowMs: 60_000 },
  loginAccountCeiling: { max: 12, windowMs: 15 * 60_000 },
};

describe('wrong passwords do not lock the owner out', () => {
  let app: FastifyInstance;
  const login = (email: string, password: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

  beforeAll(async () => {
    app = await buildTestApp({ config: LIMITS });
  });
  afterAll(async () => app?.close());

  it('an attacker address is stopped after 5 failures while the owner signs in from their own', async () => {
    const { payload } = await register(app);
    const attacker = randomIp();
    for (let i = 0; i < 5; i += 1)
      expect((await login(payload.email, `Wrong-Guess-${i}`, attacker)).statusCode).toBe(401);
    const blocked = await login(payload.email, 'Wrong-Guess-5', attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // even the right password from that address waits: no oracle
    expect((await login(payload.email, STRONG_PASSWORD, attacker)).statusCode).toBe(429);

    const owner = await login(payload.email.toUpperCase(), STRONG_PASSWORD, randomIp());
    expect(owner.statusCode).toBe(200);
    expect(owner.json().accessToken).toEqual(expect.any(String));
  });

  it('counts failures only: the owner signing in again and again is never limited', async () => {
    const { payload } = await register(app);
    const home = randomIp();
    for (let i = 0; i < 8; i += 1) expect((await login(payload.email, STRONG_PASSWORD, home)).statusCode).toBe(200);
  });

  it('many addresses together reach the higher per-account ceiling, then every address waits', async () => {
    const { payload } = await register(app);
    for (let i = 0; i < 12; i += 1)
      expect((await login(payload.email, `Wrong-Guess-${i}`, randomIp())).statusCode).toBe(401);
    expect((await login(payload.email, 'Wrong-Guess-x', randomIp())).statusCode).toBe(429);
    expect((await login(payload.email, STRONG_PASSWORD, randomIp())).statusCode).toBe(429);
  });
});
