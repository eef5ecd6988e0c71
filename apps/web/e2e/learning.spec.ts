import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import { apiClient, registerLearner, storeSession } from './support/learners';
import { defined } from '@masar/contracts/defined';

/**
 * Buying and learning (issue 5), in Arabic and English: a new user buys a course with the test
 * gateway, finds it in /usercourses, watches its video lecture to the end in the real player,
 * completes the other lectures, downloads the certificate and sees it on the public verification
 * page; a learner not enrolled is refused the content.
 * The seeded demo courses' videos have no files, so each run creates its course: a 2 s video
 * lecture (uploaded through the admin API; the server reads its length from the file) and text
 * lectures.
 */

const LABELS = {
  ar: {
    agree: 'قرأت شروط الشراء وأوافق عليها.',
    payNow: 'ادفع الآن',
    card: 'رقم البطاقة',
    pay: 'ادفع',
    myCourses: 'دوراتي',
    start: 'ابدأ التعلّم',
    markDone: 'علّمها مكتملة',
    next: 'المحاضرة التالية',
    certificate: 'تنزيل الشهادة',
    verify: 'اعرض صفحة التحقق من الشهادة',
    valid: 'شهادة صالحة',
    forbidden: 'هذا المحتوى متاح للمشتركين في الدورة فقط',
    buy: 'اشترك في هذه الدورة',
    outline: 'محتوى الدورة',
    completed: 'مكتملة',
    watched: 'شاهدت هذه المحاضرة.',
  },
  en: {
    agree: 'I have read and accept the terms of purchase.',
    payNow: 'Pay now',
    card: 'Card number',
    pay: 'Pay',
    myCourses: 'My courses',
    start: 'Start learning',
    markDone: 'Mark as done',
    next: 'Next lecture',
    certificate: 'Download certificate',
    verify: "View the certificate's public page",
    valid: 'Valid certificate',
    forbidden: 'This content is for learners enrolled in the course',
    buy: 'Enrol in this course',
    outline: 'Course outline',
    completed: 'Completed',
    watched: 'You have watched this lecture.',
  },
} as const;

async function bearer(api: APIRequestContext, credentials: { email: string; password: string }) {
  const login = await api.post('/api/auth/login', { data: credentials });
  expect(login.ok(), await login.text()).toBeTruthy();
  return (await login.json()) as { accessToken: string; refreshToken: string; user: unknown };
}

/** VP8 whose Segment Info says 1.899 s: the lecture becomes 2 s long, its last partial second counts. */
const VIDEO = readFileSync(new URL('./fixtures/two-seconds.webm', import.meta.url));

/**
 * A published, paid course made through the admin API: optionally a video lecture first (its file
 * uploaded; the admin typed 10 minutes, the file's 2 s win), then `lectures` text lectures
 * (completed by "mark done").
 */
async function createCourse(api: APIRequestContext, lang: 'ar' | 'en', lectures: number, { video = false } = {}) {
  const { accessToken } = await bearer(api, e2eAdmin);
  const headers = { authorization: `Bearer ${accessToken}` };
  const post = async (url: string, data: object) => {
    const response = await api.post(url, { headers, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBeTruthy();
    return (await response.json()) as { _id: string };
  };
  const title = `${lang === 'ar' ? 'دورة الرحلة' : 'Journey course'} ${Date.now()}`;
  const course = await post('/api/Courses', {
    title,
    category: 'Programming',
    level: 'Beginner',
    language: lang,
    price: 25_000,
  });
  const unit = await post(`/api/courses/${course._id}/units`, { title: 'Unit 1' });
  const section = await post(`/api/units/${unit._id}/sections`, { title: 'Section 1' });
  if (video) {
    const lecture = await post(`/api/sections/${section._id}/lectures`, {
      title: 'Video lecture',
      kind: 'video',
      durationSeconds: 600,
    });
    const upload = await api.post(`/api/lectures/${lecture._id}/video`, {
      headers,
      multipart: { file: { name: 'lecture.webm', mimeType: 'video/webm', buffer: VIDEO } },
    });
    expect(upload.ok(), await upload.text()).toBeTruthy();
    expect(await upload.json()).toMatchObject({ contentType: 'video/webm', url: null, durationSeconds: 2 });
  }
  for (let n = 1; n <= lectures; n += 1)
    await post(`/api/sections/${section._id}/lectures`, {
      title: `Lecture ${n}`,
      kind: 'text',
      body: `Text of lecture ${n}.`,
    });
  const publish = await api.patch(`/api/courses/${course._id}`, { headers, data: { status: 'published' } });
  expect(publish.ok(), await publish.text()).toBeTruthy();
  return { id: course._id, title };
}

/** Signs up a fresh learner through the API and stores the session as the app does. */
async function newLearner(page: Page, lang: 'ar' | 'en') {
  const session = await registerLearner({
    firstName: lang === 'ar' ? 'ليلى' : 'Layla',
    lastName: lang === 'ar' ? 'فتحي' : 'Fathy',
    email: `learner-${lang}-${Date.now()}@example.com`,
    password: 'Learner-Journey-2026',
    language: lang,
  });
  await storeSession(page, session, lang);
}

for (const lang of ['ar', 'en'] as const) {
  test.describe(`buying and learning (${lang})`, () => {
    test.describe.configure({ timeout: 90_000 });
    const t = LABELS[lang];

    test('a new user buys a course with the test gateway, completes it and verifies the certificate', async ({
      page,
    }) => {
      const api = await apiClient();
      const course = await createCourse(api, lang, 2, { video: true });
      await api.dispose();
      await newLearner(page, lang);

      await page.goto(`/payment?course=${course.id}`);
      // the first visit loads the page's chunk and translations: slow on a busy machine
      await expect(page.getByText(course.title)).toBeVisible({ timeout: 15_000 });
      await page.getByRole('checkbox', { name: t.agree }).check();
      await page.getByRole('button', { name: t.payNow }).click();
      await expect(page).toHaveURL(/gateway=test/);
      const goodCard = defined(await page.locator('.font-mono').first().textContent()).trim();
      await page.getByRole('textbox', { name: t.card }).fill(goodCard);
      await page.getByRole('button', { name: t.pay, exact: true }).click();

      await expect(page).toHaveURL(/\/payment-success$/);
      await expect(page.getByRole('heading', { level: 1, name: t.myCourses })).toBeVisible();
      await page.goto('/usercourses');
      const card = page.locator('article').filter({ hasText: course.title });
      await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
      const mediaUrl = page.waitForResponse((r) => /\/api\/lectures\/[^/]+\/media-url$/.test(r.url()) && r.ok());
      await card.getByRole('link', { name: t.start }).click();

      // the video lecture: a short-lived signed URL that answers byte ranges
      const media = (await (await mediaUrl).json()) as { url: string; expiresAt: string; contentType: string };
      expect(media).toMatchObject({
        url: expect.stringMatching(/^\/api\/media\/[\w-]{10,}$/),
        contentType: 'video/webm',
      });
      const lifetime = Date.parse(media.expiresAt) - Date.now();
      expect(lifetime).toBeGreaterThan(0);
      expect(lifetime).toBeLessThanOrEqual(10 * 60 * 1000); // MEDIA_URL_TTL_SECONDS, 600 by default
      const video = page.locator('video');
      await expect(video).toHaveAttribute('src', media.url);
      const range = await page.request.get(media.url, { headers: { Range: 'bytes=0-99' } });
      expect(range.status()).toBe(206);
      expect(range.headers()['content-range']).toBe(`bytes 0-99/${VIDEO.length}`);
      expect((await range.body()).equals(VIDEO.subarray(0, 100))).toBe(true);

      // played to the end in the real player (muted, started by the page): the server counts it
      const watched = page.waitForResponse(
        async (r) =>
          /\/api\/lectures\/[^/]+\/progress$/.test(r.url()) &&
          r.request().method() === 'POST' &&
          r.ok() &&
          ((await r.json()) as { completed?: boolean }).completed === true,
        { timeout: 15_000 },
      );
      await video.evaluate(async (element: HTMLVideoElement) => {
        element.muted = true;
        await element.play();
      });
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.ended), { timeout: 10_000 })
        .toBe(true);
      expect(await (await watched).json()).toMatchObject({ completed: true, watchedSeconds: 2, courseProgress: 33 });
      const outline = page.getByRole('navigation', { name: t.outline });
      await expect(
        outline.getByRole('link', { name: /Video lecture/ }).getByRole('img', { name: t.completed, exact: true }),
      ).toBeVisible();
      await expect(page.getByText(t.watched)).toBeVisible();
      await expect(page.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '33');

      await page.getByRole('link', { name: t.next }).click();
      await page.getByRole('button', { name: t.markDone }).click();
      await page.getByRole('link', { name: t.next }).click();
      await page.getByRole('button', { name: t.markDone }).click();
      await expect(page.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '100');

      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: t.certificate }).click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

      await page.getByRole('link', { name: t.verify }).click();
      await expect(page.getByText(t.valid)).toBeVisible();
      await expect(page.getByText(course.title)).toBeVisible();
    });

    test('a learner who is not enrolled is refused the content', async ({ page }) => {
      const api = await apiClient();
      const course = await createCourse(api, lang, 1);
      await api.dispose();
      await newLearner(page, lang);
      await page.goto(`/course-overview/${course.id}`);
      await expect(page.getByRole('alert')).toContainText(t.forbidden);
      await expect(page.getByRole('link', { name: t.buy })).toHaveAttribute('href', `/payment?course=${course.id}`);
    });
  });
}
