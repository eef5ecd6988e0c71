import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, plainPage } from '#src/plugins/page-cache/index';

// The cache on its own: its bounds, its render queue and its invalidation (the app's use of it is
// in page-cache.test.ts).
const html = (size = 2_000) => `<p>${randomBytes(size).toString('base64')}</p>`;
const deferred = () => {
  let resolve!: (value: string | undefined) => void;
  const promise = new Promise<string | undefined>((r) => (resolve = r));
  return { promise, resolve };
};

describe('PageCache', () => {
  it('holds no more than its entries', async () => {
    const cache = new PageCache({ maxEntries: 3 });
    for (let i = 0; i < 10; i += 1) await cache.get(`page ${i}`, async () => html(100));
    expect(cache.size.entries).toBe(3);
    // the least recently used went first
    expect((await cache.get('page 9', async () => html()))?.status).toBe('hit');
    expect((await cache.get('page 0', async () => html()))?.status).toBe('miss');
  });

  it('holds no more than its bytes, whatever a crawler asks for', async () => {
    const maxBytes = 64 * 1024;
    const cache = new PageCache({ maxBytes, maxEntries: 10_000 });
    // incompressible pages of ~5 KB: 150 of them would be ~1.6 MB (brotli and gzip)
    for (let i = 0; i < 150; i += 1) await cache.get(`/courses?q=${i}`, async () => html(4_000));
    expect(cache.size.bytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.size.entries).toBeGreaterThan(0);
    expect(cache.size.entries).toBeLessThan(20);
  });

  it('renders a page once for concurrent requests, and at most `concurrency` pages at a time', async () => {
    const cache = new PageCache({ concurrency: 2 });
    let running = 0;
    let most = 0;
    const slow = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
      return html();
    };
    const same = await Promise.all(Array.from({ length: 5 }, () => cache.get('/', slow)));
    expect(cache.renders).toBe(1);
    expect(new Set(same.map((r) => r?.page.etag)).size).toBe(1);
    const distinct = await Promise.all(Array.from({ length: 6 }, (_, i) => cache.get(`/courses?page=${i}`, slow)));
    expect(distinct.every((r) => r?.status === 'miss')).toBe(true);
    expect(most).toBe(2);
  });

  it('renders nothing more once too many misses wait: the caller serves the client-rendered app', async () => {
    const cache = new PageCache({ concurrency: 1, maxQueue: 2 });
    const gate = deferred();
    const blocked = [0, 1, 2].map((i) => cache.get(`page ${i}`, () => gate.promise));
    expect(await cache.get('page 3', async () => html())).toBeUndefined();
    gate.resolve(html());
    expect((await Promise.all(blocked)).every((r) => r?.status === 'miss')).toBe(true);
  });

  it('keeps no page whose render began before a clear', async () => {
    const cache = new PageCache();
    const gate = deferred();
    const during = cache.get('/', () => gate.promise);
    cache.clear();
    gate.resolve('<p>before the edit</p>');
    expect((await during)?.status).toBe('miss');
    expect(cache.size.entries).toBe(0);
    expect((await cache.get('/', async () => '<p>after the edit</p>'))?.status).toBe('miss');
    expect((await cache.get('/', async () => html()))?.status).toBe('hit');
  });

  it('serves a page past its time once more while it renders again', async () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 1_000, now: () => now });
    const first = await cache.get('/', async () => '<p>1</p>');
    now = 2_000;
    const gate = deferred();
    const stale = await cache.get('/', () => gate.promise);
    expect(stale?.status).toBe('stale');
    expect(stale?.page.etag).toBe(first?.page.etag);
    gate.resolve('<p>2</p>');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const fresh = await cache.get('/', async () => '<p>3</p>');
    expect(fresh?.status).toBe('hit');
    expect(fresh?.page.etag).not.toBe(first?.page.etag);
  });

  it('compresses a miss in brotli only; gzip is made on the first request for it, kept and counted', async () => {
    const cache = new PageCache();
    const text = html(4_000);
    const miss = (await cache.get('/', async () => text))?.page;
    if (!miss) throw new Error('no page');
    expect(miss.gzip).toBeUndefined();
    expect(plainPage(miss).toString('utf8')).toBe(text);
    const before = cache.size.bytes;
    const gz = await cache.gzip('/', miss);
    expect(gunzipSync(gz).toString('utf8')).toBe(text);
    expect(cache.size.bytes).toBe(before + gz.length);
    const hit = await cache.get('/', async () => html());
    expect(hit?.status).toBe('hit');
    expect(hit?.page.gzip).toBe(gz);
    expect(hit?.page.etag).toBe(miss.etag);
    if (hit) expect(await cache.gzip('/', hit.page)).toBe(gz);
    // a page no longer kept (a catalog write) is still served, and not put back
    cache.clear();
    await cache.gzip('/', { ...miss, gzip: undefined });
    expect(cache.size.entries).toBe(0);
  });
});
