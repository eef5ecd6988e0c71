/**
 * Issue 19's job-description match, in Arabic and in English: a learner reviews a CV (a data
 * analyst's PDF in that language), pastes a job post, and sees the match rate with its formula, the
 * missing skill and the platform's course that teaches it. Screenshots of the panel at 1366 and 390 px.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { actAs, hydrated } from './support/pages';

type TDict = { [key: string]: string | TDict };
const dictionaries = {
  ar: JSON.parse(readFileSync(new URL('../public/locales/ar/career.json', import.meta.url), 'utf8')) as TDict,
  en: JSON.parse(readFileSync(new URL('../public/locales/en/career.json', import.meta.url), 'utf8')) as TDict,
};

function text(lang: 'ar' | 'en', key: string, values: Record<string, string> = {}) {
  const found = key
    .split('.')
    .reduce<string | TDict | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      dictionaries[lang],
    );
  if (typeof found !== 'string') throw new Error(`no ${lang} text for ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? HOLE);
}
/** stands for a value not given: `pattern` turns it into "any text" */
const HOLE = '\u0000';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text whose values were not given as a pattern: each of them any run of characters. */
const pattern = (template: string) => new RegExp(`^${escape(template).replaceAll(HOLE, '.+')}$`);

const JOB = {
  en: [
    'Job title: Data Analyst',
    'We are a retail group in Cairo looking for an analyst to own our weekly sales reporting.',
    'Requirements:',
    '- SQL and Excel',
    '- Power BI dashboards',
    '- Machine learning for demand forecasting',
    '- Strong communication skills',
  ].join('\n'),
  ar: [
    'مطلوب محلل بيانات لمجموعة تجزئة في القاهرة',
    'المهام: إعداد تقارير المبيعات الأسبوعية ومتابعة المخزون.',
    'المتطلبات:',
    '• إتقان إس كيو إل وإكسل',
    '• بناء لوحات باور بي آي',
    '• خبرة في تعلم الآلة للتنبؤ بالطلب',
    '• مهارات التواصل',
  ].join('\n'),
};
const MISSING = { en: 'Machine learning', ar: 'تعلم الآلة' };
const COURSE = 'Machine Learning with Python';

for (const lang of ['ar', 'en'] as const) {
  test(`a reviewed CV matched with a pasted job description: rate, formula, missing skill and its course (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = (key: string, values?: Record<string, string>) => text(lang, key, values);
    await actAs(page, 'learner', lang);

    await page.goto('/career/review');
    const cv = readFileSync(new URL(`../../api/test/fixtures/cvs/files/${lang}-data-medium-2col.pdf`, import.meta.url));
    const input = page.getByLabel(t('review.chooseFile'));
    await hydrated(input);
    await input.setInputFiles({ name: `data-${lang}.pdf`, mimeType: 'application/pdf', buffer: cv });
    await page.getByRole('button', { name: t('review.submit') }).click();
    await expect(page).toHaveURL(/\/career\/reviews\/[0-9a-f-]{36}$/, { timeout: 30_000 });

    const panel = page.getByRole('region', { name: t('match.title') });
    const box = panel.getByLabel(t('match.paste'));
    await expect(box).toBeVisible({ timeout: 15_000 });
    await hydrated(box);
    await box.fill(JOB[lang]);
    await panel.getByRole('button', { name: t('match.submit') }).click();

    await expect(panel.getByRole('heading', { level: 3, name: pattern(t('match.rate')) })).toBeVisible({
      timeout: 15_000,
    });
    await expect(panel.getByText(pattern(t('match.formula.total')))).toBeVisible();
    // one line per part of the formula: hard skills, soft skills, job title
    await expect(panel.getByText(pattern(t('match.formula.part')))).toHaveCount(3);
    // SQL and إس كيو إل are one skill, found in the CV; machine learning is missing, with its course
    const missing = panel.getByRole('listitem').filter({ has: page.getByText(MISSING[lang], { exact: true }) });
    await expect(missing).toBeVisible();
    const course = missing.getByRole('link', { name: COURSE });
    await expect(course).toHaveAttribute('href', /^\/course-details\//);
    await expect(panel.getByRole('listitem').filter({ hasText: /^SQL/ })).toHaveCount(1);

    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await panel.screenshot({ path: `test-results/career-match-${lang}-${width}.png` });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}
