import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { randomIp, uniqueEmail } from '#test/support/accounts';

// Default limits (AUTH_RATE_LIMIT_IP 10, FORM_RATE_LIMIT_IP 5): one client that writes a new
// X-Forwarded-For on every request must still be counted as one client.
const spoofed = () => ({ 'x-forwarded-for': randomIp() });
const contact = () => ({ name: 'Spoof', email: uniqueEmail('spoof'), subject: 'Hello', message: 'Hello there' });

async function statuses(count: number, send: (i: number) => Promise<{ statusCode: number }>) {
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) out.push((await send(i)).statusCode);
  return out;
}

describe('per-IP limits without TRUST_PROXY: the socket address counts, not X-Forwarded-For', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app?.close());

  it('30 logins against 30 accounts with a spoofed header: 10 answered, then 429', async () => {
    const client = randomIp();
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: client,
        headers: spoofed(),
        payload: { email: uniqueEmail('victim'), password: 'Guess-Pass-1' },
      });
    const answers = await statuses(30, login);
    expect(answers.filter((s) => s === 401)).toHaveLength(app.config.authRateLimit.perIp);
    expect(answers.slice(app.config.authRateLimit.perIp).every((s) => s === 429)).toBe(true);
  });

  it('8 contact messages with a spoofed header: 5 taken, then 429', async () => {
    const client = randomIp();
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: client,
        headers: spoofed(),
        payload: contact(),
      });
    const answers = await statuses(8, send);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    await app.jobs.drain();
  });
});

describe('TRUST_PROXY set to the proxy in front', () => {
  let app: FastifyInstance;
  const proxy = '10.200.0.1';
  beforeAll(async () => {
    app = await buildTestApp({
      config: { trustProxy: [proxy], formRateLimit: { perIp: 1, windowMs: 60_000 } },
      extend: (a) => a.get('/api/test-client-ip', async (request) => ({ ip: request.ip })),
    });
  });
  afterAll(async () => app?.close());

  it('takes the client address the trusted proxy forwarded, and ignores the header from anyone else', async () => {
    const viaProxy = await app.inject({
      url: '/api/test-client-ip',
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' },
    });
    expect(viaProxy.json()).toEqual({ ip: '203.0.113.9' });
    const direct = await app.inject({
      url: '/api/test-client-ip',
      remoteAddress: '192.0.2.5',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(direct.json()).toEqual({ ip: '192.0.2.5' });
  });

  it('counts each forwarded client on its own behind the proxy', async () => {
    const send = (client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': client },
        payload: contact(),
      });
    expect((await send('203.0.113.20')).statusCode).toBe(201);
    expect((await send('203.0.113.20')).statusCode).toBe(429);
    expect((await send('203.0.113.21')).statusCode).toBe(201);
    await app.jobs.drain();
  });
});

describe('TRUST_PROXY as a hop count', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      config: { trustProxy: 1 },
      extend: (a) => a.get('/api/test-client-ip', async (request) => ({ ip: request.ip })),
    });
  });
  afterAll(async () => app?.close());

  it('1: the client is the address the one proxy in front received the request from', async () => {
    const answer = await app.inject({
      url: '/api/test-client-ip',
      remoteAddress: '10.1.1.1',
      headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' },
    });
    expect(answer.json()).toEqual({ ip: '203.0.113.9' });
  });
});
