import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import pLimit, { type LimitFunction } from 'p-limit';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A rendered page, compressed once in brotli; a client that accepts neither encoding gets it
 * inflated. The gzip copy is made on the first request that asks for it (PageCache.gzip): browsers
 * take brotli, so a miss waits for (and spends CPU on) one compression, not two.
 */
export interface CachedPage {
  br: Buffer;
  gzip?: Buffer;
  /** weak: one validator for the page in any of its encodings */
  etag: string;
  expiresAt: number;
}

export type PageCacheStatus = 'hit' | 'stale' | 'miss';

export interface PageCacheOptions {
  maxEntries: number;
  /** the compressed bytes of every entry together */
  maxBytes: number;
  /**
   * How long a page stands without a write invalidating it: what it shows beside the catalog
   * (the home page's counters, "open now") is itself cached this long by the API.
   */
  ttlMs: number;
  /** renders at a time; further misses wait their turn */
  concurrency: number;
  /** misses waiting beyond this are not rendered: the caller serves the client-rendered app */
  maxQueue: number;
  now?: () => number;
}

export const PAGE_CACHE_DEFAULTS: PageCacheOptions = {
  maxEntries: 5_000,
  maxBytes: 48 * 1024 * 1024,
  ttlMs: 60_000,
  concurrency: 2,
  maxQueue: 64,
};

async function compress(html: string, expiresAt: number): Promise<CachedPage> {
  const bytes = Buffer.from(html, 'utf8');
  // on a 50 KB page quality 6 takes ~5 ms, quality 9 ~15–20 ms for 0.2–1.5% fewer bytes: a
  // miss waits for it
  const br = await brotli(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const etag = `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
  return { br, etag, expiresAt };
}

/** The page as rendered (for a client that accepts no encoding we offer). */
export const plainPage = (page: CachedPage) => zlib.brotliDecompressSync(page.br);

/**
 * Server-rendered public pages by key (path, normalized query, language: key.ts), bounded in
 * entries and bytes (least recently used out first). Concurrent misses for one key share one
 * render; renders run `concurrency` at a time. `clear()` (a catalog write, here or in another
 * process) drops every page at once, and a render that started before it is not kept. A page past
 * its TTL is served once more while it renders again.
 */
export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>;
  private readonly pending = new Map<string, Promise<CachedPage | undefined>>();
  private readonly limit: LimitFunction;
  private readonly options: PageCacheOptions;
  private version = 0;
  /** renders started (tests and the bench read it) */
  renders = 0;

  constructor(options: Partial<PageCacheOptions> = {}) {
    this.options = { ...PAGE_CACHE_DEFAULTS, ...options };
    this.entries = new LRUCache({
      max: this.options.maxEntries,
      maxSize: this.options.maxBytes,
      sizeCalculation: (page) => page.br.length + (page.gzip?.length ?? 0) + page.etag.length,
    });
    this.limit = pLimit(this.options.concurrency);
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  /**
   * The page under `key`, rendering it on a miss; undefined when `render` gives nothing (the page
   * is left to the client) or too many misses are already waiting.
   */
  async get(
    key: string,
    render: () => Promise<string | undefined>,
  ): Promise<{ page: CachedPage; status: PageCacheStatus } | undefined> {
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > this.now()) return { page: cached, status: 'hit' };
    if (cached) {
      void this.load(key, render).catch(() => undefined);
      return { page: cached, status: 'stale' };
    }
    const page = await this.load(key, render);
    return page && { page, status: 'miss' };
  }

  /** Whether a page is kept under `key`, fresh or not (its place in the LRU unchanged). */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  private load(key: string, render: () => Promise<string | undefined>): Promise<CachedPage | undefined> {
    const inflight = this.pending.get(key);
    if (inflight) return inflight;
    if (this.limit.pendingCount >= this.options.maxQueue) return Promise.resolve(undefined);
    const version = this.version;
    const promise = this.limit(async () => {
      this.renders += 1;
      const html = await render();
      if (html === undefined) return undefined;
      const page = await compress(html, this.now() + this.options.ttlMs);
      if (version === this.version) this.entries.set(key, page);
      return page;
    }).finally(() => {
      if (this.pending.get(key) === promise) this.pending.delete(key);
    });
    this.pending.set(key, promise);
    return promise;
  }

  /**
   * The page in gzip, made from its brotli on the first request for it and kept with the page
   * (counted in the cache's bytes from then on) while the page under `key` is still this one.
   */
  async gzip(key: string, page: CachedPage): Promise<Buffer> {
    if (page.gzip) return page.gzip;
    const gz = await gzip(plainPage(page), { level: 9 });
    // a new object: the cache counts an entry's size when it is set
    if (this.entries.peek(key) === page) this.entries.set(key, { ...page, gzip: gz });
    page.gzip = gz;
    return gz;
  }

  /** Drops every page, and keeps none of the renders under way. */
  clear(): void {
    this.version += 1;
    this.entries.clear();
    this.pending.clear();
  }

  get size() {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }
}
