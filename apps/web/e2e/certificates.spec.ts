import { expect, request, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import { blockingAxeFindings } from './support/gates/axe';
import { actAs } from './support/pages';
import { defined } from '@masar/contracts/defined';

/**
 * Revoking a certificate (PRODUCT.md section 4): an admin finds a learner's certificate on
 * /dashboard/certificates, on a phone-sized screen in Arabic, revokes it with a reason, and its
 * public verification page says revoked with the date at once; restored, it is valid again.
 * The certificate is earned through the API: a free course with one text lecture, completed.
 */

async function json<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** A cookie-less client, like any API consumer: its first request needs no CSRF pair. */
async function withClient<T>(run: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    return await run(api);
  } finally {
    await api.dispose();
  }
}

async function earnCertificate() {
  const login = await withClient(async (api) =>
    json<{ accessToken: string }>(await api.post('/api/auth/login', { data: e2eAdmin })),
  );
  const admin = { authorization: `Bearer ${login.accessToken}` };
  const email = `certified-${Date.now()}@example.com`;
  const learner = await withClient(async (api) =>
    json<{ accessToken: string }>(
      await api.post('/api/auth/register', {
        data: {
          firstName: 'سلمى',
          lastName: 'عادل',
          email,
          password: 'Learner-Certified-2026',
          acceptTerms: true,
          language: 'ar',
        },
      }),
    ),
  );
  const me = { authorization: `Bearer ${learner.accessToken}` };
  const title = `دورة الشهادة ${Date.now()}`;
  return withClient(async (api) => {
    const post = async <T>(url: string, headers: Record<string, string>, data?: object) =>
      json<T>(await api.post(url, { headers, ...(data ? { data } : {}) }));
    const course = await post<{ _id: string }>('/api/Courses', admin, {
      title,
      category: 'Programming',
      level: 'Beginner',
      language: 'ar',
      price: 0,
    });
    const unit = await post<{ _id: string }>(`/api/courses/${course._id}/units`, admin, { title: 'Unit' });
    const section = await post<{ _id: string }>(`/api/units/${unit._id}/sections`, admin, { title: 'Section' });
    const lecture = await post<{ _id: string }>(`/api/sections/${section._id}/lectures`, admin, {
      title: 'Lecture',
      kind: 'text',
      body: 'Read me.',
    });
    await json(await api.patch(`/api/courses/${course._id}`, { headers: admin, data: { status: 'published' } }));
    // a free course enrols at once; its one lecture done, the certificate is issued
    await post('/api/checkout', me, { courseId: course._id });
    const done = await post<{ certificateCode: string | null }>(`/api/lectures/${lecture._id}/complete`, me);
    expect(done.certificateCode).toMatch(/^[A-Z2-7]{26}$/);
    return { code: defined(done.certificateCode), title };
  });
}

test('an admin revokes a certificate on a phone, its public page says revoked at once, and restores it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { code, title } = await earnCertificate();

  await page.setViewportSize({ width: 390, height: 844 });
  await actAs(page, 'admin', 'ar');
  // the public page first: valid (and, since the page never shows a copy, it cannot stay so)
  await page.goto(`/certificates/${code}`);
  await expect(page.getByText('شهادة صالحة')).toBeVisible({ timeout: 15_000 });

  await page.goto(`/dashboard/certificates?q=${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'الشهادات' })).toBeVisible({ timeout: 15_000 });
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('صالحة', { exact: true })).toBeVisible();
  // nothing but the table itself scrolls sideways on a 390 px screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // the filled table and the dialog pass axe too (the page list's pass sees an empty list)
  expect(await blockingAxeFindings(page, 'ar /dashboard/certificates (rows)')).toEqual([]);

  await row.getByRole('button', { name: /^إلغاء الشهادة/ }).click();
  const dialog = page.getByRole('dialog', { name: 'إلغاء هذه الشهادة؟' });
  await expect(dialog.getByLabel('السبب (اختياري)')).toBeFocused();
  expect(await blockingAxeFindings(page, 'ar /dashboard/certificates (revoke dialog)')).toEqual([]);
  await dialog.getByLabel('السبب (اختياري)').fill('صدرت بالخطأ');
  await dialog.getByRole('button', { name: 'ألغِ الشهادة' }).click();
  await expect(page.getByText('أُلغيت شهادة').first()).toBeVisible();
  await expect(row.getByText('ملغاة', { exact: true })).toBeVisible();
  await expect(row.getByText('صدرت بالخطأ')).toBeVisible();

  // the code links to the public page, which says revoked with today's date and not the reason
  await row.getByRole('link', { name: code }).click();
  await expect(page).toHaveURL(new RegExp(`/certificates/${code}$`));
  const alert = page.getByRole('alert').filter({ hasText: 'أُلغيت هذه الشهادة في' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  const today = await page.evaluate(() => new Intl.DateTimeFormat('ar', { dateStyle: 'long' }).format(new Date()));
  await expect(alert).toContainText(today);
  await expect(page.getByText('شهادة صالحة')).toHaveCount(0);
  await expect(page.getByText('صدرت بالخطأ')).toHaveCount(0);
  expect(await blockingAxeFindings(page, 'ar /certificates/{code} (revoked)')).toEqual([]);

  // restored from the list: valid again on the public page
  await page.goBack();
  const again = page.getByRole('row').filter({ hasText: title });
  await again.getByRole('button', { name: /^استعادة الشهادة/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'استعد الشهادة' }).click();
  await expect(again.getByText('صالحة', { exact: true })).toBeVisible();
  await page.goto(`/certificates/${code}`);
  await expect(page.getByText('شهادة صالحة')).toBeVisible({ timeout: 15_000 });
});

const LOOKUP = {
  en: {
    notFound: 'No certificate has this code.',
    field: 'Verification code',
    verify: 'Verify',
    invalid: 'A verification code is 26 characters: the letters A to Z and the digits 2 to 7.',
    valid: 'Valid certificate',
  },
  ar: {
    notFound: 'لا توجد شهادة بهذا الرمز.',
    field: 'رمز التحقق',
    verify: 'تحقّق',
    invalid: 'يتكوّن رمز التحقق من 26 خانة: الحروف من A إلى Z والأرقام من 2 إلى 7.',
    valid: 'شهادة صالحة',
  },
} as const;

for (const lang of ['ar', 'en'] as const) {
  test(`a code no certificate has is no dead end: the page takes another code and checks it (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const t = LOOKUP[lang];
    const { code } = await earnCertificate();
    await actAs(page, 'guest', lang);
    const unknown = 'A'.repeat(26);
    await page.goto(`/certificates/${unknown}`);
    await expect(page.getByRole('alert').filter({ hasText: t.notFound })).toBeVisible({ timeout: 15_000 });
    const field = page.getByRole('textbox', { name: t.field });
    await expect(field).toHaveValue(unknown);
    expect(await blockingAxeFindings(page, `${lang} /certificates/{unknown code}`)).toEqual([]);

    await field.fill('not a code');
    await page.getByRole('button', { name: t.verify }).click();
    await expect(field).toHaveAccessibleDescription(t.invalid);
    await expect(field).toBeFocused();

    // as it might be copied from the PDF: lower case, in groups
    await field.fill(code.toLowerCase().replace(/(.{5})/g, '$1 '));
    await page.getByRole('button', { name: t.verify }).click();
    await expect(page).toHaveURL(new RegExp(`/certificates/${code}$`));
    await expect(page.getByText(t.valid)).toBeVisible({ timeout: 15_000 });
  });
}
