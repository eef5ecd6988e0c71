import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TResumeData } from '@masar/contracts';
import { wholeArabicWords } from '@masar/career/render/arabic-actual-text';
import { canPrint, cvWith, launchChromium, printCv } from './support/print';

const blank = cvWith();

/** pdftotext's text of each page, bidi controls dropped as an ATS would. */
function pages(pdf: Uint8Array): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'career-pdf-'));
  try {
    writeFileSync(path.join(dir, 'cv.pdf'), pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'cv.pdf'), '-'], { encoding: 'utf8' })
      .replace(/[\u200e\u200f\u202a-\u202e]/g, '')
      .split('\f')
      .filter((p) => p.trim() !== '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(!canPrint)('career engine: the printed CV', () => {
  let browser: Browser;
  const print = async (data: TResumeData, lang: 'ar' | 'en') => wholeArabicWords(await printCv(browser, data, lang));

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  it('keeps Latin words and figures apart from the Arabic words around them in the text layer', async () => {
    const text = pages(
      await print(
        {
          ...blank,
          name: 'سارة أحمد',
          experience: [
            {
              jobTitle: 'محللة بيانات',
              company: 'شركة النيل',
              from: '2021-03',
              to: '',
              stillWorking: true,
              description:
                'أستخدم SQL يوميا لبناء التقارير\nخفضت زمن التحميل بنسبة 35% خلال 6 أشهر\nطورت واجهات Node.js و React للعملاء',
            },
          ],
          skills: ['SQL', 'Power BI', 'إكسل'],
        },
        'ar',
      ),
    ).join('\n');
    expect(text).toContain('أستخدم SQL يوميا');
    expect(text).toContain('بنسبة 35% خلال 6 أشهر');
    expect(text).toContain('Node.js و React للعملاء');
    expect(text).not.toMatch(/[A-Za-z0-9%][\u0621-\u064A]/);
  });

  it('prints Arabic diacritics and gives them back in whole words', async () => {
    const text = pages(
      await print(
        {
          ...blank,
          name: 'مُحاسِبٌ قانونيٌّ',
          summary: 'محاسبة قانونية بخبرة ثماني سنوات.',
          experience: [
            {
              jobTitle: 'محاسبة',
              company: 'شركة النيل',
              from: '2021-03',
              to: '',
              stillWorking: true,
              description: 'خفّضتُ تكلفة التشغيل بنسبة 20%\nقُدتُ فريقًا مُدرَّبًا من المحاسبين\nطوّرتُ نظامًا إلكترونيًّا للمبيعات',
            },
          ],
        },
        'ar',
      ),
    ).join('\n');
    for (const typed of [
      'مُحاسِبٌ قانونيٌّ',
      'خفّضتُ تكلفة التشغيل بنسبة 20%',
      'قُدتُ فريقًا مُدرَّبًا من المحاسبين',
      'طوّرتُ نظامًا إلكترونيًّا للمبيعات',
    ])
      expect(text, typed).toContain(typed);
  });

  it('puts the links with the contact details, so that no page holds only a link', async () => {
    const bullets = Array.from(
      { length: 9 },
      (_, i) => `Delivered release ${i + 1} of the billing platform with the payments and reporting teams`,
    ).join('\n');
    const pdf = await print(
      {
        ...blank,
        name: 'Sara Adel',
        email: 'sara@example.com',
        summary: 'Backend engineer. '.repeat(12),
        links: [{ website: 'LinkedIn', url: 'https://www.linkedin.com/in/sara-adel' }],
        experience: Array.from({ length: 4 }, (_, i) => ({
          jobTitle: `Engineer ${i + 1}`,
          company: 'Nile Soft',
          from: '2018-01',
          to: '2019-01',
          stillWorking: false,
          description: bullets,
        })),
        languages: [{ name: 'Arabic', proficiency: 'native' }],
      },
      'en',
    );
    const [first = '', ...rest] = pages(pdf);
    expect(rest.length).toBeGreaterThan(0);
    expect(first.split('\n').slice(0, 6).join(' ')).toContain('https://www.linkedin.com/in/sara-adel');
    for (const page of rest) expect(page.replace(/https?:\/\/\S+/g, '').trim()).not.toBe('');
    expect(rest.join('\n')).not.toContain('linkedin');
  });
});
