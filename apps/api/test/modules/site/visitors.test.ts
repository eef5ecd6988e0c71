import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { visitorDays } from '#src/db/schema/index';
import { SITE_CACHE_MS } from '#src/modules/site/site-info';
import { isCountableVisit } from '#src/modules/site/visitors';
import { buildTestApp, openTestDatabase } from '#test/helper';
import { buildApp } from '#src/app';
import { testConfig } from '#test/test-config';
import { defined } from '@masar/contracts/defined';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function tinyDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'masar-dist-'));
  mkdirSync(path.join(dir, 'static/js'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="ar" dir="rtl"><div id="root"></div></html>');
  writeFileSync(path.join(dir, 'static/js/app.js'), 'console.log(1)');
  return dir;
}

describe('cookie-less monthly visitors', () => {
  let app: FastifyInstance;
  let now = new Date('2025-03-01T10:00:00Z');
  const webDist = tinyDist();
  const visit = async (url: string, ip: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ url, remoteAddress: ip, headers: { 'user-agent': FIREFOX, ...headers } });
    // onResponse runs after the answer is out: let it, and the insert it starts, finish
    await new Promise((resolve) => setImmediate(resolve));
    await app.background.idle();
    return response;
  };
  const countingInserts = async (work: () => Promise<void>) => {
    const insert = app.db.insert.bind(app.db);
    let count = 0;
    app.db.insert = ((table: Parameters<typeof insert>[0]) => {
      count += 1;
      return insert(table);
    }) as typeof app.db.insert;
    try {
      await work();
    } finally {
      app.db.insert = insert;
    }
    return count;
  };
  const rows = () => app.db.select().from(visitorDays);
  const monthly = async () => {
    now = new Date(now.getTime() + SITE_CACHE_MS + 1);
    return (await app.inject({ url: '/api/site' })).json().counters.monthlyVisitors as number;
  };

  beforeAll(async () => {
    app = await buildTestApp({ config: { webDist } });
    app.clock.now = () => now;
  });
  beforeEach(async () => {
    await app.db.delete(visitorDays);
  });
  afterAll(async () => app?.close());

  it('counts a person opening any page of the app once a day, storing a hash and never the address', async () => {
    expect((await visit('/', '203.0.113.7')).statusCode).toBe(200);
    // the repeats are settled in the process's memory: no further insert reaches the database
    const inserts = await countingInserts(async () => {
      await visit('/courses', '203.0.113.7');
      await visit('/course-details/abc', '203.0.113.7');
    });
    expect(inserts).toBe(0);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(defined(stored[0]).day).toBe('2025-03-01');
    expect(defined(stored[0]).visitorHash).toBe(app.visitors.hashFor('203.0.113.7', FIREFOX, now));
    expect(JSON.stringify(stored)).not.toContain('203.0.113');
    expect(await monthly()).toBe(1);
  });

  it('tells visitors apart by address and browser', async () => {
    now = new Date('2025-03-02T10:00:00Z');
    await visit('/', '203.0.113.7');
    await visit('/', '203.0.113.8');
    await visit('/', '203.0.113.7', { 'user-agent': SAFARI });
    expect(await rows()).toHaveLength(3);
  });

  it('does not count API calls, assets, missing assets, other methods, bots or prefetches', async () => {
    await visit('/api/health', '198.51.100.1');
    await visit('/api/site', '198.51.100.2');
    await visit('/static/js/app.js', '198.51.100.3');
    await visit('/static/js/missing.js', '198.51.100.4');
    await app.inject({ method: 'HEAD', url: '/', remoteAddress: '198.51.100.5', headers: { 'user-agent': FIREFOX } });
    await visit('/', '198.51.100.6', {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    await visit('/', '198.51.100.7', {
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36',
    });
    await visit('/', '198.51.100.8', { 'sec-purpose': 'prefetch' });
    await visit('/', '198.51.100.9', { purpose: 'prefetch' });
    await visit('/', '198.51.100.10', { 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate' });
    await visit('/', '198.51.100.11', { 'user-agent': '' });
    await app.background.idle();
    expect(await rows()).toEqual([]);
    await visit('/', '198.51.100.12', { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' });
    expect(await rows()).toHaveLength(1);
  });

  it('gives the same visitor a new, unlinkable hash each day, and sums the daily visitors over 30 days', async () => {
    now = new Date('2025-04-01T08:00:00Z');
    await visit('/', '203.0.113.7');
    await visit('/', '203.0.113.8');
    now = new Date('2025-04-02T08:00:00Z');
    await visit('/', '203.0.113.7');
    const [first, second] = [
      app.visitors.hashFor('203.0.113.7', FIREFOX, new Date('2025-04-01T12:00:00Z')),
      app.visitors.hashFor('203.0.113.7', FIREFOX, now),
    ];
    expect(first).not.toBe(second);
    expect((await rows()).map((r) => r.day).sort()).toEqual(['2025-04-01', '2025-04-01', '2025-04-02']);
    expect(await monthly()).toBe(3);

    // 30 April is the 30th day counting 1 April: everything still counts
    now = new Date('2025-04-30T08:00:00Z');
    expect(await monthly()).toBe(3);
    // on 1 May, 1 April has left the window; 2 April has not
    now = new Date('2025-05-01T00:00:00Z');
    expect(await monthly()).toBe(1);
    // the first visit of a new day prunes the days that left the window
    await visit('/', '203.0.113.9');
    expect((await rows()).map((r) => r.day).sort()).toEqual(['2025-04-02', '2025-05-01']);
  });

  it('answers the page before, and whatever, the counting does', async () => {
    const insert = app.db.insert.bind(app.db);
    let started = 0;
    app.db.insert = () => {
      started += 1;
      throw new Error('database down');
    };
    try {
      const response = await visit('/', '203.0.113.50');
      expect(response.statusCode).toBe(200);
      expect(started).toBe(1);
    } finally {
      app.db.insert = insert;
    }
    // a failed insert is forgotten, so the next visit that day tries again
    await visit('/', '203.0.113.50');
    expect(await rows()).toHaveLength(1);
  });
});

describe('visitors across processes', () => {
  it('derives the same daily salt in every process from the shared secret, so the database dedups', async () => {
    const config = testConfig({ webDist: tinyDist() });
    const database = await openTestDatabase(config);
    // two apps on one database: two processes behind a load balancer
    const first = buildApp({ config, database, logger: false });
    const second = buildApp({ config, database: { ...database, close: async () => {} }, logger: false });
    await Promise.all([first.ready(), second.ready()]);
    try {
      for (const app of [first, second]) {
        await app.inject({ url: '/', remoteAddress: '192.0.2.44', headers: { 'user-agent': FIREFOX } });
        await new Promise((resolve) => setImmediate(resolve));
        await app.background.idle();
      }
      expect(await first.db.select().from(visitorDays)).toHaveLength(1);
      const other = buildApp({
        config: { ...config, jwtSecret: 'another-secret-another-secret-another-1' },
        database: { ...database, close: async () => {} },
        logger: false,
      });
      await other.ready();
      expect(other.visitors.hashFor('192.0.2.44', FIREFOX, new Date())).not.toBe(
        first.visitors.hashFor('192.0.2.44', FIREFOX, new Date()),
      );
      await other.close();
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('isCountableVisit', () => {
  it.each([
    [{ 'user-agent': FIREFOX }, true],
    [{ 'user-agent': SAFARI, 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' }, true],
    [{}, false],
    [{ 'user-agent': 'curl/8.5.0' }, false],
    [{ 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' }, false],
    [{ 'user-agent': 'Mozilla/5.0 Chrome-Lighthouse' }, false],
    [{ 'user-agent': FIREFOX, 'x-moz': 'prefetch' }, false],
    [{ 'user-agent': FIREFOX, 'sec-purpose': 'prefetch;prerender' }, false],
    [{ 'user-agent': FIREFOX, 'sec-fetch-mode': 'no-cors' }, false],
  ])('%j → %s', (headers, expected) => {
    expect(isCountableVisit(headers)).toBe(expected);
  });
});
