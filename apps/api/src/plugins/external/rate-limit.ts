import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '#src/lib/app-error';
import { fallbackStore, sharedLimitsHealth, type SharedLimitsHealth } from './rate-limit-store';

/**
 * Off by default: routes opt in with `config: { rateLimit: { max, timeWindow } }`. With several
 * processes the counters must be shared (REDIS_URL), or each process allows the full limit; while
 * Redis does not answer, each process counts by itself — fewer shared limits, never none.
 */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, {
          connectTimeout: 1000,
          maxRetriesPerRequest: 1,
          // a command while disconnected fails at once (and counts locally) instead of waiting
          enableOfflineQueue: false,
          retryStrategy: (times) => Math.min(times * 200, 2000),
        })
      : undefined;
    const health = redis ? sharedLimitsHealth(app.log) : undefined;
    if (redis && health) {
      redis.on('error', (err) => health.markReachable(false, err));
      redis.on('ready', () => health.markReachable(true));
      app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
      // start counting in Redis from the first request when it answers; start degraded when not
      await new Promise<void>((resolve) => {
        const done = () => resolve();
        redis.once('ready', done);
        redis.once('error', done);
        setTimeout(done, 2000).unref();
      });
    }
    app.decorate('sharedLimits', health);
    await app.register(rateLimit, {
      global: false,
      ...(redis && health ? { store: fallbackStore(redis, health, 'masar-rate-limit:') } : {}),
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
    });
  },
  { name: 'rate-limit' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** whether Redis shares the rate limits now; undefined without REDIS_URL */
    sharedLimits: SharedLimitsHealth | undefined;
  }
}
