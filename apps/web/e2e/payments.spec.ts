import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import { apiClient, registerLearner, storeSession } from './support/learners';
import { blockingAxeFindings } from './support/gates/axe';
import { defined } from '@masar/contracts/defined';

/**
 * One payment per course (issue 16), in Arabic and English, with the test gateway: a double-clicked
 * "Pay now" and "Pay" leave one paid order; a declined card shows the order's state and a "Try
 * again" that starts a fresh checkout; a closed order's card page, reopened, shows its state and
 * never a card form.
 */

const LABELS = {
  ar: {
    agree: 'قرأت شروط الشراء وأوافق عليها.',
    agreeRequired: 'وافق على شروط الشراء لتتمكن من المتابعة.',
    payNow: 'ادفع الآن',
    card: 'رقم البطاقة',
    pay: 'ادفع',
    testCards: 'بطاقات الاختبار',
    useDeclining: 'استخدم البطاقة التي يُرفض الدفع بها',
    retry: 'حاول مرة أخرى',
    goToCourse: 'انتقل إلى الدورة',
    myCourses: 'دوراتي',
    failed: (title: string) => `فشل الدفع لدورة «${title}».`,
  },
  en: {
    agree: 'I have read and accept the terms of purchase.',
    agreeRequired: 'Accept the terms of purchase to continue.',
    payNow: 'Pay now',
    card: 'Card number',
    pay: 'Pay',
    testCards: 'Test cards',
    useDeclining: 'Use the card that is declined',
    retry: 'Try again',
    goToCourse: 'Go to the course',
    myCourses: 'My courses',
    failed: (title: string) => `The payment for “${title}” failed.`,
  },
} as const;

const DECLINED = '4000 0000 0000 0002';

/** A published paid course with one text lecture, made through the admin API. */
async function createCourse(api: APIRequestContext, lang: 'ar' | 'en') {
  const login = await api.post('/api/auth/login', { data: e2eAdmin });
  expect(login.ok(), await login.text()).toBeTruthy();
  const headers = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  const post = async (url: string, data: object) => {
    const response = await api.post(url, { headers, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBeTruthy();
    return (await response.json()) as { _id: string };
  };
  const title = `${lang === 'ar' ? 'دورة الدفع' : 'Payment course'} ${Date.now()}`;
  const course = await post('/api/Courses', {
    title,
    category: 'Programming',
    level: 'Beginner',
    language: lang,
    price: 29_000,
  });
  const unit = await post(`/api/courses/${course._id}/units`, { title: 'Unit 1' });
  const section = await post(`/api/units/${unit._id}/sections`, { title: 'Section 1' });
  await post(`/api/sections/${section._id}/lectures`, { title: 'Lecture 1', kind: 'text', body: 'Text.' });
  const publish = await api.patch(`/api/courses/${course._id}`, { headers, data: { status: 'published' } });
  expect(publish.ok(), await publish.text()).toBeTruthy();
  return { id: course._id, title };
}

/** Signs up a fresh learner through the API, stores the session as the app does; answers their token. */
async function newLearner(page: Page, lang: 'ar' | 'en') {
  const session = await registerLearner({
    firstName: lang === 'ar' ? 'سارة' : 'Sara',
    lastName: lang === 'ar' ? 'علي' : 'Ali',
    email: `payer-${lang}-${Date.now()}@example.com`,
    password: 'Payer-Journey-2026',
    language: lang,
  });
  await storeSession(page, session, lang);
  return session.accessToken;
}

/** The learner's orders for one course, as the API lists them. */
async function ordersFor(token: string, courseId: string) {
  const api = await apiClient();
  const response = await api.get('/api/orders', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBeTruthy();
  const orders = ((await response.json()) as Array<{ _id: string; courseId: string; status: string }>).filter(
    (o) => o.courseId === courseId,
  );
  await api.dispose();
  return orders;
}

async function openCheckout(page: Page, course: { id: string; title: string }, t: (typeof LABELS)['ar' | 'en']) {
  await page.goto(`/payment?course=${course.id}`);
  // the first visit loads the page's chunk and translations: slow on a busy machine
  await expect(page.getByText(course.title)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('checkbox', { name: t.agree }).check();
}

for (const lang of ['ar', 'en'] as const) {
  test.describe(`one payment per course (${lang})`, () => {
    test.describe.configure({ timeout: 60_000 });
    const t = LABELS[lang];

    test('a double-clicked "Pay now" and "Pay" leave one paid order', async ({ page }) => {
      const api = await apiClient();
      const course = await createCourse(api, lang);
      await api.dispose();
      const token = await newLearner(page, lang);

      await openCheckout(page, course, t);
      await page.getByRole('button', { name: t.payNow }).dblclick();
      await expect(page).toHaveURL(/gateway=test/);
      const goodCard = defined(await page.locator('.font-mono').first().textContent()).trim();
      await page.getByRole('textbox', { name: t.card }).fill(goodCard);
      await page.getByRole('button', { name: t.pay, exact: true }).dblclick();
      await expect(page).toHaveURL(/\/payment-success$/);
      await expect(page.getByRole('heading', { level: 1, name: t.myCourses })).toBeVisible();

      const orders = await ordersFor(token, course.id);
      expect(orders.map((o) => o.status)).toEqual(['paid']);
    });

    test('"Pay now" before the terms says why; the card page lists its test cards apart, beside the card form on a wide screen', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      const api = await apiClient();
      const course = await createCourse(api, lang);
      await api.dispose();
      await newLearner(page, lang);

      await page.goto(`/payment?course=${course.id}`);
      await expect(page.getByText(course.title)).toBeVisible({ timeout: 15_000 });
      await page.getByRole('button', { name: t.payNow }).click();
      const terms = page.getByRole('checkbox', { name: t.agree });
      await expect(terms).toBeFocused();
      await expect(terms).toHaveAccessibleDescription(t.agreeRequired);
      await expect(page).not.toHaveURL(/gateway=test/);
      await terms.check();
      await expect(page.getByText(t.agreeRequired)).toHaveCount(0);
      await page.getByRole('button', { name: t.payNow }).click();
      await expect(page).toHaveURL(/gateway=test/);

      const cards = page.getByRole('region', { name: t.testCards });
      await expect(cards.getByRole('listitem')).toHaveCount(2);
      const form = page.locator('form').filter({ has: page.getByRole('textbox', { name: t.card }) });
      const formBox = defined(await form.boundingBox());
      const cardsBox = defined(await cards.boundingBox());
      // two columns side by side that use the page's width (the form alone left half of it empty)
      expect(Math.abs(formBox.y - cardsBox.y)).toBeLessThan(2);
      expect(formBox.width + cardsBox.width).toBeGreaterThan(1000);
      await cards.getByRole('button', { name: t.useDeclining }).click();
      await expect(page.getByRole('textbox', { name: t.card })).toHaveValue(DECLINED);
      await expect(page.getByRole('textbox', { name: t.card })).toBeFocused();
      expect(await blockingAxeFindings(page, `${lang} test gateway card page`)).toEqual([]);
    });

    test('a declined card shows the state and "Try again" starts a fresh checkout; closed orders reopen as their state', async ({
      page,
    }) => {
      const api = await apiClient();
      const course = await createCourse(api, lang);
      await api.dispose();
      const token = await newLearner(page, lang);

      await openCheckout(page, course, t);
      await page.getByRole('button', { name: t.payNow }).click();
      await expect(page).toHaveURL(/gateway=test/);
      const declinedUrl = page.url();
      await page.getByRole('textbox', { name: t.card }).fill(DECLINED);
      await page.getByRole('button', { name: t.pay, exact: true }).click();
      await expect(page.getByRole('alert')).toContainText(t.failed(course.title));
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      expect(await blockingAxeFindings(page, `${lang} declined payment`)).toEqual([]);

      await page.getByRole('button', { name: t.retry }).click();
      await expect(page).not.toHaveURL(declinedUrl);
      await expect(page).toHaveURL(/gateway=test/);
      const paidUrl = page.url();
      const goodCard = defined(await page.locator('.font-mono').first().textContent()).trim();
      await page.getByRole('textbox', { name: t.card }).fill(goodCard);
      await page.getByRole('button', { name: t.pay, exact: true }).click();
      await expect(page).toHaveURL(/\/payment-success$/);

      // the declined order, reopened: its state and a way to try again, no card form
      await page.goto(declinedUrl);
      await expect(page.getByRole('alert')).toContainText(t.failed(course.title));
      await expect(page.getByRole('button', { name: t.retry })).toBeVisible();
      await expect(page.getByRole('textbox', { name: t.card })).toHaveCount(0);
      // the paid one: the way to the course
      await page.goto(paidUrl);
      await expect(page.getByRole('link', { name: t.goToCourse })).toHaveAttribute(
        'href',
        `/course-overview/${course.id}`,
      );
      await expect(page.getByRole('textbox', { name: t.card })).toHaveCount(0);
      expect(await blockingAxeFindings(page, `${lang} reopened paid order`)).toEqual([]);

      const orders = await ordersFor(token, course.id);
      expect(orders.map((o) => o.status).sort()).toEqual(['failed', 'paid']);
    });
  });
}
