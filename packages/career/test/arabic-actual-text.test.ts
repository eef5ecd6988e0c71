import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TResumeData } from '@masar/contracts';
import { visualToLogical } from '@masar/career/parse/extract-pdf';
import { pdfJsVisualPages } from '@masar/career/parse/pdfjs-text';
import { rewriteContent, wholeArabicWords } from '@masar/career/render/arabic-actual-text';
import { canPrint, cvWith, launchChromium, printCv } from './support/print';

/** The ActualText of each span in a content stream, decoded. */
const actualTexts = (content: string) =>
  [...content.matchAll(/\/ActualText\s*<FEFF([0-9A-F]*)>/g)].map(([, hex = '']) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16))),
  );

// Glyph codes of Noto Naskh Arabic Regular as Chromium 156 subset it, from the font's ToUnicode map.
const naskh = new Map([
  ['0003', 'ا'],
  ['000C', 'إ'],
  ['00B5', 'د'],
  ['00D3', 'ر'],
  ['01C2', 'ل'],
  ['0214', 'ة'],
  ['0590', 'ِ'],
]);

describe('career engine: whole Arabic words in the PDF text layer', () => {
  it('reads a Tj that draws several glyphs at once (لإ) one glyph code at a time', () => {
    // «لإدارةِ» as Chromium draws it: the marked final letter in a span, the rest unwrapped, and
    // the lam-alef pair as one string of two glyph codes
    const content = [
      'BT',
      '/ReversedChars BMC',
      '/Span<</ActualText <FEFF06290650> >> BDC',
      '/F7 14 Tf',
      '1 0 0 -1 552.3125 177 Tm',
      '103.403595 -1.31599426 Td <0590> Tj',
      '-1.58200073 1.31599426 Td <0214> Tj',
      'EMC',
      '5.7119751 0 Td <00D3> Tj',
      '5.4039764 0 Td <0003> Tj',
      '3.3319855 0 Td <00B5> Tj',
      '5.7959747 0 Td <000C01C2> Tj',
      'EMC',
      'ET',
    ].join('\n');
    const rewritten = rewriteContent(content, new Map([['F7', naskh]]));
    // the word's letters as they stand on the page, right to left read left to right
    expect(actualTexts(rewritten)).toEqual([Array.from('لإدارةِ').reverse().join('')]);
    expect(rewritten.match(/ Tj$/gm)).toHaveLength(6);
  });
});

const cv: TResumeData = cvWith({
  name: 'مُحمّد عادل',
  email: 'm.adel@example.com',
  phone: '+20 10 1234 5678',
  address: 'القاهرة، مصر',
  jobTitle: 'مُحلِّل بيانات',
  summary: 'مُحلِّلُ بياناتٍ متخصّصٌ في التحليلات المالية لِإدارةِ المخاطر، أعمل مع المتخصصين باستخدام SQL و Power BI.',
  links: [{ website: 'LinkedIn', url: 'https://www.linkedin.com/in/m-adel' }],
  experience: [
    {
      jobTitle: 'مُحلِّل بيانات أوّل',
      company: 'البنك الأهلي المصري',
      from: '2021-03',
      to: '',
      stillWorking: true,
      description: [
        'خفّضت التكاليف 35% باستخدام SQL وPower BI',
        'قُدت فريقًا من 5 مهندسين',
        'طوّرتُ نظامًا لإدارةِ المخزون',
        'وفّرتُ ١٢٠ ألف جنيه بنسبة ٣٥٪ عام ٢٠٢٢',
      ].join('\n'),
    },
  ],
  skills: ['SQL', 'Power BI', 'التحليل الإحصائي'],
});

describe.skipIf(!canPrint)('career engine: a printed CV read by pdftotext and by pdf.js', () => {
  let raw: Uint8Array;
  let rewritten: Uint8Array;

  beforeAll(async () => {
    const browser = await launchChromium();
    try {
      raw = await printCv(browser, cv, 'ar');
      rewritten = await wholeArabicWords(raw);
    } finally {
      await browser.close();
    }
  });

  it('gives pdftotext every word whole with its marks, the lam-alef pair of «لإدارةِ» too', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'career-marks-'));
    try {
      writeFileSync(path.join(dir, 'cv.pdf'), rewritten);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'cv.pdf'), '-'], { encoding: 'utf8' });
      // an Arabic-Indic year ends the last line: the right-to-left mark after it split it («٠٢٢ ٢»)
      for (const typed of [
        'مُحمّد عادل',
        'قُدت فريقًا من 5 مهندسين',
        'طوّرتُ نظامًا لإدارةِ المخزون',
        'وفّرتُ ١٢٠ ألف جنيه بنسبة ٣٥٪ عام ٢٠٢٢',
        'SQL • Power BI • التحليل الإحصائي',
      ])
        expect(text.replace(/[\u200e\u200f\u202a-\u202e]/g, ''), typed).toContain(typed);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the words in logical order with pdf.js (the fallback without poppler), before and after the rewrite', async () => {
    for (const pdf of [raw, rewritten]) {
      const lines = (await pdfJsVisualPages(Uint8Array.from(pdf))).join('\n').split('\n');
      const text = lines.map((line) => visualToLogical(line.normalize('NFKC'))).join('\n');
      for (const typed of ['مُحمّد عادل', 'البنك الأهلي المصري', 'مارس 2021 – حتى الآن', 'قُدت فريقًا من 5 مهندسين'])
        expect(text, typed).toContain(typed);
    }
  });
});
