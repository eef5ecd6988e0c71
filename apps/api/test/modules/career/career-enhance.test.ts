import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZEnhanceResult, ZInterviewSession, ZResume, type TEnhanceResult, type TResume } from '@masar/contracts';
import { checkRewrite } from '@masar/career/enhance/guard';
import { buildTestApp } from '#test/helper';
import { startLlmServer } from '#test/support/llm-server';
import { actors, type Actor, type Role } from '#test/support/roles';
import { defined } from '@masar/contracts/defined';

const EN_CV = {
  name: 'Nour Hassan',
  jobTitle: 'Data Analyst',
  summary: 'I am a hard-working team player who loves data.',
  experience: [
    {
      company: 'Fawry',
      jobTitle: 'Data Analyst',
      from: '2022-01',
      stillWorking: true,
      description:
        'Responsible for the monthly sales report.\nBuilt a Power BI dashboard used by 40 branch managers.\nWorked on cleaning customer data.',
    },
  ],
};
const AR_CV = {
  name: 'خالد إبراهيم',
  jobTitle: 'أخصائي تسويق رقمي',
  summary: 'أنا شاب طموح ومجتهد.',
  experience: [
    {
      company: 'شركة النيل',
      jobTitle: 'مسؤول تسويق',
      from: '2021',
      to: '2023',
      description: 'مسؤول عن إدارة صفحات التواصل الاجتماعي للشركة\nعملت على تطوير الحملات الإعلانية مع الوكالة',
    },
  ],
};

describe('career: "Enhance with AI" (/api/career/enhance)', () => {
  describe('the built-in engine (no model configured)', () => {
    let app: FastifyInstance;
    let as: Record<Role, Actor>;
    const post = (url: string, payload: object, who: Role = 'learner', lang = 'en') =>
      app.inject({
        method: 'POST',
        url: `/api/career${url}`,
        headers: { ...as[who].headers, 'accept-language': lang },
        payload,
      });
    const resume = async (language: 'ar' | 'en', data: object): Promise<TResume> =>
      ZResume.parse((await post('/resumes', { language, data })).json());

    beforeAll(async () => {
      app = await buildTestApp();
      as = await actors(app);
    });
    afterAll(() => app.close());

    it('rewrites duties into achievements with strong verbs and asks for the missing figures', async () => {
      const cv = await resume('en', EN_CV);
      const res = await post('/enhance', { resumeId: cv._id });
      expect(res.statusCode, res.body).toBe(200);
      const result = ZEnhanceResult.parse(res.json());
      expect(result).toMatchObject({
        language: 'en',
        engine: 'builtin',
        llm: { configured: false, used: false, fellBack: false },
      });
      const byLine = (line: number) =>
        result.suggestions.find((s) => s.target.section === 'experience' && s.target.line === line);
      expect(byLine(0)).toMatchObject({
        original: 'Responsible for the monthly sales report.',
        needsFigures: true,
        engine: 'builtin',
      });
      expect(defined(byLine(0)).suggested).toMatch(/^Managed the monthly sales report.*\[number\]/);
      expect(defined(byLine(0)).questions[0]).toMatch(/How many/);
      expect(defined(byLine(2)).suggested).toMatch(/^Cleaned customer data/);
      // a line with a figure and a strong verb is left alone
      expect(byLine(1)).toBeUndefined();
      const summary = defined(result.suggestions.find((s) => s.target.section === 'summary'));
      expect(summary.suggested).not.toMatch(/hard-working|team player|^I am/i);
      expect(summary.reasons.join(' ')).toMatch(/cliché/);
    });

    it('does the same for an Arabic CV, in Arabic', async () => {
      const cv = await resume('ar', AR_CV);
      const result = ZEnhanceResult.parse((await post('/enhance', { resumeId: cv._id }, 'learner', 'ar')).json());
      const [first, second] = result.suggestions.filter((s) => s.target.section === 'experience');
      expect(defined(first).suggested.startsWith('أدرت صفحات التواصل الاجتماعي للشركة')).toBe(true);
      expect(defined(second).suggested.startsWith('طوّرت الحملات الإعلانية')).toBe(true);
      expect(defined(first).questions[0]).toMatch(/[\u0600-\u06FF]/);
      expect(defined(first).reasons[0]).toContain('فعل إنجاز قوي');
    });

    it('puts the accepted rewrites, as edited, into a NEW CV and leaves the source alone', async () => {
      const cv = await resume('en', EN_CV);
      const result: TEnhanceResult = ZEnhanceResult.parse((await post('/enhance', { resumeId: cv._id })).json());
      const first = defined(result.suggestions.find((s) => s.target.section === 'experience' && s.target.line === 0));
      const res = await post('/enhance/apply', {
        resumeId: cv._id,
        accepted: [
          { target: first.target, text: 'Managed the monthly sales report for 12 regional directors.' },
          { target: { section: 'summary' }, text: 'Data analyst for retail payments.' },
        ],
      });
      expect(res.statusCode, res.body).toBe(201);
      const created = ZResume.parse(res.json());
      expect(created._id).not.toBe(cv._id);
      expect(created.title).toBe('Nour Hassan (enhanced)');
      expect(created.data.summary).toBe('Data analyst for retail payments.');
      expect(defined(created.data.experience[0]).description.split('\n')).toEqual([
        'Managed the monthly sales report for 12 regional directors.',
        'Built a Power BI dashboard used by 40 branch managers.',
        'Worked on cleaning customer data.',
      ]);
      const source = ZResume.parse(
        (await app.inject({ url: `/api/career/resumes/${cv._id}`, headers: as.learner.headers })).json(),
      );
      expect(source.data).toEqual(cv.data);
      const missing = await post('/enhance/apply', {
        resumeId: cv._id,
        accepted: [{ target: { section: 'experience', index: 3, line: 0 }, text: 'x' }],
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().details).toHaveProperty('accepted.0');
      expect((await post('/enhance', { resumeId: cv._id, reviewId: cv._id })).statusCode).toBe(400);
      expect((await post('/enhance', { resumeId: cv._id }, 'otherLearner')).statusCode).toBe(404);
    });
  });

  describe('with an OpenAI-compatible model (a local server that speaks the API)', () => {
    let app: FastifyInstance;
    let as: Record<Role, Actor>;
    let llm: Awaited<ReturnType<typeof startLlmServer>>;
    let cvId: string;
    const enhance = async () =>
      ZEnhanceResult.parse(
        (
          await app.inject({
            method: 'POST',
            url: '/api/career/enhance',
            headers: as.learner.headers,
            payload: { resumeId: cvId },
          })
        ).json(),
      );

    beforeAll(async () => {
      llm = await startLlmServer();
      app = await buildTestApp({
        config: { llm: { baseUrl: llm.baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs: 800 } },
      });
      as = await actors(app);
      cvId = ZResume.parse(
        (
          await app.inject({
            method: 'POST',
            url: '/api/career/resumes',
            headers: as.learner.headers,
            payload: { language: 'en', data: EN_CV },
          })
        ).json(),
      )._id;
    });
    afterAll(async () => {
      await app.close();
      await llm.close();
    });

    it("uses the model's rewrites that add nothing new, with the key and model configured", async () => {
      llm.behave('rewrite');
      const result = await enhance();
      expect(result).toMatchObject({
        engine: 'llm',
        llm: { configured: true, used: true, rejected: 0, fellBack: false },
      });
      expect(result.suggestions.every((s) => s.engine === 'llm' && s.suggested.startsWith('Drove '))).toBe(true);
      const request = defined(llm.requests.at(-1));
      expect(request.authorization).toBe('Bearer test-key');
      expect(request.body.model).toBe('test-model');
    });

    it('refuses rewrites that invent employers, dates or numbers, and keeps the built-in ones', async () => {
      llm.behave('invent');
      const result = await enhance();
      expect(result.llm).toMatchObject({ configured: true, used: false, fellBack: false });
      expect(result.llm.rejected).toBe(result.suggestions.length);
      expect(result.engine).toBe('builtin');
      expect(result.suggestions.every((s) => s.engine === 'builtin' && !s.suggested.includes('Google'))).toBe(true);
    });

    it('falls back to the built-in engine when the model fails, is too slow, or answers no JSON', async () => {
      for (const behaviour of ['error', 'slow', 'garbage'] as const) {
        llm.behave(behaviour);
        const started = Date.now();
        const result = await enhance();
        expect(Date.now() - started, behaviour).toBeLessThan(5000);
        expect(result.engine, behaviour).toBe('builtin');
        expect(result.suggestions.length, behaviour).toBeGreaterThan(0);
        if (behaviour !== 'garbage') expect(result.llm.fellBack, behaviour).toBe(true);
      }
    });

    it('adds a follow-up question to interview practice', async () => {
      llm.behave('rewrite');
      const start = await app.inject({
        method: 'POST',
        url: '/api/career/interviews',
        headers: as.learner.headers,
        payload: { roleId: 'data-analyst', level: 'mid', kind: 'behavioural', language: 'ar', questionCount: 3 },
      });
      const session = ZInterviewSession.parse(start.json());
      const answered = ZInterviewSession.parse(
        (
          await app.inject({
            method: 'POST',
            url: `/api/career/interviews/${session._id}/answers`,
            headers: as.learner.headers,
            payload: {
              answer:
                'عندما كنت في عملي السابق واجهنا تأخيرا في التقارير فقررت أتمتتها ونتيجة لذلك وفرنا ساعتين يوميا.',
            },
          })
        ).json(),
      );
      expect(answered.current).toMatchObject({
        followUp: true,
        text: 'ما الذي كنت ستفعله بشكل مختلف في المرة القادمة؟',
      });
      expect(answered.total).toBe(4);
    });
  });

  it('the guard: names, dates and numbers must come from the source; placeholders are fine', () => {
    const source = 'Responsible for the weekly sales report for 40 branches\nData Analyst Fawry';
    expect(checkRewrite(source, 'Produced the weekly sales report for 40 branches, cutting errors by [X%].').ok).toBe(
      true,
    );
    expect(checkRewrite(source, 'Produced the weekly sales report at Fawry for 40 branches.').ok).toBe(true);
    expect(checkRewrite(source, 'Produced the weekly sales report for 45 branches.').added).toEqual(['number 45']);
    expect(checkRewrite(source, 'Produced the weekly sales report for Vodafone.').added).toEqual(['name vodafone']);
    expect(checkRewrite(source, 'Produced the weekly sales report since March 2021.').added).toEqual(
      expect.arrayContaining(['number 2021', 'date March']),
    );
    expect(checkRewrite('مسؤول عن تقرير المبيعات لـ ٤٠ فرعا', 'أعددت تقرير المبيعات لـ 40 فرعا').ok).toBe(true);
    expect(checkRewrite('مسؤول عن تقرير المبيعات', 'أعددت تقرير المبيعات في شركة فودافون').added).toEqual([
      'name فودافون',
    ]);
    expect(checkRewrite('مسؤول عن تقرير المبيعات', 'أعددت تقرير المبيعات منذ مارس').added).toEqual(['date مارس']);
  });
});
