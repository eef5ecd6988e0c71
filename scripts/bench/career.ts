/**
 * Career tools figures (issue 6): the time to review a two-page PDF CV with the built-in engine
 * once warm (goal: p95 under 0.5 s), and the time to print a CV to PDF with Chromium.
 * Run alone: node --import tsx scripts/bench/career.ts  (BENCH_CAREER_RUNS, default 30)
 * It prints figures; it asserts nothing.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZResumeData, type TLanguage, type TResumeDataInput } from '@masar/contracts';
import { resumeDocx } from '@masar/career/render/resume-docx';
import { resumeHtml } from '@masar/career/render/resume-html';
import { analyzeCv } from '../../apps/api/src/modules/career/review-service';
import { SharedBrowser } from '../../apps/api/src/plugins/pdf/browser';
import { printFonts } from '../../apps/api/src/plugins/pdf/fonts';

const RUNS = Number(process.env.BENCH_CAREER_RUNS ?? 30);

const JOBS_EN = [
  ['Senior Data Analyst', 'Fawry'],
  ['Data Analyst', 'Vodafone Egypt'],
  ['Business Intelligence Analyst', 'Jumia'],
  ['Reporting Analyst', 'CIB'],
  ['Junior Analyst', 'Orange Egypt'],
  ['Data Intern', 'Valeo'],
] as const;
const JOBS_AR = [
  ['محلل بيانات أول', 'شركة فوري'],
  ['محلل بيانات', 'فودافون مصر'],
  ['محلل ذكاء أعمال', 'شركة جوميا'],
  ['محلل تقارير', 'البنك التجاري الدولي'],
  ['محلل بيانات مبتدئ', 'أورنج مصر'],
  ['متدرب بيانات', 'شركة فاليو'],
] as const;

/** A CV long enough to fill two A4 pages. */
function longCv(lang: TLanguage): TResumeDataInput {
  const en = lang === 'en';
  return {
    name: en ? 'Nour Hassan Ibrahim' : 'نور حسن إبراهيم',
    email: 'nour.hassan@example.com',
    phone: '+20 10 9876 5432',
    address: en ? 'Giza, Egypt' : 'الجيزة، مصر',
    jobTitle: en ? 'Senior Data Analyst' : 'محلل بيانات أول',
    summary: en
      ? 'Data analyst with 9 years of experience turning sales, payments and operations data into decisions. Built dashboards used by 300 managers and cut reporting time by 70%.'
      : 'محلل بيانات بخبرة 9 سنوات في تحويل بيانات المبيعات والمدفوعات والعمليات إلى قرارات. بنيت لوحات معلومات يستخدمها 300 مدير وخفضت زمن إعداد التقارير بنسبة 70%.',
    experience: (en ? JOBS_EN : JOBS_AR).map(([jobTitle, company], i) => ({
      jobTitle,
      company,
      from: `${2023 - i * 2}-0${(i % 8) + 1}`,
      to: i === 0 ? '' : `${2024 - i * 2}-1${i % 3}`,
      stillWorking: i === 0,
      description: (en
        ? [
            `Built a Power BI dashboard used by ${40 + i * 10} branch managers every week.`,
            `Cut the monthly reporting time from ${5 + i} days to ${i + 1} hours by automating SQL pipelines.`,
            'Responsible for the quarterly forecast of sales and returns.',
            `Trained ${3 + i} analysts on SQL, Excel and statistics.`,
            'Worked on cleaning customer data with the marketing team before each campaign.',
          ]
        : [
            `بنيت لوحة معلومات في Power BI يستخدمها ${40 + i * 10} مدير فرع أسبوعيا`,
            `خفضت زمن إعداد التقرير الشهري من ${5 + i} أيام إلى ${i + 1} ساعات بأتمتة استعلامات SQL`,
            'مسؤول عن التنبؤ الفصلي بالمبيعات والمرتجعات',
            `دربت ${3 + i} محللين على SQL وإكسل والإحصاء`,
            'عملت على تنظيف بيانات العملاء مع فريق التسويق قبل كل حملة',
          ]
      ).join('\n'),
    })),
    education: [
      {
        institute: en ? 'Cairo University' : 'جامعة القاهرة',
        degree: en ? 'Bachelor of Commerce, Statistics' : 'بكالوريوس التجارة، الإحصاء',
        date: '2014',
      },
    ],
    certifications: [{ name: 'Microsoft Power BI Data Analyst', institute: 'Microsoft', date: '2021-04' }],
    skills: [
      'SQL',
      'Excel',
      'Power BI',
      'Python',
      'pandas',
      'Tableau',
      en ? 'Statistics' : 'الإحصاء',
      en ? 'Data visualization' : 'تصوير البيانات',
    ],
    languages: [
      { name: en ? 'Arabic' : 'العربية', proficiency: 'native' },
      { name: en ? 'English' : 'الإنجليزية', proficiency: 'fluent' },
    ],
  };
}

/** NaN for no runs at all */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;

async function timeRuns(runs: number, task: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? Number.NaN };
}

export async function benchCareer(): Promise<void> {
  const browser = new SharedBrowser(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  const print = async (html: string) => {
    const page = await (await browser.get()).newPage();
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready.then(() => true)');
    const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    await page.close();
    return pdf;
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'masar-bench-career-'));
  try {
    console.log('\nCareer tools (built-in engine, no LLM)');
    for (const lang of ['en', 'ar'] as const) {
      const data = ZResumeData.parse(longCv(lang));
      const html = resumeHtml(data, lang, printFonts());
      const coldStart = performance.now();
      const pdf = await print(html);
      const cold = performance.now() - coldStart;
      const file = path.join(dir, `cv-${lang}.pdf`);
      writeFileSync(file, pdf);
      const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1] ?? 0);

      const firstStart = performance.now();
      const first = await analyzeCv(pdf, 'pdf');
      const firstReview = performance.now() - firstStart;
      for (let i = 0; i < 3; i += 1) await analyzeCv(pdf, 'pdf');
      const review = await timeRuns(RUNS, () => analyzeCv(pdf, 'pdf'));
      const printing = await timeRuns(Math.max(5, Math.floor(RUNS / 2)), () => print(html));
      const docx = await timeRuns(Math.max(5, Math.floor(RUNS / 2)), () => resumeDocx(data, lang));

      console.log(`  ${lang === 'en' ? 'English' : 'Arabic'} CV, ${pages} pages, score ${first.score}:`);
      console.log(
        `    review a ${pages}-page PDF, warm (${RUNS} runs): p50 ${ms(review.p50)}, p95 ${ms(review.p95)}, max ${ms(review.max)}  (goal p95 < 500 ms: ${review.p95 < 500 ? 'met' : 'NOT met'})`,
      );
      console.log(`    first review in this process (loads the word lists): ${ms(firstReview)}`);
      console.log(
        `    print to PDF with Chromium: first ${ms(cold)}${lang === 'en' ? ' (includes the browser launch)' : ''}, then p50 ${ms(printing.p50)}, p95 ${ms(printing.p95)}`,
      );
      console.log(`    DOCX export: p50 ${ms(docx.p50)}, p95 ${ms(docx.p95)}`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await benchCareer();
