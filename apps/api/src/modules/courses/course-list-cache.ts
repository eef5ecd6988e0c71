import { createHash } from 'node:crypto';

export interface CachedList {
  /** a Buffer, not a string: Fastify would otherwise measure the UTF-8 length on every send */
  body: Buffer;
  etag: string;
  total: number;
  expiresAt: number;
}

/**
 * Serialized catalog pages keyed by normalized query. Writers await invalidate() after their
 * transaction commits and before they answer; `publish` then tells the other processes
 * (catalog-sync.ts: PostgreSQL NOTIFY), which drop their entries through clearLocal(). The short TTL bounds staleness should
 * a notification ever be lost, so nothing assumes a single process.
 */
export class CourseListCache {
  private entries = new Map<string, CachedList>();
  private pending = new Map<string, Promise<CachedList>>();
  private version = 0;
  private readonly listeners: (() => void)[] = [];

  constructor(
    /** what else is derived from the catalog and must be dropped with these pages */
    private readonly onClear: () => void = () => undefined,
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 500,
  ) {}

  async get(key: string, load: () => Promise<{ body: string; total: number }>): Promise<CachedList> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit;
    const inflight = this.pending.get(key);
    if (inflight) return inflight;
    const version = this.version;
    // concurrent misses for one key share a single database query
    const promise = load()
      .then(({ body, total }) => {
        const bytes = Buffer.from(body, 'utf8');
        const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
        const entry = { body: bytes, total, etag, expiresAt: Date.now() + this.ttlMs };
        if (version === this.version) {
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, entry);
        }
        return entry;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  /** set by catalog-sync when several processes may share the database */
  publish: (() => Promise<void>) | undefined;

  /**
   * Drops this process's copies and tells the others before resolving: a writer awaits it before
   * answering, so the change has left for every process by the time the client hears of it.
   */
  async invalidate(): Promise<void> {
    this.clearLocal();
    await this.publish?.();
  }

  /** Also calls `listener` whenever the catalog changes (here or in another process): the page cache. */
  subscribe(listener: () => void): void {
    this.listeners.push(listener);
  }

  clearLocal(): void {
    this.onClear();
    for (const listener of this.listeners) listener();
    this.version += 1;
    this.entries.clear();
    this.pending.clear();
  }
}
