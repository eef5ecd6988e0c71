import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { actAs, settle } from './support/pages';

/**
 * The dashboard's insight (issue 23): an admin opens it from the dashboard, changes the range,
 * reads a chart's tooltip, downloads the courses as CSV (UTF-8 with a BOM, the Arabic titles whole)
 * and opens a course's own page, in Arabic and in English, at 1366 and 390 px.
 */
const LABELS = {
  ar: {
    nav: 'التحليلات',
    title: 'التحليلات',
    revenue: 'الإيرادات عبر الزمن',
    provider: 'تجريبي',
    csvCourses: 'تنزيل الدورات بصيغة CSV',
    csvHeader: 'الدورة,الاشتراكات في النطاق',
    progress: 'المتعلمون حسب التقدم',
    testGateway: 'بوابة الدفع التجريبية مفعّلة',
  },
  en: {
    nav: 'Insight',
    title: 'Insight',
    revenue: 'Revenue over time',
    provider: 'Test',
    csvCourses: 'Download Courses as CSV',
    csvHeader: 'Course,Enrolments in the range',
    progress: 'Learners by progress',
    testGateway: 'The test payment gateway is on',
  },
};
const ARABIC_COURSE = 'أساسيات الذكاء الاصطناعي';

async function shoot(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300); // the charts measure their box again
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

for (const lang of ['ar', 'en'] as const) {
  test(`an admin reads the insight, changes the range, reads a tooltip, exports CSV and opens a course (${lang})`, async ({
    page,
  }) => {
    const t = LABELS[lang];
    await page.setViewportSize({ width: 1366, height: 900 });
    await actAs(page, 'admin', lang);
    await page.goto('/dashboard');
    await settle(page);
    // the journeys run with the test payment gateway on (playwright.config.ts): the dashboard says so,
    // and its banner fits a 390 px phone
    const banner = page.getByRole('region', { name: t.testGateway });
    await expect(banner).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    const bannerBox = await banner.boundingBox();
    expect(bannerBox && bannerBox.x >= 0 && bannerBox.x + bannerBox.width <= 390).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('navigation').getByRole('link', { name: t.nav }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.revenue })).toBeVisible({ timeout: 15_000 });

    // a year: the demo's orders are spread over the last months
    await page.getByTestId('insight-range').selectOption('12m');
    await expect(page).toHaveURL(/range=12m/);
    const chart = page.getByTestId('revenue-chart');
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible({ timeout: 15_000 });

    // the tooltip of the latest months' bars, in the page's language and formatter
    const surface = chart.locator('.recharts-cartesian-grid');
    const box = await surface.boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    // time runs right to left in Arabic (docs/decisions/016): the latest month is at the start side
    const x = lang === 'ar' ? box.x + box.width * 0.06 : box.x + box.width * 0.94;
    await page.mouse.move(x, box.y + box.height / 2);
    const tooltip = chart.getByTestId('chart-tooltip');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText(t.provider);
    await expect(tooltip).toContainText(lang === 'ar' ? 'ج.م' : 'EGP');
    await shoot(page, `dashboard-insight-${lang}`);

    // the courses as CSV: a byte order mark, the header in the page's language, Arabic titles whole
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.csvCourses }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^masar-courses-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.slice(1).startsWith(t.csvHeader)).toBeTruthy();
    expect(text).toContain(ARABIC_COURSE);

    // a course's own page from the courses table
    const link = page.getByTestId('insight-courses').getByRole('link', { name: ARABIC_COURSE });
    await link.click();
    await expect(page).toHaveURL(/\/dashboard\/insight\/courses\/[0-9a-f-]{36}\?range=12m/);
    await expect(page.getByRole('heading', { level: 1, name: ARABIC_COURSE })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.progress })).toBeVisible();
    await expect(page.getByTestId('progress-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
    await shoot(page, `dashboard-insight-course-${lang}`);
  });
}
