import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Document, Packer, Paragraph } from 'docx';
import { ZApiError, ZJobMatch, ZResumeData, type TJobMatch, type TResumeData } from '@masar/contracts';
import { ENGINE_VERSION } from '@masar/career/analyze';
import type { StoredReview } from '#src/modules/career/review-service';
import { buildTestApp } from '#test/helper';
import { actors, type Actor, type Role } from '#test/support/roles';
import { PNG, multipart } from '#test/support/uploads';
import { defined } from '@masar/contracts/defined';

const ENGLISH_CV = ZResumeData.parse({
  name: 'Mona Adel',
  jobTitle: 'Data Analyst',
  summary: 'Data analyst who turns sales data into weekly decisions for retail teams.',
  experience: [
    {
      company: 'Fawry',
      jobTitle: 'Data Analyst',
      from: '2022-01',
      stillWorking: true,
      description: 'Built a Power BI dashboard used by 40 branch managers\nAutomated the weekly report in Python',
    },
  ],
  skills: ['Excel', 'Power BI', 'Python'],
});

const ARABIC_CV = ZResumeData.parse({
  name: 'سارة محمود',
  jobTitle: 'أخصائية موارد بشرية',
  summary: 'أخصائية موارد بشرية أعمل ضمن فريق وأُعدّ التقارير في إكسل.',
  experience: [
    {
      company: 'شركة النيل',
      jobTitle: 'أخصائية موارد بشرية',
      from: '2020-03',
      stillWorking: true,
      description: 'أدرت مسيرات الرواتب لـ 300 موظف\nطبّقت قانون العمل في عقود التوظيف',
    },
  ],
  skills: ['التوظيف', 'قانون العمل', 'الرواتب', 'أنظمة الموارد البشرية'],
});

const ENGLISH_JD = [
  'Job title: Data Analyst',
  'About the role: you will turn sales data into weekly decisions for our stores.',
  'Requirements:',
  '- SQL and Excel',
  '- Python',
  '- Tableau',
  '- Communication skills, teamwork',
].join('\n');

const ARABIC_JD = [
  'مطلوب أخصائي موارد بشرية لشركة في القاهرة',
  'المتطلبات:',
  '• خبرة في التوظيف وقانون العمل',
  '• إعداد الرواتب واستخدام أنظمة HR',
  '• إجادة Excel و Python',
  '• مهارات التواصل والعمل ضمن فريق',
].join('\n');

describe('career: job-description match (/api/career/reviews/:id/match)', () => {
  let app: FastifyInstance;
  let as: Record<Role, Actor>;
  let english: string;
  let arabic: string;

  const storeReview = (data: TResumeData, language: 'ar' | 'en') => {
    const stored: StoredReview = {
      engine: ENGINE_VERSION,
      fileName: 'cv.pdf',
      fileType: 'pdf',
      parsed: { language, pages: 1, columns: 1, sections: [], data, lines: [] },
      parts: (['grammar', 'ats', 'content', 'achievements'] as const).map((part) => ({
        part,
        score: 15,
        deductions: [],
      })),
    };
    return app.career.reviews
      .create({
        userId: defined(as.learner.userId),
        score: 60,
        parts: stored as unknown as Record<string, unknown>,
        industry: null,
        level: null,
        textHash: `match-${language}-${Date.now()}`,
      })
      .then((r) => r.id);
  };
  const match = (id: string, jobDescription: string, opts: { who?: Role; lang?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/career/reviews/${id}/match`,
      headers: { ...as[opts.who ?? 'learner'].headers, 'accept-language': opts.lang ?? 'en' },
      payload: { jobDescription },
    });
  const matchFile = (id: string, file: Buffer, name: string, lang = 'en') => {
    const body = multipart(file, name);
    return app.inject({
      method: 'POST',
      url: `/api/career/reviews/${id}/match/file`,
      headers: { ...as.learner.headers, 'accept-language': lang, ...body.headers },
      payload: body.payload,
    });
  };
  const ok = (res: { statusCode: number; body: string; json: () => unknown }): TJobMatch => {
    expect(res.statusCode, res.body).toBe(200);
    return ZJobMatch.parse(res.json());
  };
  const ids = (list: { skill: { id: string } }[]) => list.map((m) => m.skill.id);

  beforeAll(async () => {
    app = await buildTestApp();
    as = await actors(app);
    english = await storeReview(ENGLISH_CV, 'en');
    arabic = await storeReview(ARABIC_CV, 'ar');
  });
  afterAll(() => app.close());

  it('matches an English description: rate by its formula, skills with their places, courses for missing ones', async () => {
    const result = ok(await match(english, ENGLISH_JD));
    expect(result.language).toBe('en');
    expect(ids(result.hardSkills.matched)).toEqual(['excel', 'python']);
    expect(result.hardSkills.matched.map((m) => m.places)).toEqual([['skills'], ['experience', 'skills']]);
    expect(ids(result.hardSkills.missing)).toEqual(['sql', 'tableau']);
    expect(defined(result.hardSkills.missing[0]).courses.map((c) => c.slug)).toContain('sql-for-analysts');
    expect(ids(result.softSkills.matched)).toEqual([]);
    expect(result.softSkills.missing.map((s) => s.id)).toEqual(['communication', 'teamwork']);
    expect(result.jobTitle).toEqual({ wanted: 'Data Analyst', found: 'Data Analyst', place: 'title' });
    expect(result.formula).toEqual([
      { part: 'hardSkills', weight: 60, matched: 2, total: 4 },
      { part: 'softSkills', weight: 25, matched: 0, total: 2 },
      { part: 'jobTitle', weight: 15, matched: 1, total: 1 },
    ]);
    // 60 × 2/4 + 25 × 0/2 + 15 × 1/1 = 30 + 0 + 15
    expect(result.rate).toBe(45);
  });

  it('matches an Arabic description to an Arabic CV, Latin and Arabic skill names counted once', async () => {
    const result = ok(await match(arabic, ARABIC_JD, { lang: 'ar' }));
    expect(result.language).toBe('ar');
    // Excel in the description is إكسل in the CV; أنظمة HR is أنظمة الموارد البشرية
    expect(ids(result.hardSkills.matched)).toEqual(['recruitment', 'labor-law', 'payroll', 'hris', 'excel']);
    expect(defined(result.hardSkills.matched.find((m) => m.skill.id === 'excel')).places).toEqual(['summary']);
    expect(defined(result.hardSkills.matched.find((m) => m.skill.id === 'labor-law')).places).toEqual([
      'experience',
      'skills',
    ]);
    expect(ids(result.hardSkills.missing)).toEqual(['python']);
    expect(defined(result.hardSkills.missing[0]).courses.map((c) => c.slug)).toContain('machine-learning-python');
    expect(defined(result.hardSkills.missing[0]).skill.name.ar).toBe('Python');
    expect(ids(result.softSkills.matched)).toEqual(['teamwork']);
    expect(result.softSkills.missing.map((s) => s.id)).toEqual(['communication']);
    expect(result.jobTitle).toMatchObject({ found: 'أخصائية موارد بشرية', place: 'title' });
    // 60 × 5/6 + 25 × 1/2 + 15 × 1/1 = 50 + 12.5 + 15 = 77.5
    expect(result.rate).toBe(78);
  });

  it('reads the description from a TXT or DOCX file the same as pasted text', async () => {
    const pasted = ok(await match(arabic, ARABIC_JD));
    expect(ok(await matchFile(arabic, Buffer.from(`\uFEFF${ARABIC_JD}`), 'job.txt'))).toEqual(pasted);
    const docx = await Packer.toBuffer(
      new Document({ sections: [{ children: ENGLISH_JD.split('\n').map((line) => new Paragraph(line)) }] }),
    );
    expect(ok(await matchFile(english, docx, 'job.docx')).rate).toBe(45);
    const png = await matchFile(english, PNG, 'job.png', 'ar');
    expect(png.statusCode).toBe(415);
    expect(ZApiError.parse(png.json()).message).toMatch(/PDF/);
    const short = await matchFile(english, Buffer.from('SQL, Excel'), 'job.txt', 'ar');
    expect(short.statusCode).toBe(400);
    expect(ZApiError.parse(short.json()).details).toEqual({ file: expect.stringMatching(/الوصف الوظيفي/) });
  });

  it('refuses an empty, too short or too long description with a translated message', async () => {
    for (const [text, lang, pattern] of [
      ['', 'en', /required/],
      ['   ', 'ar', /مطلوب/],
      ['Data Analyst, SQL', 'en', /too short/],
      ['SQL '.repeat(6000), 'ar', /أطول/],
    ] as const) {
      const res = await match(english, text, { lang });
      expect(res.statusCode, text.slice(0, 20)).toBe(400);
      expect(ZApiError.parse(res.json()).details?.jobDescription, text.slice(0, 20)).toMatch(pattern);
    }
  });

  it("answers someone else's review, or a missing one, with 404, and a guest with 401", async () => {
    expect((await match(english, ENGLISH_JD, { who: 'otherLearner' })).statusCode).toBe(404);
    expect((await match('00000000-0000-4000-8000-000000000000', ENGLISH_JD)).statusCode).toBe(404);
    expect((await match(english, ENGLISH_JD, { who: 'guest' })).statusCode).toBe(401);
  });
});
