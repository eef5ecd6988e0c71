/**
 * The public pages come rendered from the server (docs/decisions/007): readable without
 * JavaScript, then hydrated by the app without a mismatch (React reports one as a console error or
 * an uncaught error, and would throw the server's markup away), in the language the visitor keeps.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { actAs } from './support/pages';
import { defined } from '@masar/contracts/defined';

type TLang = 'ar' | 'en';

/** The visitor's language as the app keeps it: in storage, mirrored in the `lang` cookie. */
async function useLanguage(context: BrowserContext, page: Page, lang: TLang, baseURL: string) {
  await actAs(page, 'guest', lang);
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
}

/** Console errors and uncaught errors, and whether the server's <main> was ever removed from the page. */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { mainReplaced?: boolean };
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches('main') || node.querySelector('main'))) w.mainReplaced = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return problems;
}

/** Waits for the app to have hydrated the page: the menu button then works. */
async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle');
  const menu = page.locator('header button[aria-controls="mobile-menu"]');
  await page.setViewportSize({ width: 400, height: 800 });
  await expect(async () => {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

/**
 * Whether the page's scripts were all requested once its content had painted (plugins/ssr.ts
 * starts them then, so neither their download nor hydration delays that paint).
 */
async function scriptsAfterFirstPaint(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/static/js/'));
    return paint !== undefined && scripts.length > 0 && scripts.every((entry) => entry.startTime >= paint.startTime);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the catalog shows its courses, in Arabic by default and in English by the cookie', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/courses');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle('الدورات | مسار');
    await expect(page.getByRole('heading', { level: 1, name: 'الدورات' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('list').first().locator(':scope > li');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(1);
    await expect(cards.first().getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/course-details\//);
    await expect(page.getByRole('status').filter({ hasText: /متاحة|متاحتان/ })).toBeVisible();

    await context.addCookies([{ name: 'lang', value: 'en', url: defined(baseURL) }]);
    await page.goto('/courses');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('status').filter({ hasText: /^\d+ courses? available$/ })).toBeVisible();
  });

  test('a course page shows the course', async ({ page }) => {
    const course = defined(
      ((await (await page.request.get('/api/Courses?limit=1')).json()) as { _id: string; title: string }[])[0],
      'a published course',
    );
    await page.goto(`/course-details/${course._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
  });
});

for (const lang of ['ar', 'en'] as const) {
  test(`the public pages hydrate without a mismatch (${lang})`, async ({ page, context, baseURL }) => {
    const course = defined(
      ((await (await page.request.get('/api/Courses?limit=1')).json()) as { _id: string }[])[0],
      'a published course',
    );
    await useLanguage(context, page, lang, defined(baseURL));
    const problems = await watch(page);
    for (const path of ['/', '/courses', `/course-details/${course._id}`, '/courses?category=AI&sort=newest']) {
      await page.goto(path);
      // rendered on the server, in the visitor's language
      await expect(page.locator('#ssr-state')).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await hydrated(page);
      expect(
        await page.evaluate(() => (window as unknown as { mainReplaced?: boolean }).mainReplaced ?? false),
        path,
      ).toBe(false);
      expect(await scriptsAfterFirstPaint(page), path).toBe(true);
      await page.setViewportSize({ width: 1280, height: 720 });
    }
    expect(problems).toEqual([]);
  });
}

test('a stored language the cookie does not know yet: the page is rendered in the browser, the next one on the server', async ({
  page,
}) => {
  await actAs(page, 'guest', 'en');
  const problems = await watch(page);
  await page.goto('/courses');
  // the server rendered Arabic (no cookie); the app renders the stored English and keeps it in the cookie
  await expect(page.getByRole('status').filter({ hasText: /^\d+ courses? available$/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
  await page.goto('/courses');
  await expect(page.locator('#ssr-state')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await hydrated(page);
  expect(problems).toEqual([]);
});

test('a signed-in visitor: the guest page hydrates, then shows the account menu and asks for the course as the visitor', async ({
  page,
  context,
  baseURL,
}) => {
  const course = defined(
    ((await (await page.request.get('/api/Courses?limit=1')).json()) as { _id: string }[])[0],
    'a published course',
  );
  await useLanguage(context, page, 'ar', defined(baseURL));
  await actAs(page, 'learner', 'ar');
  const problems = await watch(page);
  const asked = page.waitForRequest(
    (request) => request.url().endsWith(`/api/Courses/${course._id}`) && Boolean(request.headers().authorization),
  );
  await page.goto(`/course-details/${course._id}`);
  await expect(page.locator('#ssr-state')).toHaveCount(1);
  await asked;
  await expect(page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { mainReplaced?: boolean }).mainReplaced ?? false)).toBe(
    false,
  );
  expect(problems).toEqual([]);
});

test('hydration formats no number or date itself: the page carries the strings the server formatted', async ({
  page,
  context,
  baseURL,
}) => {
  const course = defined(
    ((await (await page.request.get('/api/Courses?limit=1')).json()) as { _id: string }[])[0],
    'a published course',
  );
  await useLanguage(context, page, 'ar', defined(baseURL));
  const problems = await watch(page);
  // every Intl number, date or list formatter the page builds (the first one costs tens of milliseconds)
  await page.addInitScript(() => {
    const built: string[] = [];
    (window as unknown as { intlBuilt: string[] }).intlBuilt = built;
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const name of ['NumberFormat', 'DateTimeFormat', 'ListFormat']) {
      const original = intl[name];
      if (!original) continue;
      intl[name] = new Proxy(original, {
        construct(target, args: unknown[]) {
          built.push(`${name} ${JSON.stringify(args)}`);
          return Reflect.construct(target, args);
        },
      });
    }
  });
  for (const path of ['/courses', `/course-details/${course._id}`]) {
    await page.goto(path);
    await hydrated(page);
    // the prices, counts and durations are on the page, formatted as Arabic text
    await expect(page.getByRole('main')).toContainText('ج.م');
    expect(await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt), path).toEqual([]);
  }
  expect(problems).toEqual([]);
});
