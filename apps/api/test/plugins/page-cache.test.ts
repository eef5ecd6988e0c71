import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app';
import { buildTestApp, postgresCopy, usingPostgres } from '#test/helper';
import { actors } from '#test/support/roles';
import { startServerProcess, type ServerProcess } from '#test/support/server-process';
import { multipart, PNG } from '#test/support/uploads';
import { TEST_ADMIN, testConfig } from '#test/test-config';
import { defined } from '@masar/contracts/defined';

// The page cache in front of the server renderer (web-app.ts, plugins/page-cache/), with a small
// stand-in renderer that asks the API in-process as the real one does (the real one is built in
// ssr.test.ts): what it renders is the course's title and price, the language and the query.
const INDEX =
  '<!doctype html><html lang="ar" dir="rtl"><head><title>Masar</title></head><body><div id="root"></div></body></html>';
const RENDERER = `
export const serverRenderedModule = (pathname) =>
  ['/courses', '/trainers', '/policy'].includes(pathname) ||
  pathname.startsWith('/course-details/') ||
  pathname.startsWith('/trainers/')
    ? 'src/app/routes/courses.tsx'
    : undefined;
export async function render(url, { lang, fetch }) {
  const { pathname, search } = new URL(url, 'http://server.invalid');
  const language = lang === 'en' ? 'en' : 'ar';
  let body = '';
  if (pathname === '/policy' || pathname === '/trainers') {
    body = '<h1>' + pathname + '</h1>';
  } else if (pathname.startsWith('/trainers/')) {
    const res = await fetch('/api/trainers/' + pathname.split('/')[2]);
    if (!res.ok) return undefined;
    const trainer = await res.json();
    body = '<h1>' + trainer.name + '</h1><p class="bio">' + trainer.bio + '</p>';
  } else if (pathname.startsWith('/course-details/')) {
    const res = await fetch('/api/Courses/' + pathname.split('/')[2], { headers: { 'accept-language': language } });
    if (!res.ok) return undefined;
    const course = await res.json();
    body = '<h1>' + course.title + '</h1><p class="price">' + JSON.stringify(course.price) + '</p>';
  } else {
    const res = await fetch('/api/Courses?limit=12' + (search ? '&' + search.slice(1) : ''));
    body = '<ul>' + (await res.json()).map((c) => '<li>' + c.title + '</li>').join('') + '</ul>';
  }
  return { html: body + '<p class="query">' + search + '</p>', title: 'Page', lang: language, dir: language === 'en' ? 'ltr' : 'rtl', state: {}, module: 'src/app/routes/courses.tsx' };
}
`;

function webDist() {
  const root = mkdtempSync(path.join(tmpdir(), 'masar-page-cache-'));
  mkdirSync(path.join(root, 'dist'));
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(path.join(root, 'dist/index.html'), INDEX);
  writeFileSync(path.join(root, 'dist-server/entry-server.js'), RENDERER);
  return path.join(root, 'dist');
}

const page = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br, gzip', ...headers } });

/** The page's HTML, whichever encoding it came in. */
function html(res: Awaited<ReturnType<typeof page>>) {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.body;
}

async function firstCourse(app: FastifyInstance) {
  const [course] = (await app.inject({ url: '/api/Courses?sort=newest&limit=1' })).json<{ _id: string }[]>();
  return defined(course)._id;
}

describe('the page cache', () => {
  let app: FastifyInstance;
  let courseId: string;
  let admin: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp({ config: { webDist: webDist() } });
    courseId = await firstCourse(app);
    admin = (await actors(app)).admin.headers;
  });
  afterAll(() => app?.close());

  it('renders a page once: the next request is served from the cache, with the same bytes', async () => {
    const first = await page(app, `/course-details/${courseId}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    // the server's time making the page, in milliseconds: on a miss only
    expect(first.headers['server-timing']).toMatch(/^render;dur=\d+\.\d$/);
    const renders = app.pageCache.renders;
    const second = await page(app, `/course-details/${courseId}`);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers['server-timing']).toBeUndefined();
    expect(app.pageCache.renders).toBe(renders);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
      'cache-control': 'no-cache',
      vary: 'Accept, Accept-Encoding, Cookie',
    });
    expect(second.headers.etag).toMatch(/^W\/"[\w-]+"$/);
  });

  it('keeps the page compressed once: brotli, gzip and the plain page decode to the same HTML', async () => {
    const url = `/course-details/${courseId}`;
    const br = await page(app, url, { 'accept-encoding': 'br' });
    const gzip = await page(app, url, { 'accept-encoding': 'gzip, deflate' });
    const plain = await page(app, url, { 'accept-encoding': 'identity' });
    expect([br, gzip, plain].map((res) => res.headers['content-encoding'])).toEqual(['br', 'gzip', undefined]);
    expect(html(br)).toContain('<div id="root"><h1>');
    expect(html(gzip)).toBe(html(br));
    expect(html(plain)).toBe(html(br));
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(html(br)));
  });

  it('answers a revalidation with its ETag by 304', async () => {
    const url = `/course-details/${courseId}`;
    const { etag } = (await page(app, url)).headers;
    const again = await page(app, url, { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect((await page(app, url, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it('shows a published edit (title and price) on the very next page request', async () => {
    const url = `/course-details/${courseId}`;
    await page(app, url);
    expect((await page(app, url)).headers['x-page-cache']).toBe('hit');
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/courses/${courseId}`,
      headers: admin,
      payload: { title: 'A title edited just now', price: 123_400 },
    });
    expect(edit.statusCode).toBe(200);
    const next = await page(app, url);
    expect(next.headers['x-page-cache']).toBe('miss');
    expect(html(next)).toContain('<h1>A title edited just now</h1>');
    expect(html(next)).toContain('123400');
    // the catalog's pages too
    expect(html(await page(app, '/courses?sort=newest'))).toContain('<li>A title edited just now</li>');
  });

  it("shows a trainer's edited biography (not on course cards) and a new photo on the next profile request", async () => {
    const trainers = (await app.inject({ url: '/api/trainers' })).json<{ _id: string }[]>();
    const trainerId = defined(trainers[0])._id;
    expect((await page(app, `/trainers/${trainerId}`)).headers['x-page-cache']).toBe('miss');
    expect((await page(app, `/trainers/${trainerId}`)).headers['x-page-cache']).toBe('hit');

    const bio = `Bio edited at ${Date.now()}`;
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/trainers/${trainerId}`,
      headers: admin,
      payload: { bio },
    });
    expect(edit.statusCode).toBe(200);
    const next = await page(app, `/trainers/${trainerId}`);
    expect(next.headers['x-page-cache']).toBe('miss');
    expect(html(next)).toContain(bio);

    expect((await page(app, `/trainers/${trainerId}`)).headers['x-page-cache']).toBe('hit');
    const { payload, headers } = multipart(PNG, 'me.png', { type: 'image/png' });
    const photo = await app.inject({
      method: 'POST',
      url: `/api/trainers/${trainerId}/photo`,
      payload,
      headers: { ...headers, ...admin },
    });
    expect(photo.statusCode).toBe(200);
    expect((await page(app, `/trainers/${trainerId}`)).headers['x-page-cache']).toBe('miss');
  });

  it('keeps a page per language', async () => {
    const url = `/course-details/${courseId}`;
    await page(app, url);
    const english = await page(app, url, { cookie: 'lang=en' });
    expect(english.headers['x-page-cache']).toBe('miss');
    expect(html(english)).toContain('<html lang="en" dir="ltr">');
    expect((await page(app, url, { cookie: 'lang=en' })).headers['x-page-cache']).toBe('hit');
    const arabic = await page(app, url, { cookie: 'lang=ar' });
    expect(arabic.headers['x-page-cache']).toBe('hit');
    expect(html(arabic)).toContain('<html lang="ar" dir="rtl">');
    // an unknown language is the Arabic page, as the renderer decides
    expect((await page(app, url, { cookie: 'lang=xx' })).headers['x-page-cache']).toBe('hit');
  });

  it('keys the catalog by its normalized query: order, blanks and tracking tags make no new page', async () => {
    const first = await page(app, '/courses?sort=newest&category=AI&q=');
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(html(first)).toContain('<p class="query">?category=AI&sort=newest</p>');
    for (const url of ['/courses?category=AI&sort=newest', '/courses?utm_source=ad&sort=newest&category=AI&fbclid=x']) {
      expect((await page(app, url)).headers['x-page-cache'], url).toBe('hit');
    }
    expect((await page(app, '/courses?category=AI&sort=popular')).headers['x-page-cache']).toBe('miss');
  });

  it('renders /policy once for 1,000 distinct junk query strings: it reads no parameter (issue 31)', async () => {
    const first = await page(app, '/policy?first=1');
    const renders = app.pageCache.renders;
    const etags = new Set<string>();
    for (let i = 0; i < 1_000; i += 1) {
      const res = await page(app, `/policy?junk${i}=${i}&cb=${i * 7}`);
      expect(res.statusCode).toBe(200);
      etags.add(String(res.headers.etag));
    }
    expect(app.pageCache.renders).toBe(renders);
    expect([...etags]).toEqual([first.headers.etag]);
    // and the page rendered holds none of them: the markup cannot depend on what the key leaves out
    expect(html(first)).toContain('<h1>/policy</h1><p class="query"></p>');
  });

  it("keys the catalog and the trainers' list by the parameters they read; the rest are left out", async () => {
    const first = await page(app, '/courses?sort=newest&level=Beginner&junk=1');
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(html(first)).toContain('<p class="query">?level=Beginner&sort=newest</p>');
    const renders = app.pageCache.renders;
    for (const url of [
      '/courses?level=Beginner&sort=newest',
      '/courses?sort=newest&level=Beginner&other=2&session=abc',
      // the page reads the first of a repeated parameter
      '/courses?sort=newest&level=Beginner&sort=popular',
    ]) {
      expect((await page(app, url)).headers['x-page-cache'], url).toBe('hit');
    }
    expect(app.pageCache.renders).toBe(renders);
    const trainers = await page(app, '/trainers?q=Ali&specialty=tech&page=2&junk=1');
    expect(html(trainers)).toContain('<p class="query">?page=2&q=Ali&specialty=tech</p>');
    expect((await page(app, '/trainers?specialty=tech&q=Ali&page=2&x=y')).headers['x-page-cache']).toBe('hit');
  });

  it("keys a page by its path whatever its case, trailing slash or escapes (the router's match ignores them)", async () => {
    await page(app, '/policy');
    const renders = app.pageCache.renders;
    for (const url of ['/Policy', '/POLICY/', '/p%6Flicy', '/policy/?x=1']) {
      const res = await page(app, url);
      expect(res.headers['x-page-cache'], url).toBe('hit');
    }
    expect(app.pageCache.renders).toBe(renders);
  });

  it('says the page varies by Accept: an HTML request gets the rendered page, any other the plain app', async () => {
    const rendered = await page(app, '/policy');
    expect(String(rendered.headers.vary).split(/\s*,\s*/)).toEqual(['Accept', 'Accept-Encoding', 'Cookie']);
    const plain = await app.inject({ url: '/policy', headers: { accept: '*/*' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(INDEX);
    expect(plain.headers['x-page-cache']).toBeUndefined();
    expect(
      String(plain.headers.vary)
        .toLowerCase()
        .split(/\s*,\s*/),
    ).toEqual(expect.arrayContaining(['accept', 'cookie']));
  });

  it('does not keep a page left to the client (an unknown course)', async () => {
    const url = '/course-details/00000000-0000-4000-8000-000000000000';
    const renders = app.pageCache.renders;
    for (let i = 0; i < 2; i += 1) {
      const res = await page(app, url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['x-page-cache']).toBeUndefined();
    }
    expect(app.pageCache.renders).toBe(renders + 2);
  });

  it('leaves API answers and other pages alone', async () => {
    expect(
      (await app.inject({ url: '/api/Courses?limit=1', headers: { accept: 'text/html' } })).headers['x-page-cache'],
    ).toBeUndefined();
    expect((await page(app, '/login')).headers['x-page-cache']).toBeUndefined();
  });
});

/**
 * Two processes on one PostgreSQL database: this one, and server.ts started beside it, each with
 * its own page cache, pool and LISTEN connection.
 */
describe.runIf(usingPostgres())('the page cache across two processes on one PostgreSQL database', () => {
  let app: FastifyInstance;
  let other: ServerProcess | undefined;
  let courseId: string;

  beforeAll(async () => {
    const config = testConfig({ webDist: webDist() });
    const database = await postgresCopy(config);
    app = buildApp({ config, database, logger: false });
    await app.ready();
    const databaseUrl = defined(
      (database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
        .connectionString,
    );
    other = await startServerProcess({
      DATABASE_URL: databaseUrl,
      JWT_SECRET: config.jwtSecret,
      WEB_DIST: config.webDist,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    });
    courseId = await firstCourse(app);
  }, 90_000);
  afterAll(async () => {
    await other?.stop();
    await app?.close();
  });

  const otherPage = async (url: string) => {
    const res = await fetch(`${defined(other).origin}${url}`, { headers: { accept: 'text/html' } });
    return { cache: res.headers.get('x-page-cache'), html: await res.text() };
  };

  it('shows an edit made through one process on the next page request to the other', async () => {
    const url = `/course-details/${courseId}`;
    await otherPage(url);
    expect((await otherPage(url)).cache).toBe('hit');
    const admin = (await actors(app)).admin.headers;
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/courses/${courseId}`,
      headers: admin,
      payload: { title: 'Edited through the first process' },
    });
    expect(edit.statusCode).toBe(200);
    // the notification takes a round trip through PostgreSQL
    const deadline = Date.now() + 5_000;
    let shown = '';
    while (Date.now() < deadline) {
      shown = (await otherPage(url)).html;
      if (shown.includes('Edited through the first process')) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(shown).toContain('<h1>Edited through the first process</h1>');
  });
});
