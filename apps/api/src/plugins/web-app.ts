import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  normalizedPageUrl,
  PageCache,
  pageCacheKey,
  pageLanguage,
  plainPage,
  type CachedPage,
  type PageCacheStatus,
} from './page-cache/index';
import { languageOf, loadServerRenderer, SERVER_RENDER_TIMEOUT_MS, type ServerRenderer } from './ssr';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheControlFor(root: string, filePath: string): string {
  const rel = path.relative(root, filePath).split(path.sep).join('/');
  if (rel.startsWith('static/')) return IMMUTABLE;
  if (rel.startsWith('locales/')) return 'public, max-age=300';
  if (rel === 'index.html') return 'no-cache';
  return 'public, max-age=3600';
}

const acceptsHtml = (request: FastifyRequest) => /\btext\/html\b/i.test(request.headers.accept ?? '');

/** Renders a page, giving up (logged) when it fails or takes too long. */
async function renderPage(renderer: ServerRenderer, request: FastifyRequest, url: string) {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`server render took over ${SERVER_RENDER_TIMEOUT_MS} ms`)),
        SERVER_RENDER_TIMEOUT_MS + 500,
      );
    });
    return await Promise.race([renderer.render(request, url), timeout]);
  } catch (err) {
    request.log.error({ err, url }, 'server render failed: serving the client-rendered app');
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A browser's GET of a public page (entry-server.tsx lists them): its renderer, the URL it renders
 * and its cache key. A key already cached is a page without asking the renderer (its route match
 * was most of a hit's cost).
 */
function publicPage(app: FastifyInstance, request: FastifyRequest) {
  const renderer = app.serverRenderer;
  if (!renderer || request.method !== 'GET' || !acceptsHtml(request) || /^\/api(\/|\?|$)/i.test(request.url))
    return undefined;
  const url = normalizedPageUrl(request.url);
  const key = pageCacheKey(pageLanguage(languageOf(request)), url);
  if (app.pageCache.has(key) || renderer.handles(url.split('?', 1)[0] ?? '/')) return { renderer, url, key };
  return undefined;
}

type PublicPage = NonNullable<ReturnType<typeof publicPage>>;

/**
 * What a public page's answer depends on besides its URL: Accept (a request for HTML gets the
 * rendered page, any other the plain index.html), Accept-Encoding (brotli, gzip or plain) and
 * Cookie (the `lang` cookie picks the page's language).
 */
const PUBLIC_PAGE_VARY = 'Accept, Accept-Encoding, Cookie';

/** Whether a GET of this URL asking for HTML could be answered by a rendered page. */
function mayBeRendered(app: FastifyInstance, url: string) {
  const renderer = app.serverRenderer;
  if (!renderer || /^\/api(\/|\?|$)/i.test(url)) return false;
  return renderer.handles(normalizedPageUrl(url).split('?', 1)[0] ?? '/');
}

/**
 * The cached page in the encoding the browser accepts (static files come precompressed): brotli as
 * kept, gzip made on the first request for it, or the page inflated.
 */
function sendPage(app: FastifyInstance, reply: FastifyReply, key: string, page: CachedPage, status: PageCacheStatus) {
  // the page's language comes from the `lang` cookie; browsers revalidate (no-cache) by ETag
  reply
    .header('vary', PUBLIC_PAGE_VARY)
    .header('etag', page.etag)
    .header('x-page-cache', status)
    .type('text/html; charset=utf-8');
  const { headers } = reply.request;
  if (headers['if-none-match']?.split(/\s*,\s*/).includes(page.etag)) return reply.code(304).send();
  reply.code(200);
  const accepted = String(headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted))
    return app.pageCache.gzip(key, page).then((gz) => reply.header('content-encoding', 'gzip').send(gz));
  return reply.send(plainPage(page));
}

/**
 * index.html, or the public page from the page cache or rendered into it. The plain index.html
 * serves when the page is left to the client (an unknown course: not cached, the API's answer may
 * change), when the render fails or takes too long, and when too many renders are waiting.
 */
export async function serveSpaIndex(
  app: FastifyInstance,
  reply: FastifyReply,
  page: PublicPage | undefined = publicPage(app, reply.request),
) {
  if (!app.webDistAvailable) {
    return reply
      .code(404)
      .type('text/plain; charset=utf-8')
      .send('Not found. The web app is not built: run `npm run build` (or `npm start`).\n');
  }
  reply.header('cache-control', 'no-cache');
  const started = performance.now();
  const cached = page && (await app.pageCache.get(page.key, () => renderPage(page.renderer, reply.request, page.url)));
  if (!page || !cached) {
    // the plain app where a rendered page may answer too (another Accept, a failed render): a
    // cache in between must not hand one for the other (@fastify/static adds Accept-Encoding)
    if (page || mayBeRendered(app, reply.request.url)) reply.header('vary', 'Accept, Cookie');
    return reply.code(200).sendFile('index.html');
  }
  // a miss says how long the server spent making the page (waiting for a render slot, rendering,
  // compressing), which browsers' developer tools and the bench read
  if (cached.status === 'miss') reply.header('server-timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
  return sendPage(app, reply, page.key, cached.page, cached.status);
}

/**
 * The app's page was answered (not an API call or an asset), or a public page revalidated (a
 * visit all the same); whether a person asked is the counter's call.
 */
const isPageAnswer = (request: FastifyRequest, reply: FastifyReply) =>
  request.method === 'GET' &&
  (reply.statusCode === 200 || (reply.statusCode === 304 && reply.hasHeader('x-page-cache'))) &&
  String(reply.getHeader('content-type') ?? '').startsWith('text/html') &&
  !/^\/api(\/|\?|$)/i.test(request.url);

/**
 * Where the web app reports its pages: the site module decorates `pageViews` (its monthly
 * visitors), so this plugin calls it without importing a module. `record` returns at once and
 * never throws; it leaves out bots and prefetches itself.
 */
export interface PageViews {
  record(ip: string, headers: IncomingHttpHeaders): void;
}

/** Where the web app reports its pages for the dashboard's funnel (the insight module: course page views). */
export interface CourseViews {
  recordPage(ip: string, headers: IncomingHttpHeaders, url: string): void;
}

/** Serves the built SPA from WEB_DIST when it exists; see not-found.ts for the fallback. */
export default fp(
  async function webApp(app: FastifyInstance) {
    const root = app.config.webDist;
    const available = existsSync(path.join(root, 'index.html'));
    app.decorate('webDistAvailable', available);
    app.decorate('serverRenderer', undefined);
    const pageCache = new PageCache();
    app.decorate('pageCache', pageCache);
    // a catalog write, here or (through its notification) in another process, changes pages
    app.courseListCache.subscribe(() => pageCache.clear());
    if (!available) {
      app.log.warn({ webDist: root }, 'web app not built: non-API paths answer 404 until `npm run build`');
      return;
    }
    try {
      app.serverRenderer = await loadServerRenderer(app, root);
    } catch (err) {
      app.log.error({ err }, 'server renderer failed to load: public pages are client-rendered only');
    }
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      // the build writes .br/.gz beside each asset (scripts/precompress.mjs)
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.header('cache-control', cacheControlFor(root, filePath));
      },
    });
    // the home page, as every other page (not-found.ts): maybe rendered on the server
    app.get('/', (_request, reply) => serveSpaIndex(app, reply));
    // a public page is answered before routing: the static files' wildcard route would otherwise
    // look for a file of that name first (a stat per request, half of a cached page's cost)
    app.addHook('onRequest', async (request, reply) => {
      const page = publicPage(app, request);
      if (page) return serveSpaIndex(app, reply, page);
    });
    // monthly visitors (PRODUCT.md section 5): counted once the page has been sent, never awaited
    // (a callback hook: it runs on every response, API ones included, so it allocates nothing)
    app.addHook('onResponse', (request, reply, done) => {
      if (isPageAnswer(request, reply)) {
        app.pageViews.record(request.ip, request.headers);
        app.courseViews.recordPage(request.ip, request.headers, request.url);
      }
      done();
    });
  },
  {
    name: 'web-app',
    dependencies: ['courses'],
    decorators: { fastify: ['pageViews', 'courseViews', 'courseListCache'] },
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    webDistAvailable: boolean;
    /** renders the public pages (./ssr.ts); undefined without a built renderer */
    serverRenderer: ServerRenderer | undefined;
    /** the server-rendered public pages, rendered once per key until a catalog write */
    pageCache: PageCache;
    /** decorated by the site module (PageViews above) */
    pageViews: PageViews;
  }
}
