import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZInterviewSession, ZInterviewSessionList, type TInterviewSession } from '@masar/contracts';
import { buildTestApp } from '#test/helper';
import { IN_ENGLISH } from '#test/support/accounts';
import { actors, type Actor, type Role } from '#test/support/roles';
import { defined } from '@masar/contracts/defined';

const STAR_EN =
  'When I was a data analyst at Fawry, our weekly sales report took two days and was often late. My task was to get it to managers by Monday morning. ' +
  'I decided to rebuild it: first I moved the queries to SQL views, then I built a Power BI dashboard and scheduled the refresh. ' +
  'As a result the report now takes 20 minutes, 40 branch managers use it every week, and I learned to agree on the numbers with finance before automating.';
const STAR_AR =
  'عندما كنت محللة بيانات في شركة جرير، كان تقرير المبيعات الأسبوعي يتأخر يومين. كانت مهمتي أن يصل التقرير إلى المديرين صباح الأحد. ' +
  'قررت إعادة بنائه: أولا نقلت الاستعلامات إلى SQL ثم بنيت لوحة في Power BI يتحدث تلقائيا. ونتيجة لذلك أصبح التقرير يستغرق 20 دقيقة ويستخدمه 35 مديرا كل أسبوع، وتعلمت أن أراجع الأرقام مع الإدارة المالية أولا.';

describe('career: interview practice (/api/career/interviews)', () => {
  let app: FastifyInstance;
  let as: Record<Role, Actor>;
  const post = (url: string, payload?: object, who: Role = 'learner') =>
    app.inject({ method: 'POST', url: `/api/career${url}`, headers: as[who].headers, ...(payload ? { payload } : {}) });
  const start = async (body: object): Promise<TInterviewSession> => {
    const res = await post('/interviews', body);
    expect(res.statusCode, res.body).toBe(201);
    return ZInterviewSession.parse(res.json());
  };
  const answer = async (id: string, text: string) => {
    const res = await post(`/interviews/${id}/answers`, { answer: text });
    expect(res.statusCode, res.body).toBe(200);
    return ZInterviewSession.parse(res.json());
  };

  beforeAll(async () => {
    app = await buildTestApp();
    as = await actors(app);
  });
  afterAll(() => app.close());

  it('asks one question at a time, gives feedback on each answer and a summary at the end', async () => {
    const session = await start({
      roleId: 'data-analyst',
      level: 'mid',
      kind: 'behavioural',
      language: 'en',
      questionCount: 3,
    });
    expect(session).toMatchObject({
      roleName: { en: 'Data Analyst' },
      kind: 'behavioural',
      language: 'en',
      total: 3,
      answers: [],
      summary: null,
    });
    expect(session.questions).toHaveLength(1);
    expect(session.current).toEqual(session.questions[0]);
    const one = await answer(session._id, STAR_EN);
    expect(one.questions).toHaveLength(2);
    const feedback = defined(one.answers[0]).feedback;
    expect(feedback.criteria.map((c) => c.criterion)).toEqual(['structure', 'relevance', 'specifics', 'length']);
    expect(defined(feedback.criteria.find((c) => c.criterion === 'structure')).score).toBe(25);
    expect(defined(feedback.criteria.find((c) => c.criterion === 'specifics')).score).toBeGreaterThanOrEqual(20);
    const two = await answer(session._id, 'I work hard.');
    const vague = defined(two.answers[1]).feedback;
    expect(vague.score).toBeLessThan(feedback.score - 30);
    expect(vague.improvements.join(' ')).toMatch(/STAR|Too short/);
    const done = await answer(session._id, STAR_EN);
    expect(done.current).toBeNull();
    expect(done.completedAt).not.toBeNull();
    expect(done.summary).toMatchObject({ answered: 3 });
    expect(defined(done.summary).score).toBe(Math.round(done.answers.reduce((s, a) => s + a.feedback.score, 0) / 3));
    const late = await post(`/interviews/${session._id}/answers`, { answer: 'more' });
    expect(late.statusCode).toBe(409);
    const list = ZInterviewSessionList.parse(
      (await app.inject({ url: '/api/career/interviews', headers: as.learner.headers })).json(),
    );
    expect(list.find((s) => s._id === session._id)).toMatchObject({
      answered: 3,
      total: 3,
      score: defined(done.summary).score,
    });
  });

  it('practises in Arabic, technical questions for the role, with feedback in Arabic', async () => {
    const session = await start({ roleId: 'data-analyst', level: 'junior', kind: 'technical', language: 'ar' });
    expect(session.total).toBe(5);
    expect(defined(session.current).text).toMatch(/[\u0600-\u06FF]/);
    const next = await answer(session._id, STAR_AR);
    const feedback = defined(next.answers[0]).feedback;
    expect([...feedback.strengths, ...feedback.improvements].join(' ')).toMatch(/[\u0600-\u06FF]/);
    expect(defined(feedback.criteria.find((c) => c.criterion === 'specifics')).score).toBeGreaterThanOrEqual(15);
  });

  it('finishes early with a summary of the answered questions; sessions are private', async () => {
    const session = await start({
      roleId: 'project-manager',
      level: 'senior',
      kind: 'situational',
      language: 'en',
      questionCount: 5,
    });
    expect((await post(`/interviews/${session._id}/finish`)).statusCode).toBe(409);
    await answer(session._id, STAR_EN);
    expect((await post(`/interviews/${session._id}/answers`, { answer: 'x' }, 'otherLearner')).statusCode).toBe(404);
    expect(
      (await app.inject({ url: `/api/career/interviews/${session._id}`, headers: as.otherLearner.headers })).statusCode,
    ).toBe(404);
    const finished = ZInterviewSession.parse((await post(`/interviews/${session._id}/finish`)).json());
    expect(finished).toMatchObject({ total: 1, current: null, summary: { answered: 1 } });
    expect((await post(`/interviews/${session._id}/finish`)).statusCode).toBe(409);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/career/interviews/${session._id}`,
          headers: as.learner.headers,
        })
      ).statusCode,
    ).toBe(204);
  });

  it('refuses unknown roles and empty answers', async () => {
    expect(
      (await post('/interviews', { roleId: 'astronaut', level: 'mid', kind: 'technical', language: 'en' })).statusCode,
    ).toBe(404);
    const session = await start({ roleId: 'teacher', level: 'entry', kind: 'behavioural', language: 'en' });
    const empty = await app.inject({
      method: 'POST',
      url: `/api/career/interviews/${session._id}/answers`,
      headers: { ...as.learner.headers, ...IN_ENGLISH },
      payload: { answer: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toMatchObject({ answer: 'Write an answer first' });
  });
});
