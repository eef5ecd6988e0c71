import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

export interface AuthRateLimitHooks {
  onRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  preHandler: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/**
 * Login, registration and the password/confirmation mails are limited per IP (before anything
 * else runs) and per account (after validation, keyed by the normalized email or the reset link).
 * Counters live in @fastify/rate-limit's store, so Redis shares them between processes.
 */
export default fp(
  async function authRateLimit(app: FastifyInstance) {
    const { perIp, perAccount, windowMs } = app.config.authRateLimit;

    async function check(limiter: Limiter | undefined, request: FastifyRequest, reply: FastifyReply) {
      if (!limiter) return;
      const result = await limiter(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', result.ttlInSeconds);
      throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: result.ttlInSeconds });
    }

    function hooks(name: string, accountKey: (request: FastifyRequest) => string | undefined): AuthRateLimitHooks {
      const byIp = perIp > 0 ? app.createRateLimit({ max: perIp, timeWindow: windowMs, keyGenerator: (r) => `auth:${name}:ip:${r.ip}` }) : undefined;
      const byAccount =
        perAccount > 0
          ? app.createRateLimit({ max: perAccount, timeWindow: windowMs, keyGenerator: (r) => `auth:${name}:account:${accountKey(r) ?? r.ip}` })
          : undefined;
      return {
        onRequest: (request, reply) => check(byIp, request, reply),
        preHandler: (request, reply) => check(byAccount, request, reply),
      };
    }
    app.decorate('authRateLimit', hooks);
  },
  { name: 'auth-rate-limit', dependencies: ['rate-limit'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    authRateLimit: (name: string, accountKey: (request: FastifyRequest) => string | undefined) => AuthRateLimitHooks;
  }
}
