import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedJson, SERVER_STATE_ID } from '#src/plugins/ssr';
import { buildTestApp } from '#test/helper';
import { actors } from '#test/support/roles';
import { defined } from '@masar/contracts/defined';

// Server rendering of the public pages (docs/decisions/007): the web app's real renderer
// (apps/web/src/app/entry-server.tsx), built here as `npm run build` builds it, beside a small
// index.html shaped as Vite writes it.
const webRoot = path.resolve(import.meta.dirname, '../../../web');
const INDEX = [
  '<!doctype html>',
  '<html lang="ar" dir="rtl">',
  '<head><title>مسار | Masar</title>',
  '<script type="module" crossorigin src="/static/js/index-AbC1234.js"></script>',
  '<link rel="modulepreload" crossorigin href="/static/js/vendor-AbC1234.js">',
  '<link rel="stylesheet" crossorigin href="/static/css/index-AbC1234.css">',
  '</head>',
  '<body><div id="root"></div></body>',
  '</html>',
].join('\n');

function webDist(root: string) {
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'static/media'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  for (const font of [
    'cairo-arabic-wght-normal',
    'cairo-latin-wght-normal',
    'cairo-latin-ext-wght-normal',
    'inter-latin-wght-normal',
    'inter-cyrillic-wght-normal',
  ]) {
    writeFileSync(path.join(dist, `static/media/${font}-AbC1234.woff2`), '');
  }
  writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'src/app/routes/courses.tsx': {
        file: 'static/js/courses-AbC1234.js',
        imports: ['_public-AbC1234.js', '_vendor-AbC1234.js'],
      },
      '_public-AbC1234.js': { file: 'static/js/public-AbC1234.js' },
      '_vendor-AbC1234.js': { file: 'static/js/vendor-AbC1234.js' },
    }),
  );
  return dist;
}

/** The JSON state a server-rendered page embeds. */
function embeddedState(html: string) {
  const match = new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">(.*?)</script>`, 's').exec(html);
  if (!match) return undefined;
  return JSON.parse(defined(match[1])) as {
    lang: string;
    resources: Record<string, Record<string, unknown>>;
    queries: { queryKey: unknown[] }[];
    formatted: Record<string, string>;
  };
}

/** The page's #root. */
const rootMarkup = (html: string) => html.slice(html.indexOf('<div id="root">'));

/** Text as React writes it into the markup. */
const asMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (c) => defined({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }[c]));

const page = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml', ...headers } });

describe('server-rendered public pages', () => {
  let app: FastifyInstance;
  let course: { _id: string; title: string };

  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'masar-ssr-'));
    const dist = webDist(root);
    // a production build, as `npm run build` (vitest runs with NODE_ENV=test, which would
    // compile the JSX for React's development build)
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root: webRoot,
        configFile: path.join(webRoot, 'vite.config.ts'),
        logLevel: 'silent',
        build: { ssr: 'src/app/entry-server.tsx', outDir: path.join(root, 'dist-server') },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    app = await buildTestApp({ config: { webDist: dist } });
    [course] = (await app.inject({ url: '/api/Courses?sort=newest&limit=1' })).json();
  }, 180_000);
  afterAll(() => app?.close());

  it('renders the catalog with its filters: markup, embedded data under the client’s query keys, title, the scripts it starts', async () => {
    const words = defined(course.title.split(/\s+/)[0]);
    const res = await page(app, `/courses?q=${encodeURIComponent(words)}&sort=newest`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toMatch(/<title>الدورات \| مسار<\/title>/);
    // the markup is in #root: the course card's title as a link to its page
    const root = res.body.slice(res.body.indexOf('<div id="root">'));
    expect(root).toContain(`href="/course-details/${course._id}"`);
    expect(root).toContain(asMarkup(course.title));
    const state = defined(embeddedState(res.body));
    expect(state.lang).toBe('ar');
    expect(Object.keys(defined(state.resources.ar))).toEqual(expect.arrayContaining(['common', 'errors', 'catalog']));
    expect(state.resources.en).toBeUndefined();
    expect(state.queries.map((q) => q.queryKey)).toEqual(
      expect.arrayContaining([
        ['site', 'info'],
        ['catalog', 'courses', 'page', { q: words, sort: 'newest', limit: 12, offset: 0 }],
      ]),
    );
    // no script is loaded by the markup: the one inline script starts the app's entry with its
    // chunks and the page's once the page has painted, each listed once
    expect(res.body).not.toMatch(/<script[^>]*\ssrc=|rel="modulepreload"/);
    const starter = defined(/<script data-scripts="([^"]+)">([^<]+)<\/script>/.exec(res.body), 'the start script');
    expect(defined(starter[1]).split(' ')).toEqual([
      '/static/js/index-AbC1234.js',
      '/static/js/vendor-AbC1234.js',
      '/static/js/courses-AbC1234.js',
      '/static/js/public-AbC1234.js',
    ]);
    expect(res.body.match(/<script(?! type="application\/json")/g)).toHaveLength(1);
    // the CSP allows that script by its hash, and no other inline script
    const hash = createHash('sha256').update(defined(starter[2])).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
    // an Arabic page's text fonts: Cairo's Arabic and Latin files, nothing else
    expect(
      res.body
        .match(/rel="preload" as="font"[^>]*href="[^"]+"/g)
        ?.map((link) => defined(/media\/([a-z-]+)-AbC1234/.exec(link))[1])
        .sort(),
    ).toEqual(['cairo-arabic-wght-normal', 'cairo-latin-wght-normal']);
  });

  it('escapes the embedded state: nothing in it can close the script element', () => {
    expect(embedJson({ title: '</script><script>alert(1)</script>' })).toBe(
      '{"title":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
    );
  });

  it('renders a course page in the language of the lang cookie', async () => {
    const res = await page(app, `/course-details/${course._id}`, { cookie: 'lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en" dir="ltr">');
    expect(res.body).toContain(`<title>${asMarkup(course.title).replace(/&#x27;/g, '&#39;')} | Masar</title>`);
    expect(res.body.match(/rel="preload" as="font"[^>]*href="[^"]+"/g)).toEqual([
      'rel="preload" as="font" type="font/woff2" crossorigin href="/static/media/inter-latin-wght-normal-AbC1234.woff2"',
    ]);
    const state = defined(embeddedState(res.body));
    expect(state.lang).toBe('en');
    expect(state.queries.map((q) => q.queryKey)).toContainEqual(['catalog', 'courses', 'detail', course._id]);
    // the numbers and dates the page shows travel with it, so that hydration formats nothing
    const prices = Object.entries(state.formatted).filter(([key]) => key.startsWith('price|en|'));
    expect(prices.length).toBeGreaterThan(0);
    for (const [, text] of prices) expect(rootMarkup(res.body)).toContain(text);
    expect(Object.keys(state.formatted).some((key) => key.startsWith('date|en|'))).toBe(true);
  });

  it('renders a page again, its plain translations kept from before, to the same markup and embedded translations', async () => {
    const url = `/course-details/${course._id}`;
    // the first English render in this process (the test above), kept by the page cache
    const first = await page(app, url, { cookie: 'lang=en' });
    app.pageCache.clear();
    const again = await page(app, url, { cookie: 'lang=en' });
    expect(again.headers['x-page-cache']).toBe('miss');
    // the markup, up to the embedded state (whose fetch times differ)
    const markup = (html: string) => defined(rootMarkup(html).split('<script type="application/json"')[0]);
    expect(markup(again.body)).toBe(markup(first.body));
    const [before, after] = [first, again].map((res) => defined(embeddedState(res.body)).resources);
    expect(after).toEqual(before);
    // the start-up files of English and of the fallback language, and the page's own
    expect(Object.keys(defined(after?.en))).toEqual(expect.arrayContaining(['common', 'errors', 'catalog']));
    expect(Object.keys(defined(after?.ar))).toEqual(expect.arrayContaining(['common', 'errors']));
  });

  it('renders the home page with what its lower sections will ask for', async () => {
    const res = await page(app, '/', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const { brotliDecompressSync } = await import('node:zlib');
    const html = brotliDecompressSync(res.rawPayload).toString('utf8');
    const state = defined(embeddedState(html));
    expect(state.queries.map((q) => q.queryKey)).toEqual(
      expect.arrayContaining([
        ['site', 'info'],
        ['home', 'client-reviews'],
        ['catalog', 'courses', 'list', { sort: 'popular', limit: 8 }],
      ]),
    );
    expect(Object.keys(defined(state.resources.ar))).toEqual(expect.arrayContaining(['home', 'catalog']));
  });

  it('answers an unknown course with the client-rendered app, not an error', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await page(app, `/course-details/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    }
  });

  it.each(['/dashboard', '/login', '/career', '/usercourses'])('leaves %s to the client', async (url) => {
    const res = await page(app, url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it('serves the plain app to requests that do not ask for HTML, and keeps the API and assets as they were', async () => {
    expect((await app.inject({ url: '/courses' })).body).toBe(INDEX);
    const api = await app.inject({ url: '/api/Courses?limit=1', headers: { accept: 'text/html' } });
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect((await page(app, '/static/js/missing.js')).statusCode).toBe(404);
  });

  it('shows a published edit on the next page request: the write clears the page cache', async () => {
    const url = `/course-details/${course._id}`;
    await page(app, url, { cookie: 'lang=en' });
    expect((await page(app, url, { cookie: 'lang=en' })).headers['x-page-cache']).toBe('hit');
    const title = 'Rendered again after an edit';
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/courses/${course._id}`,
      headers: (await actors(app)).admin.headers,
      payload: { title },
    });
    expect(edit.statusCode).toBe(200);
    const after = await page(app, url, { cookie: 'lang=en' });
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(rootMarkup(after.body)).toContain(title);
    expect(after.body).toContain(`<title>${title} | Masar</title>`);
  });
});

describe('a server renderer that fails', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'masar-ssr-broken-'));
    const dist = webDist(root);
    mkdirSync(path.join(root, 'dist-server'));
    writeFileSync(
      path.join(root, 'dist-server/entry-server.js'),
      [
        "export const serverRenderedModule = (pathname) => (pathname === '/courses' || pathname === '/hang' ? 'src/app/routes/courses.tsx' : undefined);",
        "export async function render(url) { if (url.startsWith('/hang')) return new Promise(() => {}); throw new Error('render exploded'); }",
      ].join('\n'),
    );
    app = await buildTestApp({ config: { webDist: dist } });
  });
  afterAll(() => app?.close());

  it('logs and serves the client-rendered app instead', async () => {
    const res = await page(app, '/courses');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('gives up on a render that takes too long', async () => {
    const started = Date.now();
    const res = await page(app, '/hang');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 15_000);
});
