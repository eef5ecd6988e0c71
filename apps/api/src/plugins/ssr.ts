import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TServerRenderer } from '@masar/contracts/server-renderer';

/**
 * Server rendering of the public pages (docs/decisions/007-server-rendered-public-pages.md): the
 * web build's server renderer (apps/web/src/app/entry-server.tsx, built into apps/web/dist-server/
 * beside the served apps/web/dist/) renders a page; this module puts it into the built index.html
 * with its embedded state and the script that starts the app and its page's chunks once it has painted.
 */

type TManifestChunk = { file: string; imports?: string[]; css?: string[] };

/** A page that takes longer is served as the plain client-rendered app. */
export const SERVER_RENDER_TIMEOUT_MS = 3000;

export const SERVER_STATE_ID = 'ssr-state';

/** The built renderer beside WEB_DIST: `<WEB_DIST>/../dist-server/entry-server.js`. */
export function serverEntryPath(webDist: string) {
  return path.resolve(webDist, '..', 'dist-server', 'entry-server.js');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON inside <script type="application/json">: nothing in it may close the element. */
export const embedJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The `lang` preference cookie the web app writes when the visitor picks a language. */
export function languageOf(request: FastifyRequest) {
  const cookies = (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies;
  return cookies?.lang;
}

/**
 * Starts the page's scripts once its content has painted (its first contentful paint): `data-scripts`
 * lists the app's entry, then the chunks to preload with it. A server-rendered page is readable
 * without its scripts, so neither their download nor hydration holds up that paint, which on a slow
 * phone they would (a module script that arrives before the parser ends runs before the first
 * frame). A page in the background paints only when shown, and browsers do not report its paint:
 * it starts at once. Inline, it costs no request; the CSP allows it by its hash
 * (START_SCRIPTS_AFTER_PAINT_CSP) and no other inline script.
 */
const START_SCRIPTS_AFTER_PAINT = [
  '(function (me) {',
  '  var started = false;',
  '  function add(tag, props) { document.head.appendChild(Object.assign(document.createElement(tag), props)); }',
  '  function start() {',
  '    if (started) return;',
  '    started = true;',
  "    var scripts = me.getAttribute('data-scripts').split(' ');",
  "    scripts.slice(1).forEach(function (href) { add('link', { rel: 'modulepreload', crossOrigin: '', href: href }); });",
  "    add('script', { type: 'module', crossOrigin: '', src: scripts[0] });",
  '  }',
  "  if (document.visibilityState === 'hidden') return start();",
  "  document.addEventListener('visibilitychange', start);",
  "  if (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0) {",
  '    new PerformanceObserver(function (list) {',
  "      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(start, 0);",
  "    }).observe({ type: 'paint', buffered: true });",
  '  } else requestAnimationFrame(function () { setTimeout(start, 0); });',
  '})(document.currentScript);',
].join('\n');

/** The CSP source that allows START_SCRIPTS_AFTER_PAINT (plugins/external/helmet.ts). */
export const START_SCRIPTS_AFTER_PAINT_CSP = `'sha256-${createHash('sha256').update(START_SCRIPTS_AFTER_PAINT).digest('base64')}'`;

/**
 * The built index.html as the frame of a server-rendered page, without its module script and
 * preloads: `scripts` lists them (the entry first), for the page's start-after-paint script.
 */
export function serverPageTemplate(indexHtml: string) {
  const scripts: string[] = [];
  const html = indexHtml
    .replace(/\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g, (_, src: string) => {
      scripts.push(src);
      return '';
    })
    .replace(/\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_, href: string) => {
      scripts.push(href);
      return '';
    });
  return { html, scripts };
}

export interface ServerRenderer {
  /** Whether this path is one of the server-rendered pages. */
  handles(pathname: string): boolean;
  /**
   * The full HTML page of `url` (by default the request's), or undefined when the page is better
   * left to the client (see entry-server.tsx). Nothing in it is the visitor's own but the
   * language: the page is cached for everyone (web-app.ts).
   */
  render(request: FastifyRequest, url?: string): Promise<string | undefined>;
}

/**
 * Loads the renderer, the built index.html and the client manifest; undefined (with a log line)
 * when the web app was built without its renderer: every page is then client-rendered.
 */
export async function loadServerRenderer(app: FastifyInstance, webDist: string): Promise<ServerRenderer | undefined> {
  const entry = serverEntryPath(webDist);
  if (!existsSync(entry)) {
    app.log.warn({ entry }, 'server renderer not built: public pages are client-rendered only');
    return undefined;
  }
  const renderer = (await import(pathToFileURL(entry).href)) as TServerRenderer;
  const template = serverPageTemplate(readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  const manifest: Record<string, TManifestChunk> = existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, 'utf8'))
    : {};

  // The text's fonts, requested with the page rather than once the stylesheet is in: in place
  // before the first paint, they do not swap in later and move the text (layout shift). An Arabic
  // page's text is Cairo's Arabic and Latin files (digits, Latin words); an English page's is Inter.
  const mediaDir = path.join(webDist, 'static', 'media');
  const mediaFiles = existsSync(mediaDir) ? readdirSync(mediaDir) : [];
  const fontPreloads = (lang: string) =>
    mediaFiles
      .filter((file) =>
        (lang === 'en' ? /^inter-latin-wght-normal-.*\.woff2$/ : /^cairo-(arabic|latin)-wght-normal-.*\.woff2$/).test(
          file,
        ),
      )
      .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/static/media/${file}">`)
      .join('');

  const startCache = new Map<string, string>();
  /** The script that starts the app with the page's chunk and the chunks it imports, once painted. */
  function startScriptsFor(module: string) {
    let script = startCache.get(module);
    if (script !== undefined) return script;
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    visit(module);
    const scripts = new Set([...template.scripts, ...[...files].map((file) => `/${file}`)]);
    script = `<script data-scripts="${escapeHtml([...scripts].join(' '))}">${START_SCRIPTS_AFTER_PAINT}</script>`;
    startCache.set(module, script);
    return script;
  }

  /** The page's GET requests, answered by the API in-process, as the visitor's own (IP, language). */
  const fetchFor =
    (request: FastifyRequest): typeof fetch =>
    async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = (init?.method ?? 'GET').toUpperCase();
      if (method !== 'GET' || !url.startsWith('/api/')) throw new Error(`server render: refusing ${method} ${url}`);
      const headers = new Headers(init?.headers);
      const response = await app.inject({
        method: 'GET',
        url,
        remoteAddress: request.ip,
        headers: {
          accept: headers.get('accept') ?? 'application/json',
          'accept-language': headers.get('accept-language') ?? 'ar',
          'user-agent': request.headers['user-agent'] ?? '',
        },
      });
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (typeof value === 'string' || typeof value === 'number') responseHeaders.set(name, String(value));
      }
      const empty = response.statusCode === 204 || response.statusCode === 304;
      return new Response(empty ? null : response.rawPayload, {
        status: response.statusCode,
        headers: responseHeaders,
      });
    };

  return {
    handles: (pathname) => renderer.serverRenderedModule(pathname) !== undefined,
    async render(request, url = request.url) {
      const page = await renderer.render(url, {
        lang: languageOf(request),
        fetch: fetchFor(request),
        signal: AbortSignal.timeout(SERVER_RENDER_TIMEOUT_MS),
      });
      if (!page) return undefined;
      return template.html
        .replace(/<html[^>]*>/, () => `<html lang="${escapeHtml(page.lang)}" dir="${escapeHtml(page.dir)}">`)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
        .replace('<link rel="stylesheet"', () => `${fontPreloads(page.lang)}<link rel="stylesheet"`)
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root">${page.html}</div><script type="application/json" id="${SERVER_STATE_ID}">${embedJson(page.state)}</script>${startScriptsFor(page.module)}`,
        );
    },
  };
}
