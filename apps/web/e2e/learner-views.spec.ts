import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import { apiClient, registerLearner, storeSession } from './support/learners';
import { hydrated } from './support/pages';
import { defined } from '@masar/contracts/defined';

/**
 * What learners expect around the loop (issue 16, section 4), in Arabic and English: "continue
 * learning" on the home page after a lecture, the enrolled badge on the catalog card, the course
 * page's reviews with their star distribution, and my courses' image placeholder.
 */

const LABELS = {
  ar: {
    markDone: 'علّمها مكتملة',
    continueTitle: 'تابع التعلّم',
    lastLecture: 'آخر محاضرة: Lecture 1',
    enrolled: /مشترك · 50/,
    reviews: 'آراء المتعلمين',
    distribution: 'توزيع التقييمات',
    more: 'عرض المزيد من الآراء',
    myCourses: 'دوراتي',
  },
  en: {
    markDone: 'Mark as done',
    continueTitle: 'Continue learning',
    lastLecture: 'Last lecture: Lecture 1',
    enrolled: 'Enrolled · 50%',
    reviews: 'Learner reviews',
    distribution: 'Rating distribution',
    more: 'Show more reviews',
    myCourses: 'My courses',
  },
} as const;

async function post(api: APIRequestContext, url: string, data: object, token: string, method: 'post' | 'put' = 'post') {
  const response = await api[method](url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as { _id: string };
}

/** A free published course (a checkout enrols at once) of two text lectures, made through the admin API. */
async function createFreeCourse(api: APIRequestContext, lang: 'ar' | 'en') {
  const login = await api.post('/api/auth/login', { data: e2eAdmin });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const title = `${lang === 'ar' ? 'دورة المتابعة' : 'Follow-up course'} ${Date.now()}`;
  const course = await post(
    api,
    '/api/Courses',
    { title, category: 'Design', level: 'Beginner', language: lang, price: 0 },
    accessToken,
  );
  const unit = await post(api, `/api/courses/${course._id}/units`, { title: 'Unit 1' }, accessToken);
  const section = await post(api, `/api/units/${unit._id}/sections`, { title: 'Section 1' }, accessToken);
  for (const n of [1, 2])
    await post(
      api,
      `/api/sections/${section._id}/lectures`,
      { title: `Lecture ${n}`, kind: 'text', body: `Text of lecture ${n}.` },
      accessToken,
    );
  const publish = await api.patch(`/api/courses/${course._id}`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { status: 'published' },
  });
  expect(publish.ok(), await publish.text()).toBeTruthy();
  return { id: course._id, title };
}

/** A new learner enrolled in the course (free checkout), through a client of its own: a client that holds cookies needs the CSRF pair. */
async function enrolledLearner(courseId: string, n: number, review?: { rating: number; comment: string }) {
  const session = await registerLearner({
    firstName: `Reviewer${n}`,
    lastName: 'Test',
    email: `views-${Date.now()}-${n}@example.com`,
    password: 'Learner-Views-2026',
    language: 'en',
  });
  const api = await apiClient();
  await post(api, '/api/checkout', { courseId, provider: 'test' }, session.accessToken);
  if (review) await post(api, `/api/courses/${courseId}/review`, review, session.accessToken, 'put');
  await api.dispose();
  return session;
}

for (const lang of ['ar', 'en'] as const) {
  test.describe(`learner views (${lang})`, () => {
    test.describe.configure({ timeout: 90_000 });
    const t = LABELS[lang];

    test('after a lecture: continue learning on the home page, the enrolled badge in the catalog, the image in my courses', async ({
      page,
    }) => {
      const api = await apiClient();
      const course = await createFreeCourse(api, lang);
      await api.dispose();
      const session = await enrolledLearner(course.id, 0);
      await storeSession(page, session, lang);

      await page.goto(`/course-overview/${course.id}`);
      await page.getByRole('button', { name: t.markDone }).click();
      await expect(page.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '50');

      await page.goto('/');
      const strip = page.locator('section').filter({ has: page.getByRole('heading', { name: t.continueTitle }) });
      const item = strip.getByRole('listitem').filter({ hasText: course.title });
      await expect(item).toContainText(t.lastLecture, { timeout: 15_000 });
      await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
      await item
        .getByRole('link', { name: new RegExp(course.title) })
        .last()
        .click();
      await expect(page).toHaveURL(new RegExp(`/course-overview/${course.id}$`));

      await page.goto(`/courses?q=${encodeURIComponent(course.title)}`);
      const card = page
        .locator('main li')
        .filter({ has: page.getByRole('heading', { name: course.title }) })
        .last();
      await expect(card.getByText(t.enrolled)).toBeVisible({ timeout: 15_000 });

      await page.goto('/usercourses');
      await expect(page.getByRole('heading', { level: 1, name: t.myCourses })).toBeVisible();
      const mine = page.locator('article').filter({ hasText: course.title });
      const placeholder = mine.locator('[data-placeholder]');
      await expect(placeholder).toBeVisible();
      expect(await placeholder.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('gradient');
      await expect(placeholder.locator('svg')).toBeVisible();
    });

    test('the course page lists its reviews, newest first, with the star distribution', async ({ page }) => {
      const api = await apiClient();
      const course = await createFreeCourse(api, lang);
      await api.dispose();
      const ratings = [5, 4, 5, 2, 5, 1];
      for (const [n, rating] of ratings.entries())
        await enrolledLearner(course.id, n, { rating, comment: `Review number ${n}` });
      await page.addInitScript((lang) => localStorage.setItem('lang', lang), lang);
      await page.context().addCookies([{ name: 'lang', value: lang, url: defined(test.info().project.use.baseURL) }]);

      await page.goto(`/course-details/${course.id}`);
      const section = page.locator('section#reviews');
      await expect(section.getByRole('heading', { name: t.reviews })).toBeVisible();
      const rows = section.getByRole('list', { name: t.distribution }).getByRole('listitem');
      await expect(rows).toHaveCount(5);
      await expect(rows.nth(0)).toHaveAttribute('data-count', '3');
      await expect(rows.nth(1)).toHaveAttribute('data-count', '1');
      await expect(rows.nth(2)).toHaveAttribute('data-count', '0');
      await expect(rows.nth(4)).toHaveAttribute('data-count', '1');
      const list = section.getByRole('list', { name: t.reviews });
      await expect(list.getByRole('listitem')).toHaveCount(5);
      await expect(list.getByRole('listitem').first()).toContainText('Review number 5');
      // the course page is rendered on the server: a click before React hydrates it does nothing
      const more = section.getByRole('button', { name: t.more });
      await hydrated(more);
      await more.click();
      await expect(list.getByRole('listitem')).toHaveCount(6);
      await expect(list.getByRole('listitem').last()).toContainText('Review number 0');
      await expect(section.getByRole('button', { name: t.more })).toHaveCount(0);
    });
  });
}
