import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '#src/lib/app-error';

/** Off by default: routes opt in with `config: { rateLimit: { max, timeWindow } }`. */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    // With several processes the counters must be shared, or each process allows the full limit.
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'masar-rate-limit:', skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
    });
  },
  { name: 'rate-limit' },
);
