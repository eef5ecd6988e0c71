import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** What the built SPA needs and nothing more (no CDN, no inline scripts). */
export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** Runs helmet once against a recording response and returns the headers it would set. */
function precomputeHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as never, res as never, (err?: unknown) => void (failure = err));
  if (failure) throw failure;
  return headers;
}

/**
 * @fastify/helmet rebuilds helmet's middleware on every request, which cost the catalog endpoint
 * a third of its throughput. The global headers never vary, so they are computed once; the
 * plugin stays registered (not global) for routes that need per-route `reply.helmet()` options.
 */
export default fp(
  async function helmetPlugin(app: FastifyInstance) {
    // helmet's CJS and ESM typings differ; the options are the same object
    await app.register(fastifyHelmet, { ...(HELMET_OPTIONS as Record<string, unknown>), global: false });
    const headers = precomputeHeaders(HELMET_OPTIONS);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'helmet' },
);
