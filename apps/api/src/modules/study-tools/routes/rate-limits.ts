import type { FastifyContextConfig, FastifyRequest } from 'fastify';

/** Learner writes per signed-in account (issue 20): generous for studying, tight enough against floods. */
export const NOTE_WRITES_PER_MINUTE = 60;
export const QUESTIONS_PER_TEN_MINUTES = 10;

/**
 * The route's limit per account, counted after authentication and validation (preHandler), in the
 * shared rate-limit store (Redis when REDIS_URL is set).
 */
export function perAccountLimit(name: string, max: number, timeWindow: number): FastifyContextConfig {
  return {
    rateLimit: {
      max,
      timeWindow,
      hook: 'preHandler',
      keyGenerator: (request: FastifyRequest) => `${name}:user:${request.auth?.userId ?? request.ip}`,
    },
  };
}
