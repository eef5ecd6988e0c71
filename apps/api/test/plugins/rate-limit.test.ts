import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { STRONG_PASSWORD, randomIp, register } from '#test/support/accounts';

// Routes opt in to rate limits; with REDIS_URL the counters are shared by every process.
// Registered as a plugin so it loads after the rate-limit plugin has hooked route creation.
const limited = (app: FastifyInstance) =>
  void app.register(async (scoped) => {
    scoped.get('/api/test-limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({
      ok: true,
    }));
  });

describe('rate limits shared through Redis', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  const client = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

  beforeAll(async () => {
    const config = { redisUrl: 'redis://127.0.0.1:6379' };
    [first, second] = await Promise.all([
      buildTestApp({ config, extend: limited }),
      buildTestApp({ config, extend: limited }),
    ]);
  });
  afterAll(async () => Promise.all([first?.close(), second?.close()]));

  it('counts requests from both processes and answers 429 in the error shape', async () => {
    const call = (app: FastifyInstance) =>
      app.inject({ url: '/api/test-limited', remoteAddress: client, headers: { 'x-test': randomUUID() } });
    expect((await call(first)).statusCode).toBe(200);
    expect((await call(second)).statusCode).toBe(200);
    const third = await call(first);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
  });

  it('counts login failures of one account from one address across processes, and lets the owner in from another', async () => {
    const { payload } = await register(first);
    const attacker = randomIp();
    const login = (app: FastifyInstance, password: string, ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: payload.email, password },
        remoteAddress: ip,
      });
    const perAccount = first.config.authRateLimit.perAccount;
    for (let i = 0; i < perAccount; i += 1)
      expect((await login(i % 2 ? first : second, `Wrong-${i}`, attacker)).statusCode).toBe(401);
    expect((await login(first, 'Wrong-again', attacker)).statusCode).toBe(429);
    expect((await login(second, 'Wrong-again', attacker)).statusCode).toBe(429);
    // each test process has its own database: the account lives in the first one
    expect((await login(first, STRONG_PASSWORD, randomIp())).statusCode).toBe(200);
  });
});
