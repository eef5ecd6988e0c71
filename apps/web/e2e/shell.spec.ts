import { expect, test, type Page } from '@playwright/test';
import { actAs, hydrated } from './support/pages';

// The app shell as a visitor meets it: Arabic first, right-to-left, real demo data,
// every guard of SPEC section 2, the not-found page and the language switch.

function collectCspViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply)/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

test('opens in Arabic, right-to-left, with the demo courses and no CSP violation', async ({ page }) => {
  const violations = collectCspViolations(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the language switch turns the app to English and is remembered', async ({ page }) => {
  await page.goto('/');
  // a server-rendered page's scripts start after its first paint (decision 018)
  const english = page.getByRole('button', { name: /English/ }).first();
  await hydrated(english);
  await english.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/no-such-page');
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await page
    .getByRole('button', { name: /العربية/ })
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('unknown pages show Page Not Found; unknown API paths answer JSON 404', async ({ page, request }) => {
  await page.goto('/anything-else');
  await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await page.goto('/not-found');
  await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();

  const missing = await request.get('/api/nope');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toContain('application/json');
  expect(await missing.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND', message: expect.any(String) });
});

test('GET /api/Courses and /api/courses return the same published courses', async ({ request }) => {
  const upper = await request.get('/api/Courses');
  const lower = await request.get('/api/courses');
  expect(upper.status()).toBe(200);
  const courses = await upper.json();
  expect(Array.isArray(courses)).toBe(true);
  expect(courses.length).toBeGreaterThanOrEqual(12);
  for (const course of courses) expect(typeof course._id).toBe('string');
  expect(await lower.json()).toEqual(courses);
});

test('signed-out visitors are guarded', async ({ page }) => {
  for (const path of ['/usercourses', '/payment', '/profile']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login/);
  }
  await page.goto('/payment-success');
  await expect(page).toHaveURL(/\/$/);
  for (const path of [
    '/dashboard',
    '/dashboard/users',
    '/dashboard/courses',
    '/dashboard/trainers',
    '/dashboard/moodle-courses',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/not-found$/);
  }
  for (const path of [
    '/login',
    '/signup',
    '/forgot-password',
    '/courses',
    '/policy',
    '/termsofservices',
    '/moodle',
    '/career',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('signed-in learners leave guest pages and stay out of the admin area', async ({ page }) => {
  await actAs(page, 'learner');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/not-found$/);
  await page.goto('/payment-success');
  await expect(page).toHaveURL(/\/payment-success$/);
});

test('admins reach the dashboard and are sent away from /payment-success', async ({ page }) => {
  await actAs(page, 'admin');
  for (const path of ['/dashboard', '/dashboard/users', '/dashboard/moodle-courses']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto('/payment-success');
  await expect(page).toHaveURL(/\/$/);
});

test('a page chunk that fails to load reloads once, then offers a retry', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the scripts the page loads once painted (decision 018) are in before the list is taken
  await hydrated(page.getByRole('button', { name: /English/ }).first());
  const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)));
  // leave the home page first: a chunk it still wanted (below the fold) would fail too and reload it,
  // which aborts the navigation below
  await page.goto('about:blank');
  let blocked = 0;
  await page.route('**/static/js/**', (route) => {
    if (loaded.has(route.request().url())) return route.continue();
    blocked += 1;
    return route.abort();
  });
  const policyLoads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/policy') policyLoads.push(request.url());
  });
  // The page reloads itself when the chunk fails, which aborts a navigation still waiting for
  // 'load': wait only for the first document, then for what the reloaded page shows.
  await page.goto('/policy', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible({ timeout: 15_000 });
  // the first load and exactly one reload
  expect(policyLoads).toHaveLength(2);
  expect(blocked).toBeGreaterThanOrEqual(2);
  await page.unroute('**/static/js/**');
  await page.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
