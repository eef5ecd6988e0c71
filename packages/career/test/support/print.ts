import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import type { TLanguage, TResumeContent, TResumeData } from '@masar/contracts';
import { resumeHtml, type PrintFonts } from '@masar/career/render/resume-html';

const CHROMIUM = '/usr/bin/chromium';
const NOTO = '/usr/share/fonts/truetype/noto';

/** Debian's Chromium and Noto fonts, which the API prints with (tests that print skip without them). */
export const canPrint = existsSync(CHROMIUM) && existsSync(`${NOTO}/NotoNaskhArabic-Regular.ttf`);

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });

/** The API's print fonts (apps/api/src/plugins/pdf/fonts.ts), built here from the same files. */
export const printFonts = (): PrintFonts => {
  const face = (family: string, file: string, weight: number, range = '') =>
    `@font-face{font-family:'${family}';font-weight:${weight};${range}src:url(data:font/ttf;base64,${readFileSync(path.join(NOTO, file)).toString('base64')}) format('truetype');}`;
  const latin = 'unicode-range: U+0000-00FF, U+2000-206F;';
  return {
    faceCss: [
      face('Masar Naskh', 'NotoNaskhArabic-Regular.ttf', 400),
      face('Masar Naskh', 'NotoNaskhArabic-Bold.ttf', 700),
      face('Masar Sans', 'NotoSans-Regular.ttf', 400, latin),
      face('Masar Sans', 'NotoSans-Bold.ttf', 700, latin),
    ].join('\n'),
    stack: "'Masar Sans', 'Masar Naskh', serif",
  };
};

/** The CV printed by Chromium as the API prints it (before the API's ActualText rewrite). */
export async function printCv(browser: Browser, data: TResumeData, lang: TLanguage): Promise<Uint8Array> {
  const page = await browser.newPage();
  try {
    await page.setContent(resumeHtml(data, lang, printFonts()), { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready.then(() => true)');
    return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  } finally {
    await page.close();
  }
}

/** A CV with every field empty, and the given ones filled. */
export const cvWith = (data: Partial<TResumeContent> = {}): TResumeContent => ({
  name: '',
  email: '',
  phone: '',
  address: '',
  jobTitle: '',
  industry: '',
  level: '',
  summary: '',
  links: [],
  experience: [],
  education: [],
  certifications: [],
  skills: [],
  languages: [],
  ...data,
});
