/**
 * Issue 4's public journey, in Arabic and in English: browse the catalog → filter it (the URL
 * carries the filters, the back button undoes them) → open a course → send the registration form.
 */
import { expect, test } from '@playwright/test';
import { blockingAxeFindings } from './support/gates/axe';
import { actAs, hydrated } from './support/pages';
import { defined } from '@masar/contracts/defined';

const TEXT = {
  en: {
    count: /^\d+ courses? available$/,
    category: 'Data Science',
    level: 'Beginner',
    apply: 'Apply filter',
    content: 'Course content',
    registration: 'Registration details',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    email: 'Email',
    country: 'Country',
    register: 'Register',
    success: 'Successfully Registered',
  },
  ar: {
    count: /متاحة|متاحتان/,
    category: 'علم البيانات',
    level: 'مبتدئ',
    apply: 'تطبيق التصفية',
    content: 'محتوى الدورة',
    registration: 'بيانات التسجيل',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    phone: 'رقم الهاتف',
    email: 'البريد الإلكتروني',
    country: 'الدولة',
    register: 'سجّل',
    success: 'تم التسجيل بنجاح',
  },
} as const;

for (const lang of ['ar', 'en'] as const) {
  test(`catalog journey (${lang})`, async ({ page }) => {
    const t = TEXT[lang];
    await actAs(page, 'guest', lang);

    // browse
    await page.goto('/courses');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const count = page.getByRole('status').filter({ hasText: t.count });
    await expect(count).toBeVisible();
    const allCount = await count.textContent();
    // the result cards: the first list of the page's main part, its own items only
    const cards = page.getByRole('main').getByRole('list').first().locator(':scope > li');
    await expect(cards.first()).toBeVisible();

    // filter: the panel is open beside the results on a wide screen
    const panel = page.getByRole('form');
    await hydrated(panel.getByRole('radio', { name: t.category, exact: true }));
    await panel.getByRole('radio', { name: t.category, exact: true }).check();
    await panel.getByRole('radio', { name: t.level, exact: true }).check();
    await panel.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/[?&]category=Data\+Science/);
    await expect(page).toHaveURL(/[?&]level=Beginner/);
    await expect(count).not.toHaveText(allCount ?? '');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText(t.category);

    // the back button returns to the unfiltered list, forward to the filtered one
    await page.goBack();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(count).toHaveText(allCount ?? '');
    await page.goForward();
    await expect(page).toHaveURL(/category=Data\+Science/);

    // open a course
    const title = (await cards.first().getByRole('heading').textContent())?.trim() ?? '';
    await cards.first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/course-details\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { name: t.content })).toBeVisible();

    // send the registration-details form (it loads as it nears the viewport)
    await page.getByRole('heading', { name: t.registration }).scrollIntoViewIfNeeded();
    await page.getByLabel(t.firstName).fill(lang === 'ar' ? 'مريم' : 'Mariam');
    await page.getByLabel(t.lastName).fill(lang === 'ar' ? 'حسن' : 'Hassan');
    await page.getByLabel(t.phone).fill('+20 100 123 4567');
    await page.getByLabel(t.email).fill(`registration-${lang}-${Date.now()}@example.test`);
    // the country is picked from a list, Egypt first
    const country = page.getByRole('combobox', { name: t.country });
    await expect(country.locator('option').nth(1)).toHaveText(lang === 'ar' ? 'مصر' : 'Egypt');
    await country.selectOption({ label: lang === 'ar' ? 'مصر' : 'Egypt' });
    await page.getByRole('button', { name: t.register }).click();
    await expect(page.getByRole('status').filter({ hasText: t.success })).toHaveText(t.success);
  });
}

const PREVIEW = {
  en: { button: /^Preview: /, label: 'Free preview', close: 'Close the preview' },
  ar: { button: /^معاينة: /, label: 'معاينة مجانية', close: 'إغلاق المعاينة' },
} as const;

// Issue 16: a guest plays a free preview lecture of a seeded course in a dialog on the course page.
for (const lang of ['ar', 'en'] as const) {
  test(`a guest plays a preview lecture (${lang})`, async ({ page }) => {
    const t = PREVIEW[lang];
    await actAs(page, 'guest', lang);
    const course = defined(
      ((await (await page.request.get('/api/Courses?limit=1')).json()) as { _id: string }[])[0],
      'a published course',
    );
    await page.goto(`/course-details/${course._id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

    // the first section is open: its first lecture is the free preview
    const button = page.getByRole('button', { name: t.button }).first();
    const title = ((await button.getAttribute('aria-label')) ?? '').replace(t.button, '');
    // the page's scripts start after its first paint (decision 018): click once React has the button
    await hydrated(button);
    await button.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(t.label);
    const video = dialog.locator('video');
    await expect(video).toHaveAttribute('src', /\/api\/lectures\/[^/]+\/preview\/media$/);
    // it plays: enough data to show frames, and the clock moves
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();

    expect(await blockingAxeFindings(page, `preview dialog (${lang})`)).toEqual([]);
    // keyboard: focus starts on the close button, Escape closes and gives focus back to the button
    await expect(dialog.getByRole('button', { name: t.close })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
}
