import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';

/** Off by default: routes opt in with `config: { rateLimit: { max, timeWindow } }`. */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    if (app.config.redisUrl) {
      // The Redis store needs ioredis, which is not a dependency yet: limits stay per process.
      app.log.warn('REDIS_URL is set but the Redis rate-limit store is not installed; using memory');
    }
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
    });
  },
  { name: 'rate-limit' },
);
