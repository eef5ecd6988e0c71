import type { FastifyContextConfig, FastifyInstance } from 'fastify';

/**
 * The forms' per-IP limit (FORM_RATE_LIMIT_IP per FORM_RATE_LIMIT_WINDOW_SECONDS), through the
 * opt-in route config of plugins/external/rate-limit.ts, so REDIS_URL shares it between processes.
 */
export function formRateLimit(app: FastifyInstance, name: string): FastifyContextConfig {
  const { perIp, windowMs } = app.config.formRateLimit;
  if (perIp <= 0) return {};
  return { rateLimit: { max: perIp, timeWindow: windowMs, keyGenerator: (request) => `form:${name}:ip:${request.ip}` } };
}
