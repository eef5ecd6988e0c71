import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZQuizAdmin,
  ZQuizAttemptResult,
  ZQuizAttemptStart,
  type TQuizAdmin,
  type TQuizAttemptStart,
} from '@masar/contracts';
import { enrolments, lectures, quizAttempts } from '#src/db/schema/index';
import { buildTestApp } from '#test/helper';
import { learner, learningCourse } from '#test/support/learning-fixture';
import { actors, type Actor, type Role } from '#test/support/roles';
import { defined } from '@masar/contracts/defined';

const pdftotext = (pdf: Buffer) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'masar-quiz-'));
  writeFileSync(path.join(dir, 'c.pdf'), pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'c.pdf'), '-'], { encoding: 'utf8' });
};

type Who = Role | { headers: Record<string, string> };

describe('quizzes and the final exam', () => {
  let app: FastifyInstance;
  let as: Record<Role, Actor>;
  let course: Awaited<ReturnType<typeof learningCourse>>;
  let me: Awaited<ReturnType<typeof learner>>;
  let sectionId: string;
  let quizId: string;
  let examId: string;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    who: Who = 'admin',
    lang = 'en',
  ) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(typeof who === 'string' ? as[who].headers : who.headers), 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  const addQuiz = async (title: string) => {
    const res = await call('POST', `/sections/${sectionId}/lectures`, { title, kind: 'quiz' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json()._id as string;
  };
  /** a quiz lecture beside another lecture */
  const addQuizTo = async (lectureId: string) => {
    const [beside] = await app.db.select().from(lectures).where(eq(lectures.id, lectureId));
    const res = await call('POST', `/sections/${defined(beside).sectionId}/lectures`, { title: 'Exam', kind: 'quiz' });
    return res.json()._id as string;
  };
  const quiz = async (id: string): Promise<TQuizAdmin> =>
    ZQuizAdmin.parse((await call('GET', `/lectures/${id}/quiz`)).json());
  const start = async (id: string, who: Who = me): Promise<TQuizAttemptStart> => {
    const res = await call('POST', `/lectures/${id}/quiz/attempts`, undefined, who);
    expect(res.statusCode, res.body).toBe(200);
    return ZQuizAttemptStart.parse(res.json());
  };
  /** the option ids whose text is in `texts`, per question by prompt */
  const pick = (attempt: TQuizAttemptStart, choices: Record<string, string[]>) =>
    Object.fromEntries(
      attempt.questions.map((q) => [
        q._id,
        q.options.filter((o) => (choices[q.prompt] ?? []).includes(o.text)).map((o) => o.id),
      ]),
    );

  beforeAll(async () => {
    app = await buildTestApp();
    as = await actors(app);
    course = await learningCourse(app, { title: 'Quiz course' });
    me = await learner(app, { firstName: 'Mona', lastName: 'Adel' }, 'en');
    await app.db.insert(enrolments).values({ userId: me.id, courseId: course.courseId });
    const [video] = await app.db.select().from(lectures).where(eq(lectures.id, course.videoId));
    sectionId = defined(video).sectionId;
    quizId = await addQuiz('Check yourself');
    examId = await addQuiz('Final exam');
  });
  afterAll(async () => app?.close());

  it('lets an admin write single, multiple and true/false questions, validated in the request language', async () => {
    const single = {
      kind: 'single',
      prompt: '2 + 2?',
      options: [{ text: '3' }, { text: '4', correct: true }, { text: '5' }],
      explanation: 'Count.',
    };
    expect((await call('POST', `/lectures/${quizId}/quiz/questions`, single)).statusCode).toBe(201);
    const multiple = {
      kind: 'multiple',
      prompt: 'Primes?',
      options: [{ text: '2', correct: true }, { text: '3', correct: true }, { text: '4' }],
    };
    expect((await call('POST', `/lectures/${quizId}/quiz/questions`, multiple)).statusCode).toBe(201);
    const tf = await call('POST', `/lectures/${quizId}/quiz/questions`, {
      kind: 'true_false',
      prompt: 'Sky is blue',
      answer: true,
    });
    expect(tf.statusCode).toBe(201);
    expect(ZQuizAdmin.parse(tf.json()).questions.map((q) => q.kind)).toEqual(['single', 'multiple', 'true_false']);

    const twoRight = await call(
      'POST',
      `/lectures/${quizId}/quiz/questions`,
      {
        ...single,
        options: [
          { text: 'a', correct: true },
          { text: 'b', correct: true },
        ],
      },
      'admin',
      'ar',
    );
    expect(twoRight.statusCode).toBe(400);
    expect(twoRight.json().details.options).toBe('حدد خيارًا صحيحًا واحدًا بالضبط');
    // a text lecture is not a quiz
    expect((await call('GET', `/lectures/${course.textId}/quiz`)).statusCode).toBe(404);

    // reorder: the true/false question first
    const q = await quiz(quizId);
    const moved = await call('PATCH', `/quiz-questions/${defined(q.questions[2])._id}`, { position: 0 });
    expect(ZQuizAdmin.parse(moved.json()).questions.map((x) => x.kind)).toEqual(['true_false', 'single', 'multiple']);
    const settings = await call('PATCH', `/lectures/${quizId}/quiz`, { passPercent: 60, maxAttempts: 2 });
    expect(settings.json()).toMatchObject({ passPercent: 60, maxAttempts: 2, isFinalExam: false });
  });

  it('allows one final exam per course', async () => {
    expect((await call('PATCH', `/lectures/${examId}/quiz`, { isFinalExam: true, passPercent: 100 })).statusCode).toBe(
      200,
    );
    const second = await call('PATCH', `/lectures/${quizId}/quiz`, { isFinalExam: true }, 'admin', 'ar');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain('اختبار نهائي');
  });

  it('imports a CSV or JSON bank all at once, and refuses a bank with bad rows naming them', async () => {
    const csv = [
      'type,question,options,correct,explanation',
      'single,"Capital of Egypt, today?",Alexandria|Cairo|Giza,2,"Cairo, since 969"',
      'true_false,الأرض كروية,,true,',
    ].join('\r\n');
    const res = await call('POST', `/lectures/${examId}/quiz/import`, { format: 'csv', content: csv });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imported).toBe(2);
    const exam = await quiz(examId);
    expect(exam.questions[0]).toMatchObject({ prompt: 'Capital of Egypt, today?', explanation: 'Cairo, since 969' });
    expect(defined(exam.questions[0]).options.map((o) => [o.text, o.correct])).toEqual([
      ['Alexandria', false],
      ['Cairo', true],
      ['Giza', false],
    ]);

    const json = JSON.stringify([{ type: 'multiple', question: 'Even?', options: ['1', '2', '4'], correct: [2, 3] }]);
    const appended = await call('POST', `/lectures/${examId}/quiz/import`, { format: 'json', content: json });
    expect(appended.json().quiz.questions).toHaveLength(3);

    const bad = [
      'type,question,options,correct,explanation',
      'single,Fine,a|b,1,',
      'single,Two right,a|b,1|2,',
      'essay,What?,,,',
      'single,No such option,a|b,7,',
    ].join('\n');
    const refused = await call(
      'POST',
      `/lectures/${examId}/quiz/import`,
      { format: 'csv', content: bad },
      'admin',
      'ar',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.rows.map((r: { row: number }) => r.row)).toEqual([3, 4, 5]);
    expect(refused.json().message).toContain('الصف 3');
    expect((await call('POST', `/lectures/${examId}/quiz/import`, { format: 'json', content: '[{' })).statusCode).toBe(
      400,
    );
    expect((await quiz(examId)).questions).toHaveLength(3);
  });

  it('keeps quizzes, their questions, answers and attempts from guests and other learners', async () => {
    for (const url of [
      `/lectures/${quizId}/quiz/state`,
      `/lectures/${quizId}/quiz`,
      `/lectures/${quizId}/quiz/results`,
    ])
      for (const who of ['guest', 'otherLearner'] as const)
        expect([401, 403]).toContain((await call('GET', url, undefined, who)).statusCode);
    expect((await call('POST', `/lectures/${quizId}/quiz/attempts`, undefined, 'otherLearner')).statusCode).toBe(403);
    expect((await call('GET', `/lectures/${quizId}/quiz`, undefined, me)).statusCode).toBe(403);
    // a quiz completes by passing it, not by a click
    expect((await call('POST', `/lectures/${quizId}/complete`, undefined, me)).statusCode).toBe(409);

    const attempt = await start(quizId);
    const text = JSON.stringify(attempt);
    expect(text).not.toMatch(/correct|explanation/i);
    expect((await call('GET', `/quiz-attempts/${attempt._id}`, undefined, 'otherLearner')).statusCode).toBe(404);
    expect(
      (await call('POST', `/quiz-attempts/${attempt._id}/submit`, { answers: {} }, 'otherLearner')).statusCode,
    ).toBe(404);
    expect((await call('POST', `/quiz-attempts/${attempt._id}/submit`, { answers: {} }, 'guest')).statusCode).toBe(401);
    // resuming answers the same attempt in the same order
    expect(await start(quizId)).toEqual(attempt);
  });

  it('grades on the server (partly right is wrong) and a double submit is one attempt', async () => {
    const attempt = await start(quizId);
    const answers = pick(attempt, { '2 + 2?': ['4'], 'Primes?': ['2'], 'Sky is blue': ['true'] });
    const [a, b] = await Promise.all([
      call('POST', `/quiz-attempts/${attempt._id}/submit`, { answers }, me),
      call('POST', `/quiz-attempts/${attempt._id}/submit`, { answers: {} }, me),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    const result = ZQuizAttemptResult.parse(a.json());
    expect(result.scorePercent === 66 || result.scorePercent === 0).toBe(true);
    const rows = await app.db.select().from(quizAttempts).where(eq(quizAttempts.userId, me.id));
    expect(rows.filter((r) => r.lectureId === quizId)).toHaveLength(1);
    if (result.scorePercent === 66) {
      expect(result).toMatchObject({ passed: true, passPercent: 60, bestScore: 66, attemptsLeft: 1 });
      const primes = defined(result.questions.find((q) => q.prompt === 'Primes?'));
      expect(primes).toMatchObject({ correct: false });
      expect(primes.correctOptionIds).toHaveLength(2);
      expect(defined(result.questions.find((q) => q.prompt === '2 + 2?')).explanation).toBe('Count.');
    }
    // the review reads back the same
    const review = await call('GET', `/quiz-attempts/${attempt._id}`, undefined, me);
    expect(review.json().scorePercent).toBe(result.scorePercent);
  });

  it('enforces the attempt limit on the server', async () => {
    const second = await start(quizId);
    const all = pick(second, { '2 + 2?': ['4'], 'Primes?': ['2', '3'], 'Sky is blue': ['true'] });
    const res = await call('POST', `/quiz-attempts/${second._id}/submit`, { answers: all }, me);
    expect(res.json()).toMatchObject({ scorePercent: 100, passed: true, bestScore: 100, attemptsLeft: 0 });
    const third = await call('POST', `/lectures/${quizId}/quiz/attempts`, undefined, me);
    expect(third.statusCode).toBe(409);
    const state = (await call('GET', `/lectures/${quizId}/quiz/state`, undefined, me)).json();
    expect(state).toMatchObject({
      bestScore: 100,
      passed: true,
      attemptsLeft: 0,
      openAttemptId: null,
      questionCount: 3,
    });
    const results = (await call('GET', `/lectures/${quizId}/quiz/results`)).json();
    expect(results).toMatchObject({ attempts: 2, learners: 1, passedLearners: 1 });
  });

  it('issues the certificate only once the final exam is passed, showing its score', async () => {
    for (const id of [course.videoId, course.textId, course.pdfId])
      await app.lectureProgress.markDone(me.id, defined(await app.learning.lectureWithCourse(id)));
    const content = (await call('GET', `/Courses/content?courseId=${course.courseId}`, undefined, me)).json();
    expect(content).toMatchObject({ certificateCode: null, totalLectures: 5, completedLectures: 4 });

    const failed = await start(examId);
    const wrong = await call('POST', `/quiz-attempts/${failed._id}/submit`, { answers: {} }, me);
    expect(wrong.json()).toMatchObject({ passed: false, scorePercent: 0, certificateCode: null });
    // the rest done, the exam failed: no certificate even by the issuing call
    expect(await app.certificates.issue(me.id, course.courseId)).toBeNull();

    const retry = await start(examId);
    expect(retry._id).not.toBe(failed._id);
    const right = pick(retry, {
      'Capital of Egypt, today?': ['Cairo'],
      'الأرض كروية': ['true'],
      'Even?': ['2', '4'],
    });
    const passed = (await call('POST', `/quiz-attempts/${retry._id}/submit`, { answers: right }, me)).json();
    expect(passed).toMatchObject({ passed: true, scorePercent: 100 });
    expect(passed.certificateCode).toMatch(/^[A-Z2-7]{26}$/);
    const record = (await call('GET', `/certificates/${passed.certificateCode}`, undefined, 'guest')).json();
    expect(record.examScorePercent).toBe(100);
    if (existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
      const pdf = await call('GET', `/certificates/${passed.certificateCode}/pdf`, undefined, 'guest');
      const text = pdftotext(pdf.rawPayload);
      expect(text).toContain('Final exam score');
      expect(text).toContain('100%');
    }
  }, 60_000);

  it('leaves courses without a final exam as they were', async () => {
    const plain = await learningCourse(app, { title: 'No exam' });
    await app.db.insert(enrolments).values({ userId: me.id, courseId: plain.courseId });
    for (const id of [plain.videoId, plain.textId, plain.pdfId])
      await app.lectureProgress.markDone(me.id, defined(await app.learning.lectureWithCourse(id)));
    // a final exam turned into a text lecture gates nothing any more
    const exam = await addQuizTo(plain.videoId);
    expect((await call('PATCH', `/lectures/${exam}/quiz`, { isFinalExam: true })).statusCode).toBe(200);
    expect(await app.certificates.issue(me.id, plain.courseId)).toBeNull();
    expect((await call('PATCH', `/lectures/${exam}`, { kind: 'text' })).statusCode).toBe(200);
    await app.lectureProgress.markDone(me.id, defined(await app.learning.lectureWithCourse(exam)));
    const cert = await app.certificates.issue(me.id, plain.courseId);
    expect(cert?.examScorePercent).toBeNull();
  });

  it('limits starts and submits per account, not per address', async () => {
    const rush = await learner(app, { firstName: 'Rush', lastName: 'Learner' }, 'en');
    await app.db.insert(enrolments).values({ userId: rush.id, courseId: course.courseId });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1)
      statuses.push((await call('POST', `/lectures/${quizId}/quiz/attempts`, undefined, rush)).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    // another learner at the same address is not held back
    expect((await call('GET', `/lectures/${quizId}/quiz/state`, undefined, me)).statusCode).toBe(200);
    const other = await learner(app, { firstName: 'Calm', lastName: 'Learner' }, 'en');
    await app.db.insert(enrolments).values({ userId: other.id, courseId: course.courseId });
    expect((await call('POST', `/lectures/${quizId}/quiz/attempts`, undefined, other)).statusCode).toBe(200);
  });
});
