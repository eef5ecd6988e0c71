import { describe, expect, it } from 'vitest';
import type { TResumeData } from '@masar/contracts';
import { builtinRewrites } from '@masar/career/enhance/builtin';
import { enhanceCv } from '@masar/career/enhance/index';
import { lintEnglish } from '@masar/career/text/english-grammar';
import { LATIN_SKILL_WORDS } from '@masar/career/skills/catalog';
import { cvWith } from './support/print';

const job = (description: string, jobTitle = 'Accountant', company = 'Nile Foods') => ({
  jobTitle,
  company,
  from: '2019-01',
  to: '2021-06',
  stillWorking: false,
  description,
});
const resume = (description: string, jobTitle?: string, company?: string): TResumeData =>
  cvWith({ name: 'Sara Adel', experience: [job(description, jobTitle, company)] });
const rewritesOf = async (description: string, lang: 'ar' | 'en', title?: string, company?: string) =>
  new Map((await builtinRewrites(resume(description, title, company), lang)).map((r) => [r.original, r]));

const ENGLISH = [
  'Accountant | Nile Foods | Jan 2019 – Jun 2021',
  'Responsible for managing the payroll of the company',
  'Dealing with customer complaints and refunds',
  'I was responsible for the monthly reports',
  'Helped with the launch of the new branch',
  'Managd a team of enginers',
  'Trained new hires on the billing system',
  'Reduced delivery time',
  'Answered customer calls and emails',
  'Built the internal dashboard',
  'Participated in audits of the branches',
  'Manages vendor contracts',
  'Running weekly sales meetings',
  'Teaching evening classes to adults',
  'Increased sales by 20% in 6 months',
];

describe('career engine: built-in enhancement', () => {
  it('opens English lines with the right past tense, irregular verbs included', async () => {
    const r = await rewritesOf(ENGLISH.join('\n'), 'en');
    expect(r.get('Responsible for managing the payroll of the company')?.suggested).toBe(
      'Managed the payroll of the company.',
    );
    expect(r.get('Dealing with customer complaints and refunds')?.suggested).toBe(
      'Dealt with customer complaints and refunds.',
    );
    expect(r.get('Running weekly sales meetings')?.suggested).toBe('Ran [number] weekly sales meetings.');
    expect(r.get('Teaching evening classes to adults')?.suggested).toMatch(/^Taught /);
    expect(r.get('Manages vendor contracts')?.suggested).toBe('Managed [number] vendor contracts.');
    expect(r.get('Helped with the launch of the new branch')?.suggested).toBe(
      'Supported the launch of the new branch.',
    );
    for (const { suggested } of r.values())
      expect(suggested).not.toMatch(/\b(?:dealed|leaded|teached|runned|delivered with)\b/i);
  });

  it('fixes typos and never rewrites a job header line', async () => {
    const r = await rewritesOf(ENGLISH.join('\n'), 'en');
    expect(r.get('Managd a team of enginers')?.suggested).toBe('Managed a team of [number] engineers.');
    expect(r.get('Managd a team of enginers')?.reasons).toContain('typo');
    expect(r.has('Accountant | Nile Foods | Jan 2019 – Jun 2021')).toBe(false);
    const ar = await rewritesOf(
      'محاسب – شركة النور – 2019 – 2021\nقدت فريق الاداره الماليه',
      'ar',
      'محاسب',
      'شركة النور',
    );
    expect([...ar.keys()]).toEqual(['قدت فريق الاداره الماليه']);
    expect(ar.get('قدت فريق الاداره الماليه')?.suggested).toMatch(/^قدت فريق الإدارة المالية(?:،|$)/);
  });

  it('adds a placeholder that fits each line, never one ending on every bullet, and invents no figure', async () => {
    const r = await rewritesOf(ENGLISH.join('\n'), 'en');
    expect(r.get('Reduced delivery time')?.suggested).toBe('Reduced delivery time by [X]%.');
    expect(r.get('Trained new hires on the billing system')?.suggested).toBe(
      'Trained [number] new hires on the billing system.',
    );
    expect(r.get('Answered customer calls and emails')?.questions).toEqual(['How many customer calls?']);
    expect(r.has('Increased sales by 20% in 6 months')).toBe(false);
    const endings = [...r.values()].map((x) => x.suggested.split(' ').slice(-3).join(' '));
    const most = Math.max(...endings.map((e) => endings.filter((x) => x === e).length));
    expect(most).toBeLessThanOrEqual(2);
    for (const x of r.values())
      if (!/\d/.test(x.original)) expect(x.suggested.replace(/\[[^\]]*\]/g, '')).not.toMatch(/\d/);
  });

  it('writes English rewrites that Harper finds no fault with', async () => {
    const r = await rewritesOf(ENGLISH.join('\n'), 'en');
    for (const { suggested } of r.values()) {
      const issues = await lintEnglish(suggested.replace(/\[[^\]]*\]/g, '10'), LATIN_SKILL_WORDS);
      expect(
        issues.filter((i) => i.kind !== 'capitalization').map((i) => `${i.kind}: ${i.problem}`),
        suggested,
      ).toEqual([]);
    }
  });

  it('replaces Arabic duty openers with first-person past verbs', async () => {
    const r = await rewritesOf(
      [
        'مسؤول عن إدارة الحسابات',
        'قمت بإعداد التقارير الشهرية',
        'أدير فريق المبيعات',
        'العمل على تطوير الموقع',
        'خفّضت زمن التسليم',
        'شاركت في الجرد السنوي',
      ].join('\n'),
      'ar',
    );
    expect(r.get('مسؤول عن إدارة الحسابات')?.suggested).toBe('أدرت [عدد] من الحسابات');
    expect(r.get('قمت بإعداد التقارير الشهرية')?.suggested).toBe('أعددت [عدد] من التقارير الشهرية');
    expect(r.get('أدير فريق المبيعات')?.suggested).toMatch(/^أدرت فريق المبيعات(?:،|$)/);
    expect(r.get('خفّضت زمن التسليم')?.suggested).toBe('خفّضت زمن التسليم بنسبة [X]%');
    expect(r.get('شاركت في الجرد السنوي')?.suggested).toBe('ساهمت في الجرد السنوي');
  });

  it('says in the reason that the placeholder is the learner’s to fill', async () => {
    const { suggestions } = await enhanceCv(resume('Reduced delivery time'), 'en', 'ar', undefined, {
      warn: () => undefined,
    });
    expect(suggestions[0]?.reasons.join(' ')).toContain('[X]%');
    expect(suggestions[0]?.needsFigures).toBe(true);
  });
});

describe('career engine: built-in enhancement of the corpus slips', () => {
  it('keeps parallel verbs in one tense and fixes a typo at the end of a sentence', async () => {
    const r = await rewritesOf('Preparing lesson plans and exams and correcting homwork.', 'en');
    expect(r.get('Preparing lesson plans and exams and correcting homwork.')?.suggested).toBe(
      'Prepared [number] lesson plans and exams and corrected homework.',
    );
  });

  it('fixes Arabic hamza and taa marbuta slips that the dictionary also reads another way', async () => {
    const r = await rewritesOf('طباعة المراسلات وارشفة الملفات\nادخال البيانات ومتابعه الطلبات', 'ar');
    expect(r.get('طباعة المراسلات وارشفة الملفات')?.suggested).toContain('وأرشفة');
    expect(r.get('ادخال البيانات ومتابعه الطلبات')?.suggested).toMatch(/^أدخلت .*ومتابعة الطلبات/);
  });
});

describe('career engine: lines that do not open with a verb', () => {
  it('gets no placeholder in the middle of a description sentence', async () => {
    const r = await rewritesOf('The team handles returns for the northern stores', 'en');
    expect(r.get('The team handles returns for the northern stores')).toBeUndefined();
  });

  it('turns Arabic verbal nouns of office work into the past verb', async () => {
    const r = await rewritesOf('طباعة المراسلات وارشفة الملفات', 'ar');
    expect(r.get('طباعة المراسلات وارشفة الملفات')?.suggested).toMatch(/^طبعت \[عدد\] من المراسلات وأرشفة الملفات/);
  });
});

describe('career engine: duty lines in the present and after openers', () => {
  it('turns verbs that are no nouns into the past, leaves noun phrases, and keeps the object whole', async () => {
    const r = await rewritesOf(
      [
        'In charge of inventory management for two warehouses',
        'Helping the finance team close the books',
        'Provide technical support to users',
        'Test automation for the API',
      ].join('\n'),
      'en',
    );
    expect(r.get('In charge of inventory management for two warehouses')?.suggested).toBe(
      'Managed inventory for two warehouses.',
    );
    expect(r.get('Helping the finance team close the books')?.suggested).toBe(
      'Supported the finance team in closing the books.',
    );
    expect(r.get('Provide technical support to users')?.suggested).toBe('Provided technical support to users.');
    expect(r.get('Test automation for the API')?.suggested ?? '').not.toMatch(/^Tested automation/);
  });
});

describe('career engine: Arabic placeholders that agree with the noun', () => {
  it('counts plurals with «[عدد] من» and leaves mass nouns uncounted', async () => {
    const r = await rewritesOf(
      ['المسؤولية عن المخزون والمشتريات', 'أقوم بإعداد التقارير اليومية', 'العمل على إعداد الميزانية السنوية'].join(
        '\n',
      ),
      'ar',
    );
    expect(r.get('المسؤولية عن المخزون والمشتريات')?.suggested).not.toContain('[عدد] من المخزون');
    expect(r.get('أقوم بإعداد التقارير اليومية')?.suggested).toBe('أعددت [عدد] من التقارير اليومية');
    expect(r.get('العمل على إعداد الميزانية السنوية')?.suggested).toBe('أعددت الميزانية السنوية');
  });
});

describe('career engine: first-person duty lines', () => {
  it('drops "I am responsible for" as a whole', async () => {
    const r = await rewritesOf(
      "I am responsible for managing client relationships\nI'm in charge of the front desk",
      'en',
    );
    expect(r.get('I am responsible for managing client relationships')?.suggested).toBe(
      'Managed [number] client relationships.',
    );
    expect(r.get("I'm in charge of the front desk")?.suggested).toBe('Managed the front desk.');
  });
});
