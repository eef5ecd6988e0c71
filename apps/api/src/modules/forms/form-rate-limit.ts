import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#src/lib/app-error';

/**
 * The forms' per-IP limit (FORM_RATE_LIMIT_IP per FORM_RATE_LIMIT_WINDOW_SECONDS), through the
 * opt-in route config of plugins/external/rate-limit.ts, so REDIS_URL shares it between processes.
 */
export function formRateLimit(app: FastifyInstance, name: string): FastifyContextConfig {
  const { perIp, windowMs } = app.config.formRateLimit;
  if (perIp <= 0) return {};
  return {
    rateLimit: { max: perIp, timeWindow: windowMs, keyGenerator: (request) => `form:${name}:ip:${request.ip}` },
  };
}

/**
 * A preHandler (after validation, so the address is normalized) limiting submissions that name one
 * email address, over both forms and every IP (FORM_RATE_LIMIT_ADDRESS per
 * FORM_RATE_LIMIT_ADDRESS_WINDOW_SECONDS): each one mails that address, so many IPs together
 * still cannot flood an inbox. Counted in the shared rate-limit store (Redis when set). Made once
 * (the forms plugin decorates it): each limiter made in memory has its own counters.
 */
export function createFormAddressLimit(
  app: FastifyInstance,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const { max, windowMs } = app.config.formAddressLimit;
  const limiter =
    max > 0
      ? app.createRateLimit({
          max,
          timeWindow: windowMs,
          keyGenerator: (r) => `form:address:${String((r.body as { email?: string }).email).toLowerCase()}`,
        })
      : undefined;
  return async (request, reply) => {
    if (!limiter) return;
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: result.ttlInSeconds });
  };
}
