import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#src/lib/app-error';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

export interface AuthRateLimitHooks {
  onRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  preHandler: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

export interface LoginRateLimitHooks extends AuthRateLimitHooks {
  /** counts a 401 against the account (from this address, and from everywhere) */
  onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
}

/**
 * Login, registration and the password/confirmation mails are limited per IP (before anything
 * else runs) and per account (after validation, keyed by the normalized email or the reset link).
 * Counters live in @fastify/rate-limit's store, so Redis shares them between processes.
 */
export default fp(
  async function authRateLimit(app: FastifyInstance) {
    const { perIp, perAccount, windowMs } = app.config.authRateLimit;

    const refuse = (reply: FastifyReply, ttlInSeconds: number): never => {
      const retryAfterSeconds = Math.max(1, ttlInSeconds);
      reply.header('retry-after', retryAfterSeconds);
      throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds });
    };

    async function check(limiter: Limiter | undefined, request: FastifyRequest, reply: FastifyReply) {
      if (!limiter) return;
      const result = await limiter(request);
      if (result.isAllowed || !result.isExceeded) return;
      refuse(reply, result.ttlInSeconds);
    }

    /** Reads a failure counter without counting this request: refused once the failures reached max. */
    async function checkFailures(limiter: Limiter | undefined, request: FastifyRequest, reply: FastifyReply) {
      if (!limiter) return;
      const result = await limiter(request, { increment: false });
      if (result.isAllowed || result.remaining > 0) return;
      refuse(reply, result.ttlInSeconds);
    }

    function hooks(name: string, accountKey: (request: FastifyRequest) => string | undefined): AuthRateLimitHooks {
      const byIp =
        perIp > 0
          ? app.createRateLimit({ max: perIp, timeWindow: windowMs, keyGenerator: (r) => `auth:${name}:ip:${r.ip}` })
          : undefined;
      const byAccount =
        perAccount > 0
          ? app.createRateLimit({
              max: perAccount,
              timeWindow: windowMs,
              keyGenerator: (r) => `auth:${name}:account:${accountKey(r) ?? r.ip}`,
            })
          : undefined;
      return {
        onRequest: (request, reply) => check(byIp, request, reply),
        preHandler: (request, reply) => check(byAccount, request, reply),
      };
    }
    app.decorate('authRateLimit', hooks);

    /**
     * Login counts failures, not attempts: per account from one address (the hard limit, so a
     * stranger's guesses cost the stranger) and per account from every address (a higher
     * ceiling over a longer window, so spreading guesses over many addresses still stops).
     */
    function loginHooks(accountKey: (request: FastifyRequest) => string | undefined): LoginRateLimitHooks {
      const ceiling = app.config.loginAccountCeiling;
      const account = (r: FastifyRequest) => accountKey(r) ?? `ip:${r.ip}`;
      const byIp =
        perIp > 0
          ? app.createRateLimit({ max: perIp, timeWindow: windowMs, keyGenerator: (r) => `auth:login:ip:${r.ip}` })
          : undefined;
      const fromAddress =
        perAccount > 0
          ? app.createRateLimit({
              max: perAccount,
              timeWindow: windowMs,
              keyGenerator: (r) => `auth:login-failures:${account(r)}:from:${r.ip}`,
            })
          : undefined;
      const fromAnywhere =
        ceiling.max > 0
          ? app.createRateLimit({
              max: ceiling.max,
              timeWindow: ceiling.windowMs,
              keyGenerator: (r) => `auth:login-failures:${account(r)}`,
            })
          : undefined;
      return {
        onRequest: (request, reply) => check(byIp, request, reply),
        preHandler: async (request, reply) => {
          await checkFailures(fromAddress, request, reply);
          await checkFailures(fromAnywhere, request, reply);
        },
        onSend: async (request, reply, payload) => {
          if (reply.statusCode === 401) await Promise.all([fromAddress?.(request), fromAnywhere?.(request)]);
          return payload;
        },
      };
    }
    app.decorate('loginRateLimit', loginHooks);
  },
  { name: 'auth-rate-limit', dependencies: ['rate-limit'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    authRateLimit: (name: string, accountKey: (request: FastifyRequest) => string | undefined) => AuthRateLimitHooks;
    loginRateLimit: (accountKey: (request: FastifyRequest) => string | undefined) => LoginRateLimitHooks;
  }
}
