import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isCountableVisit } from './site/visitors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheControlFor(root: string, filePath: string): string {
  const rel = path.relative(root, filePath).split(path.sep).join('/');
  if (rel.startsWith('static/')) return IMMUTABLE;
  if (rel.startsWith('locales/')) return 'public, max-age=300';
  if (rel === 'index.html') return 'no-cache';
  return 'public, max-age=3600';
}

export function serveSpaIndex(app: FastifyInstance, reply: FastifyReply) {
  if (!app.webDistAvailable) {
    return reply
      .code(404)
      .type('text/plain; charset=utf-8')
      .send('Not found. The web app is not built: run `npm run build` (or `npm start`).\n');
  }
  reply.header('cache-control', 'no-cache');
  return reply.code(200).sendFile('index.html');
}

/** The app's page, answered to a person's navigation (not an API call, an asset, a bot or a prefetch). */
const isPageView = (request: FastifyRequest, reply: FastifyReply) =>
  request.method === 'GET' &&
  reply.statusCode === 200 &&
  String(reply.getHeader('content-type') ?? '').startsWith('text/html') &&
  !/^\/api(\/|\?|$)/i.test(request.url) &&
  isCountableVisit(request.headers);

/** Serves the built SPA from WEB_DIST when it exists; see not-found.ts for the fallback. */
export default fp(
  async function webApp(app: FastifyInstance) {
    const root = app.config.webDist;
    const available = existsSync(path.join(root, 'index.html'));
    app.decorate('webDistAvailable', available);
    if (!available) {
      app.log.warn({ webDist: root }, 'web app not built: non-API paths answer 404 until `npm run build`');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      // the build writes .br/.gz beside each asset (scripts/precompress.mjs)
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => res.header('cache-control', cacheControlFor(root, filePath)),
    });
    // monthly visitors (PRODUCT.md section 5): counted once the page has been sent, never awaited
    // (a callback hook: it runs on every response, API ones included, so it allocates nothing)
    app.addHook('onResponse', (request, reply, done) => {
      if (isPageView(request, reply)) app.visitors.record(request.ip, request.headers['user-agent'] ?? '');
      done();
    });
  },
  { name: 'web-app', dependencies: ['site'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    webDistAvailable: boolean;
  }
}
