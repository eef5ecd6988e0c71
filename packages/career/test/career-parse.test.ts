import { describe, expect, it } from 'vitest';
import { repairArtefacts, swapReversedLamAlef } from '@masar/career/parse/artefacts';
import { repairArabicDates } from '@masar/career/parse/dates';
import { isUnmarkedAchievement, parseExperience } from '@masar/career/parse/entries';
import { headingKind } from '@masar/career/parse/headings';
import { parseResume } from '@masar/career/parse/index';
import { joinWrapped } from '@masar/career/parse/wrap';
import { hasMetric } from '@masar/career/score/achievements';
import { scoreResume } from '@masar/career/score/index';

const job = (line: string) => parseExperience([line, '• Built things that 40 people used every week'])[0];

describe('career engine: job headings', () => {
  it('reads Arabic headings with the dates first, the title and employer in either order', () => {
    expect(job('2019 – 2022 | مهندس برمجيات – شركة فودافون')).toMatchObject({
      jobTitle: 'مهندس برمجيات',
      company: 'شركة فودافون',
      from: '2019',
      to: '2022',
    });
    expect(job('من 2019 إلى الآن: مدير مشروعات، بنك مصر')).toMatchObject({
      jobTitle: 'مدير مشروعات',
      company: 'بنك مصر',
      from: '2019',
      stillWorking: true,
    });
    expect(job('فودافون مصر – مهندس برمجيات | مارس ٢٠١٩ – يونيو ٢٠٢٢')).toMatchObject({
      jobTitle: 'مهندس برمجيات',
      company: 'فودافون مصر',
      from: '2019-03',
      to: '2022-06',
    });
    expect(job('محاسب أول ، مجموعة طلعت مصطفى ، ٢٠١٨ - ٢٠٢١')).toMatchObject({
      jobTitle: 'محاسب أول',
      company: 'مجموعة طلعت مصطفى',
      from: '2018',
      to: '2021',
    });
  });

  it('keeps a comma inside the title when a dash or bar separates the employer, and tells «صيدلانية» from «صيدليات»', () => {
    expect(job('Charge Nurse, Intensive Care Unit — Al Noor Hospital | Jan 2022 – Present')).toMatchObject({
      jobTitle: 'Charge Nurse, Intensive Care Unit',
      company: 'Al Noor Hospital',
    });
    expect(job('Senior Engineer | Acme, Cairo | 2019 – 2021')).toMatchObject({
      jobTitle: 'Senior Engineer',
      company: 'Acme',
    });
    expect(job('صيدلانية – صيدليات الرافدين | يونيو 2019 – أغسطس 2021')).toMatchObject({
      jobTitle: 'صيدلانية',
      company: 'صيدليات الرافدين',
    });
    expect(job(repairArabicDates('يناير 2021 – فبراير | 2022 شركة القدس للإلكترونيات – منسقة تسويق'))).toMatchObject({
      from: '2021-01',
      to: '2022-02',
    });
  });

  it('reads English headings with the dates first or last and "at"', () => {
    expect(job('Jan 2020 – Present, Senior Engineer, Acme')).toMatchObject({
      jobTitle: 'Senior Engineer',
      company: 'Acme',
      from: '2020-01',
      stillWorking: true,
    });
    expect(job('Data Analyst at Careem | 03/2018 - 06/2021')).toMatchObject({
      jobTitle: 'Data Analyst',
      company: 'Careem',
      from: '2018-03',
      to: '2021-06',
    });
    expect(job('Fawry — Backend Developer (2017 – 2019)')).toMatchObject({
      jobTitle: 'Backend Developer',
      company: 'Fawry',
    });
  });

  it('reads a heading whose date-range dash right-to-left extraction moved to the front as a heading', () => {
    const jobs = parseExperience([
      '– Marketing Assistant – Ooredoo | 2022 حتى الآن',
      '• المساعدة في تجهيز الحملات التسويقية.',
      'متدربة – Qatar Airways | 2021 – 2022',
      '• المشاركة في تنظيم فعاليات الشركة.',
    ]);
    expect(jobs.map((j) => [j.jobTitle, j.company, j.from, j.stillWorking])).toEqual([
      ['Marketing Assistant', 'Ooredoo', '2022', true],
      ['متدربة', 'Qatar Airways', '2021', false],
    ]);
  });

  it('opens a new job at a second dated heading even without bullets between them', () => {
    const jobs = parseExperience(['مهندس برمجيات – شركة فودافون | 2019 – 2022', 'مطور – فوري | 2016 – 2019']);
    expect(jobs.map((j) => j.company)).toEqual(['شركة فودافون', 'فوري']);
  });
});

describe('career engine: sections', () => {
  it('keeps personal details written under the skills list out of the skills', () => {
    const parsed = parseResume({
      lines: ['المهارات', '• العمل تحت الضغط', '• روح الفريق', 'تاريخ الميلاد: 1998/3/15', 'الحالة الاجتماعية: أعزب'],
      pages: 1,
      columns: 1,
      fileType: 'docx',
    });
    expect(parsed.data.skills).toEqual(['العمل تحت الضغط', 'روح الفريق']);
    expect(headingKind('المؤهل الدراسي')).toBe('education');
  });
});

describe('career engine: bilingual headings', () => {
  it('knows a heading written in both languages, never a job line with a separator', () => {
    expect(headingKind('الخبرات العملية | Experience')).toBe('experience');
    expect(headingKind('Skills / المهارات')).toBe('skills');
    expect(headingKind('الملخص المهني | Summary')).toBe('summary');
    expect(headingKind('Data Analyst | Experience Labs')).toBeUndefined();
  });
});

describe('career engine: wrapped lines', () => {
  const width = 'X'.repeat(80);
  it('puts a wrapped line back on its bullet in English and Arabic', () => {
    expect(
      joinWrapped([
        'Experience',
        'Senior Engineer — Acme | 2020 – Present',
        '• Built a reporting dashboard that the branch managers of the bank used every',
        'week to plan staff, cutting overtime by 18%',
        '• Led a team of 6 engineers',
        width,
      ]),
    ).toEqual([
      'Experience',
      'Senior Engineer — Acme | 2020 – Present',
      '• Built a reporting dashboard that the branch managers of the bank used every week to plan staff, cutting overtime by 18%',
      '• Led a team of 6 engineers',
      width,
    ]);
    expect(
      joinWrapped([
        'الخبرات العملية',
        '• خفّضت زمن الاستجابة لطلبات العملاء في منصة الدفع الإلكتروني للشركة بنسبة',
        '٢٥٪ خلال عام واحد',
        '• قدت فريقًا من ستة مطورين لإطلاق تطبيق الهاتف الجديد لخدمة العملاء في مصر',
        'وتوسيعه إلى السعودية',
        'مطور برمجيات – شركة فوري',
        'يناير 2016 – ديسمبر 2018',
      ]),
    ).toEqual([
      'الخبرات العملية',
      '• خفّضت زمن الاستجابة لطلبات العملاء في منصة الدفع الإلكتروني للشركة بنسبة ٢٥٪ خلال عام واحد',
      '• قدت فريقًا من ستة مطورين لإطلاق تطبيق الهاتف الجديد لخدمة العملاء في مصر وتوسيعه إلى السعودية',
      'مطور برمجيات – شركة فوري',
      'يناير 2016 – ديسمبر 2018',
    ]);
  });

  it('keeps an acronym wrap on its long bullet, and never a heading, a dated line or the next job', () => {
    const lines = [
      '• Migrated the billing service of the payments platform from a monolith to',
      'AWS Lambda functions, cutting costs by a third',
      '• Mentored two junior engineers through their first year on the team here',
      'Education',
      '• Improved the onboarding flow for new merchants across the whole Gulf region',
      'Backend Developer',
      'Fawry, 2016 – 2019',
    ];
    expect(joinWrapped(lines)).toEqual([
      '• Migrated the billing service of the payments platform from a monolith to AWS Lambda functions, cutting costs by a third',
      '• Mentored two junior engineers through their first year on the team here',
      'Education',
      '• Improved the onboarding flow for new merchants across the whole Gulf region',
      'Backend Developer',
      'Fawry, 2016 – 2019',
    ]);
  });

  it('joins a capitalised line onto a line that stopped mid-sentence', () => {
    expect(
      joinWrapped(['• Triaged an average of 45 patients per shift using the', 'Manchester Triage System.']),
    ).toEqual(['• Triaged an average of 45 patients per shift using the Manchester Triage System.']);
  });

  it('never joins a capitalised line or an Arabic action verb to a full line before it: they open the next item', () => {
    expect(
      joinWrapped([
        'Closed the monthly books for three subsidiaries in four days instead of ten, saving 60 staff hours a month',
        'Cut overdue receivables by 35% in one year by introducing weekly ageing reviews with sales',
        'managers',
      ]),
    ).toEqual([
      'Closed the monthly books for three subsidiaries in four days instead of ten, saving 60 staff hours a month',
      'Cut overdue receivables by 35% in one year by introducing weekly ageing reviews with sales managers',
    ]);
    expect(
      joinWrapped([
        '• أغلقت الدفاتر الشهرية لثلاث شركات تابعة في أربعة أيام بدلًا من عشرة أيام كل شهر',
        'خفّضت الذمم المدينة المتأخرة بنسبة ٣٥٪ خلال عام واحد',
      ]),
    ).toHaveLength(2);
  });

  it("reads achievements whose list marks did not come through as the job's bullets, not as jobs", async () => {
    const lines = joinWrapped([
      'Omar Khalil',
      'Experience',
      'Senior Accountant — Gulf Trading Company | Jan 2020 – Present',
      'Closed the monthly books for three subsidiaries in four days instead of ten, saving 60 staff',
      'hours a month',
      'Cut overdue receivables by 35% in one year',
      'Accountant — Nile Audit Office | Mar 2016 – Dec 2019',
      'Audited 40 client accounts a year',
      'Prepared VAT returns for 25 companies',
      'الخبرات العملية',
      'محاسبة – مكتب النيل للتدقيق | 2016 – 2019',
      'دققت حسابات ٤٠ عميلًا سنويًا',
      'أعددت إقرارات ضريبية لخمس وعشرين شركة',
    ]);
    const parsed = parseResume({ lines, pages: 1, columns: 1, fileType: 'pdf' });
    expect(parsed.data.experience.map((e) => [e.jobTitle, e.description.split('\n').length])).toEqual([
      ['Senior Accountant', 2],
      ['Accountant', 2],
      ['محاسبة', 2],
    ]);
    expect(isUnmarkedAchievement('Certified Public Accountant')).toBe(false);
    expect(isUnmarkedAchievement('Responsible for the monthly sales report')).toBe(true);
    expect(isUnmarkedAchievement('مسؤول عن الرد على مكالمات العملاء')).toBe(true);
    expect(isUnmarkedAchievement('Teaching English to grade 7 students')).toBe(true);
    expect(isUnmarkedAchievement('Accounting Clerk')).toBe(false);
    expect(isUnmarkedAchievement('Licensed Practical Nurse, Intensive Care — Al Noor Hospital')).toBe(false);
    expect(isUnmarkedAchievement('بيروت، لبنان')).toBe(false);
    const { parts } = await scoreResume(parsed);
    const codes = parts.flatMap((p) => p.deductions.map((d) => d.code));
    for (const code of ['entryWithoutDates', 'emptyExperience', 'noAchievements', 'fewAchievements'])
      expect(codes, code).not.toContain(code);
  });

  it('gives one job, not a job per fragment, for a CV whose bullets wrapped', () => {
    const parsed = parseResume({
      lines: joinWrapped([
        'Nour Hassan',
        'Experience',
        'Senior Engineer — Acme | 2020 – Present',
        '• Built a reporting dashboard that the branch managers of the bank used every',
        'week to plan staff, cutting overtime by 18%',
        '• Reduced the time to close the books each month from ten days to four days',
        'across three subsidiaries in Egypt and the Gulf',
      ]),
      pages: 1,
      columns: 1,
      fileType: 'pdf',
    });
    expect(parsed.data.experience).toHaveLength(1);
  });
});

describe('career engine: extraction artefacts', () => {
  it('repairs split diacritics, a moved percent sign, a reversed article and presentation forms', () => {
    expect(repairArtefacts('خف ّضت التكاليف بنسبة %35')).toBe('خفّضت التكاليف بنسبة 35%');
    expect(repairArtefacts('زيادة المبيعات ٪٢٠ في عام')).toBe('زيادة المبيعات ٢٠٪ في عام');
    expect(repairArtefacts('إدارة األعمال و اإلدارة المالية واالستثمار')).toBe(
      'إدارة الأعمال و الإدارة المالية والاستثمار',
    );
    expect(repairArtefacts('ﻣﻬﻨﺪس ﺑﺮﻣﺠﻴﺎت')).toBe('مهندس برمجيات');
    expect(repairArtefacts('حصلت عىل شهادة')).toBe('حصلت على شهادة');
    // pdftotext's layout mode moves a mark back a letter and leaves a space where it was
    expect(repairArtefacts('• خّف ضت مدة التوظيف ودّر بت 30 مديًر ا وأدرت رواتب 450 موظًف ا شهرًي ا')).toBe(
      '• خفّضت مدة التوظيف ودرّبت 30 مديرًا وأدرت رواتب 450 موظفًا شهريًا',
    );
    expect(repairArtefacts('إنّ كلّ فريق')).toBe('إنّ كلّ فريق');
    expect(repairArtefacts('دققت حسابات ٤٠ عمياًل سنويًا')).toBe('دققت حسابات ٤٠ عميلًا سنويًا');
    expect(repairArtefacts('• ُق دت فريقًا من 5 مطورين')).toBe('• قُدت فريقًا من 5 مطورين');
    expect(repairArtefacts('2021 – حتى الآن | – Anghami مصممة واجهات وتجربة المستخدم')).toBe(
      '2021 – حتى الآن | مصممة واجهات وتجربة المستخدم – Anghami',
    );
    expect(repairArtefacts('• خّفضت الذمم بنسبة ٣٥٪ وكنت جًدا سنوًيا')).toBe('• خفّضت الذمم بنسبة ٣٥٪ وكنت جدًا سنويًا');
    expect(repairArtefacts('من 2016 إلى :2019 محاسبة ،مكتب النيل')).toBe('من 2016 إلى 2019: محاسبة، مكتب النيل');
    expect(repairArtefacts('\uF0B7 Reduced costs by 20%')).toBe('• Reduced costs by 20%');
    expect(repairArtefacts('➢ أدرت فريقًا')).toBe('• أدرت فريقًا');
    expect(repairArtefacts('مديـــر مبيعـات')).toBe('مدير مبيعات');
    expect(repairArtefacts('Grew revenue 35% in 2021')).toBe('Grew revenue 35% in 2021');
  });

  it('turns a plain lam-alef round only when the word list says so', () => {
    const words = new Set(['خلال', 'إعلانات', 'مجال', 'عالمي', 'الإعلانات']);
    const list = { has: (w: string) => words.has(w) };
    expect(swapReversedLamAlef('خالل حملة إعالنات في مجال عالمي', list)).toBe('خلال حملة إعلانات في مجال عالمي');
    expect(swapReversedLamAlef('الإعالنات', list)).toBe('الإعلانات');
  });
});

describe('career engine: figures in achievements', () => {
  it('counts figures in either script and form, and no date as a figure', () => {
    for (const line of [
      'خفّضت التكاليف بنسبة ٣٥٪',
      'رفعت المبيعات %20 خلال عام',
      'زدت الإيرادات 20% في الربع الأول',
      'وفرت ٢ مليون ريال سنويًا',
      'أدرت ميزانية 500 ألف جنيه',
      'Grew revenue x2 in a year',
      'Cut build time 3× with caching',
      'Handled 2000 tickets a month',
      'Managed a $1.5M budget',
    ])
      expect(hasMetric(line), line).toBe(true);
    for (const line of ['Launched the new app in 2021', 'أطلقت التطبيق في عام ٢٠٢١', 'Led the team from 2019 to 2021'])
      expect(hasMetric(line), line).toBe(false);
  });

  it('does not tell a bilingual CV with figures on 6 of 7 lines that it has none', async () => {
    const lines = [
      'Nour Hassan | نور حسن',
      'Data Analyst | محلل بيانات',
      'nour@example.com | +20 100 555 1234',
      'الخبرات العملية | Experience',
      'Jun 2021 – Present | محلل بيانات أول – STC',
      '• بنيت ١٨ لوحة متابعة في Power BI يستخدمها ٦٠ مديرًا',
      '• Raised forecast accuracy from 78% to 92%',
      '• خفّضت زمن التقرير الشهري من 3 أيام إلى 4 ساعات',
      'Jan 2019 – May 2021 | محلل بيانات – Panda Retail',
      '• حللت بيانات ١٫٢ مليون عميل',
      '• Saved 1.5 million riyals a year',
      '• وفّرت ٪١٥ من تكلفة التخزين',
      '• Trained the sales team on Excel',
    ];
    const parsed = parseResume({ lines, pages: 1, columns: 1, fileType: 'pdf' });
    const { parts } = await scoreResume(parsed);
    const codes = parts.flatMap((p) => p.deductions.map((d) => d.code));
    expect(parsed.data.experience).toHaveLength(2);
    expect(codes).not.toContain('fewMetrics');
    expect(codes.filter((c) => c === 'noMetric')).toHaveLength(1);
  });
});
