// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- scripts/ compiles this file without apps/api/src in its include list
/// <reference path="./rate-limit-stores.d.ts" />
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
// @fastify/rate-limit's two stores; it exports no types for them (see the interface below)
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, result?: Result) => void;

/** What @fastify/rate-limit asks of a store: its declared part, and `read` (for `increment: false`). */
interface Store extends FastifyRateLimitStore {
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions): Store;
}
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
interface GlobalParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/** Whether the shared store answers, told to the log once per change and to /api/health. */
export interface SharedLimitsHealth {
  readonly reachable: boolean;
  markReachable(reachable: boolean, err?: unknown): void;
}

export function sharedLimitsHealth(log: FastifyBaseLogger): SharedLimitsHealth {
  let reachable = true;
  return {
    get reachable() {
      return reachable;
    },
    markReachable(now, err) {
      if (now === reachable) return;
      reachable = now;
      if (now) log.info('Redis answers again: rate limits are shared between processes again');
      else log.error({ err }, 'Redis unreachable: rate limits fall back to per-process counters');
    },
  };
}

/**
 * Counters in Redis, shared by every process; while Redis does not answer, counters in this
 * process (each process then allows the limit by itself, which is less than shared but never
 * none). The first command that succeeds again switches back.
 */
export function fallbackStore(redis: Redis, health: SharedLimitsHealth, nameSpace: string) {
  class FallbackStore implements Store {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}

    private run(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number) {
      if (redis.status !== 'ready') {
        health.markReachable(false);
        this.local[method](key, cb, timeWindow, max);
        return;
      }
      this.shared[method](
        key,
        (err, result) => {
          if (!err) {
            health.markReachable(true);
            cb(null, result ?? undefined);
            return;
          }
          health.markReachable(false, err);
          this.local[method](key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      this.run('incr', key, cb, timeWindow, max);
    }

    read(key: string, cb: Callback, timeWindow: number, max: number) {
      this.run('read', key, cb, timeWindow, max);
    }

    child(routeOptions: RouteOptions): Store {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }

  /** The class @fastify/rate-limit instantiates with its global parameters. */
  return class extends FallbackStore {
    constructor(params: GlobalParams) {
      const { continueExceeding = false, exponentialBackoff = false } = params;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace) as Store,
        new LocalStore(continueExceeding, exponentialBackoff) as Store,
      );
    }
  };
}
