import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { START_SCRIPTS_AFTER_PAINT_CSP } from '../ssr';
import { s3BrowserOrigins } from '../storage/s3-origins';

/** What the built SPA needs and nothing more (no CDN; one inline script, allowed by its hash). */
export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // a server-rendered page's start-after-paint script (plugins/ssr.ts), and no other inline script
      scriptSrc: ["'self'", START_SCRIPTS_AFTER_PAINT_CSP],
      // 'unsafe-inline' stays for styles (scripts have none): server-rendered pages carry style
      // attributes (progress and rating bars, trainer avatars) that only 'unsafe-hashes' with one
      // hash per value could allow, and react-toastify injects a <style> element
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
  // CSP frame-ancestors 'none' already forbids framing; SAMEORIGIN said the opposite
  xFrameOptions: false,
};

/**
 * Browser features the app never asks for are turned off for it and anything it might embed;
 * fullscreen stays for the lecture player. Only features Chromium knows are listed: an unknown
 * one is a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/**
 * Answers for a signed-in caller, and the ones that carry tokens, are nobody else's: no cache
 * (browser, proxy or CDN) keeps them. Routes that do not read the caller (the catalog) keep
 * their own caching.
 */
function isPersonal(request: FastifyRequest): boolean {
  return request.auth !== null || request.url.toLowerCase().startsWith('/api/auth/');
}

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
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * @fastify/helmet rebuilds helmet's middleware on every request, which cost the catalog endpoint
 * a third of its throughput. The global headers never vary, so they are computed once; the
 * plugin stays registered (not global) for routes that need per-route `reply.helmet()` options.
 */
/** With S3 storage, browsers also fetch files from the bucket (or its CDN): docs/decisions/014. */
export function withFileOrigins(options: HelmetOptions, origins: { media: string[]; images: string[] }): HelmetOptions {
  const csp = options.contentSecurityPolicy;
  if (typeof csp !== 'object' || (origins.media.length === 0 && origins.images.length === 0)) return options;
  const directives = csp.directives ?? {};
  const list = (name: string) => (directives[name] as string[] | undefined) ?? [];
  return {
    ...options,
    contentSecurityPolicy: {
      ...csp,
      directives: {
        ...directives,
        imgSrc: [...list('imgSrc'), ...origins.images],
        mediaSrc: [...list('mediaSrc'), ...origins.media],
        // the PDF lecture's <iframe>
        ...(origins.media.length > 0 ? { frameSrc: ["'self'", ...origins.media] } : {}),
      },
    },
  };
}

export default fp(
  async function helmetPlugin(app: FastifyInstance) {
    const options = app.config.s3
      ? withFileOrigins(HELMET_OPTIONS, await s3BrowserOrigins(app.config.s3))
      : HELMET_OPTIONS;
    // helmet's CJS and ESM typings differ; the options are the same object
    await app.register(fastifyHelmet, { ...(options as Record<string, unknown>), global: false });
    const headers = { ...precomputeHeaders(options), 'permissions-policy': PERMISSIONS_POLICY };
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isPersonal(request) && !String(reply.getHeader('cache-control') ?? '').includes('no-store'))
        reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'helmet' },
);
