/**
 * Issue 4's admin journey, in Arabic and in English: an admin creates a course, builds its
 * outline (unit → section → a video lecture whose length the browser reads from the file, which is
 * then uploaded), publishes it, and finds it in the public catalog.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { actAs } from './support/pages';
import { defined } from '@masar/contracts/defined';

type TDict = { [key: string]: string | TDict };
const dictionaries = {
  ar: JSON.parse(readFileSync(new URL('../public/locales/ar/admin.json', import.meta.url), 'utf8')) as TDict,
  en: JSON.parse(readFileSync(new URL('../public/locales/en/admin.json', import.meta.url), 'utf8')) as TDict,
};
const video = new URL('./fixtures/two-seconds.webm', import.meta.url);

/** The UI's own text for `key` (admin namespace), names isolated the way the app does. */
function text(lang: 'ar' | 'en', key: string, values: Record<string, string> = {}) {
  const found = key
    .split('.')
    .reduce<string | TDict | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      dictionaries[lang],
    );
  if (typeof found !== 'string') throw new Error(`no ${lang} text for ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

for (const lang of ['ar', 'en'] as const) {
  test(`an admin creates, fills and publishes a course that the catalog then shows (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = (key: string, values?: Record<string, string>) => text(lang, key, values);
    const title = `${lang === 'ar' ? 'دورة الرحلة' : 'Journey course'} ${Date.now()}`;
    await actAs(page, 'admin', lang);

    // create: a draft with the form's fields
    await page.goto('/dashboard/courses');
    // the first visit loads the page's chunk and the admin texts
    await expect(page.getByRole('heading', { level: 1, name: t('courses.title') })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: t('courses.new') }).click();
    const form = page.getByRole('dialog', { name: t('courses.createTitle') });
    await form.getByLabel(t('courses.fields.title'), { exact: true }).fill(title);
    await form
      .getByLabel(t('courses.fields.description'))
      .fill(lang === 'ar' ? 'دورة أنشأتها رحلة الاختبار.' : 'Made by the browser journey.');
    await form.getByLabel(t('courses.fields.category')).selectOption('Programming');
    await form.getByLabel(t('courses.fields.level')).selectOption('Beginner');
    await form.getByLabel(new RegExp(`^${defined(t('courses.fields.price').split('(')[0]).trim()}`)).fill('250');
    await form.getByRole('button', { name: t('courses.fields.addPoint') }).click();
    await form
      .getByLabel(t('courses.fields.point', { number: '1' }), { exact: true })
      .fill(lang === 'ar' ? 'أساسيات البرمجة' : 'Programming basics');
    await form.getByRole('button', { name: t('courses.create') }).click();
    await expect(form).toBeHidden();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
    await expect(row.getByText(t('statuses.draft'))).toBeVisible();

    // outline: unit → section → video lecture with its file
    await row.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const unit = lang === 'ar' ? 'البداية' : 'Getting started';
    await page.getByLabel(t('outline.newUnit')).fill(unit);
    await page.getByRole('button', { name: t('outline.addUnit') }).click();
    await page.getByLabel(t('outline.newSection', { title: unit })).fill(lang === 'ar' ? 'الإعداد' : 'Setup');
    await page.getByRole('button', { name: t('outline.addSection') }).click();
    await page.getByRole('button', { name: t('outline.addLecture') }).click();
    const lecture = page.getByRole('dialog', { name: t('lecture.addTitle') });
    const lectureTitle = lang === 'ar' ? 'أول محاضرة' : 'First lecture';
    await lecture.getByLabel(t('lecture.title'), { exact: true }).fill(lectureTitle);
    await lecture.getByLabel(t('lecture.video')).setInputFiles(video.pathname);
    // the browser reads the length from the file's metadata and fills it in
    await expect(lecture.getByLabel(t('lecture.seconds'))).toHaveValue('2');
    await expect(lecture.getByLabel(t('lecture.minutes'))).toHaveValue('0');
    await lecture.getByRole('button', { name: t('lecture.save') }).click();
    await expect(lecture).toBeHidden();
    const lectures = page.getByRole('list', {
      name: t('outline.lecturesOf', { title: lang === 'ar' ? 'الإعداد' : 'Setup' }),
    });
    await expect(lectures.getByText(lectureTitle)).toBeVisible();
    await expect(lectures.getByText(t('lecture.noVideo'))).toHaveCount(0);

    // publish, then the public catalog finds it
    await page.getByRole('button', { name: t('courses.actions.publish'), exact: true }).click();
    await expect(page.getByRole('button', { name: t('courses.actions.unpublish') })).toBeVisible();
    await page.goto(`/courses?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  });
}
