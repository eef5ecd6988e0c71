import { createServer, connect, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedLimitsHealth } from '#src/plugins/external/rate-limit-store';
import { buildTestApp } from '#test/helper';
import { randomIp, register } from '#test/support/accounts';

/** Redis, through a door this test can shut: "Redis stopped" without stopping the machine's Redis. */
async function redisDoor() {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(6379, '127.0.0.1');
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server?.address() as { port: number }).port;
        resolve();
      });
    });
  const shut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (server) server.close(() => resolve());
      else resolve();
    });
  await open();
  return { url: () => `redis://127.0.0.1:${port}`, open, shut };
}

const until = async (check: () => Promise<boolean>, ms = 5_000) => {
  for (const start = Date.now(); Date.now() - start < ms;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
};

/** Issue 32, defect 4: with Redis down, 12 of 12 wrong passwords answered 401 and /api/health said ok. */
describe('rate limits while Redis is down', () => {
  let app: FastifyInstance;
  let door: Awaited<ReturnType<typeof redisDoor>>;
  const health = async () => (await app.inject({ url: '/api/health' })).json();

  beforeAll(async () => {
    door = await redisDoor();
    app = await buildTestApp({
      config: {
        redisUrl: door.url(),
        authRateLimit: { perIp: 100, perAccount: 3, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await door?.shut();
  });

  it('falls back to per-process limits, says so in /api/health, and shares them again when Redis is back', async () => {
    const { payload } = await register(app);
    const attacker = randomIp();
    const wrong = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: payload.email, password: 'Wrong-Password-1' },
        remoteAddress: attacker,
      });
    expect(await health()).toMatchObject({ status: 'ok', redis: { configured: true, reachable: true } });

    await door.shut();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await wrong()).statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.slice(3).every((s) => s === 429)).toBe(true);
    const down = await app.inject({ url: '/api/health' });
    // the process still serves: a balancer must not take every process out because Redis is down
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ status: 'degraded', redis: { configured: true, reachable: false } });

    await door.open();
    await until(async () => {
      await wrong();
      return (await health()).redis.reachable === true;
    }, 15_000);
    expect(await health()).toMatchObject({ status: 'ok' });
  }, 30_000);

  it('tells the log once per change of state, not once per request', () => {
    const lines: string[] = [];
    const log = { info: (msg: string) => lines.push(msg), error: (_: unknown, msg: string) => lines.push(msg) };
    const state = sharedLimitsHealth(log as never);
    for (let i = 0; i < 100; i += 1) state.markReachable(false, new Error('ECONNREFUSED'));
    for (let i = 0; i < 100; i += 1) state.markReachable(true);
    expect(lines).toEqual([
      'Redis unreachable: rate limits fall back to per-process counters',
      'Redis answers again: rate limits are shared between processes again',
    ]);
  });
});
