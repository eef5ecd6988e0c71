import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZQuizAdmin,
  ZQuizAttemptResult,
  ZQuizAttemptStart,
  ZQuizState,
  type TQuizAttemptStart,
} from '@masar/contracts';
import { enrolments, lectures, quizAttempts } from '#src/db/schema/index';
import { buildTestApp } from '#test/helper';
import { learner, learningCourse } from '#test/support/learning-fixture';
import { actors, type Actor, type Role } from '#test/support/roles';
import { defined } from '@masar/contracts/defined';

type Who = Role | { headers: Record<string, string> };

/** Issue 31, measured from outside: the final exam handed out its key and asked the same again. */
describe('exam integrity: pools, per-attempt option ids, time limits, waits and when answers show', () => {
  let app: FastifyInstance;
  let as: Record<Role, Actor>;
  let sectionId: string;
  let courseId: string;

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, who: Who = 'admin', lang = 'en') =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(typeof who === 'string' ? as[who].headers : who.headers), 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  /** a quiz lecture with `n` single-choice questions "Q1".."Qn", whose right option is "right" */
  const quizWith = async (n: number, settings: object = {}) => {
    const res = await call('POST', `/sections/${sectionId}/lectures`, { title: 'Quiz', kind: 'quiz' });
    const id = res.json()._id as string;
    const bank = Array.from({ length: n }, (_, i) => ({
      type: 'single',
      question: `Q${i + 1}`,
      options: ['wrong a', 'right', 'wrong b'],
      correct: 2,
      explanation: 'Because it is right.',
    }));
    const imported = await call('POST', `/lectures/${id}/quiz/import`, {
      format: 'json',
      content: JSON.stringify({ settings, questions: bank }),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    return id;
  };
  const newLearner = async (name: string) => {
    const who = await learner(app, { firstName: name, lastName: 'Test' }, 'en');
    await app.db.insert(enrolments).values({ userId: who.id, courseId });
    return who;
  };
  const start = async (id: string, who: Who): Promise<TQuizAttemptStart> => {
    const res = await call('POST', `/lectures/${id}/quiz/attempts`, undefined, who);
    expect(res.statusCode, res.body).toBe(200);
    return ZQuizAttemptStart.parse(res.json());
  };
  const rightAnswers = (attempt: TQuizAttemptStart) =>
    Object.fromEntries(
      attempt.questions.map((q) => [q._id, q.options.filter((o) => o.text === 'right').map((o) => o.id)]),
    );
  const submit = (attempt: TQuizAttemptStart, answers: Record<string, string[]>, who: Who, lang = 'en') =>
    call('POST', `/quiz-attempts/${attempt._id}/submit`, { answers }, who, lang);
  const optionIds = (attempt: TQuizAttemptStart) => attempt.questions.flatMap((q) => q.options.map((o) => o.id));

  beforeAll(async () => {
    app = await buildTestApp();
    as = await actors(app);
    const course = await learningCourse(app, { title: 'Integrity course' });
    courseId = course.courseId;
    const [video] = await app.db.select().from(lectures).where(eq(lectures.id, course.videoId));
    sectionId = defined(video).sectionId;
  });
  afterAll(async () => app?.close());

  it('never hands out a final exam’s key, and the next attempt draws anew under new option ids', async () => {
    const exam = await quizWith(12, { isFinalExam: true, questionsPerAttempt: 5, maxAttempts: 3 });
    const settings = ZQuizAdmin.parse((await call('GET', `/lectures/${exam}/quiz`)).json());
    expect(settings).toMatchObject({ isFinalExam: true, questionsPerAttempt: 5, revealAnswers: 'never' });
    const me = await newLearner('Exam');

    const first = await start(exam, me);
    expect(first.questions).toHaveLength(5);
    const blank = await submit(first, {}, me);
    expect(blank.statusCode).toBe(200);
    const failed = ZQuizAttemptResult.parse(blank.json());
    expect(failed).toMatchObject({ scorePercent: 0, passed: false, answersShown: false });
    // which questions were wrong, not what was right
    expect(failed.questions.map((q) => q.correct)).toEqual([false, false, false, false, false]);
    for (const q of failed.questions) expect(q).not.toHaveProperty('correctOptionIds');
    expect(blank.body).not.toMatch(/correctOptionIds|Because it is right/);
    const review = await call('GET', `/quiz-attempts/${first._id}`, undefined, me);
    expect(review.body).not.toMatch(/correctOptionIds|Because it is right/);

    const second = await start(exam, me);
    const overlap = optionIds(second).filter((id) => optionIds(first).includes(id));
    expect(overlap).toEqual([]);
    const sameDraw = second.questions.map((q) => q._id).join() === first.questions.map((q) => q._id).join();
    expect(sameDraw).toBe(false);
    // the first attempt's ids mean nothing in the second
    const replayed = await submit(second, rightAnswers(first), me);
    expect(ZQuizAttemptResult.parse(replayed.json()).scorePercent).toBe(0);

    // passing does not reveal it either, and an admin still reads it
    const third = await start(exam, me);
    const passed = ZQuizAttemptResult.parse((await submit(third, rightAnswers(third), me)).json());
    expect(passed).toMatchObject({ passed: true, scorePercent: 100, answersShown: false });
    const asAdmin = ZQuizAttemptResult.parse((await call('GET', `/quiz-attempts/${first._id}`)).json());
    expect(asAdmin.answersShown).toBe(true);
    expect(asAdmin.questions.every((q) => q.correctOptionIds?.length === 1)).toBe(true);
  });

  it('draws a pool of different sets, each question once, and marking a quiz final protects it by default', async () => {
    const pool = await quizWith(6, { questionsPerAttempt: 3 });
    const drawer = await newLearner('Pool');
    const draws = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const attempt = await start(pool, drawer);
      const ids = attempt.questions.map((q) => q._id);
      expect(new Set(ids).size).toBe(3);
      draws.add([...ids].sort().join());
      await submit(attempt, {}, drawer);
    }
    expect(draws.size).toBeGreaterThan(1);

    const plain = await quizWith(2);
    const marked = await call('PATCH', `/lectures/${plain}/quiz`, {
      isFinalExam: false,
      revealAnswers: 'after_passing',
    });
    expect(marked.json()).toMatchObject({ questionsPerAttempt: null, shuffleQuestions: false });
    const other = await learningCourse(app, { title: 'Another' });
    const [video] = await app.db.select().from(lectures).where(eq(lectures.id, other.videoId));
    const res = await call('POST', `/sections/${defined(video).sectionId}/lectures`, { title: 'Final', kind: 'quiz' });
    const final = await call('PATCH', `/lectures/${res.json()._id}/quiz`, { isFinalExam: true });
    expect(final.json()).toMatchObject({ questionsPerAttempt: 10, shuffleQuestions: true, revealAnswers: 'never' });
  });

  it('shows a lecture quiz’s answers only as its rule says', async () => {
    const afterPassing = await quizWith(3);
    const learnerA = await newLearner('Reveal');
    const a1 = await start(afterPassing, learnerA);
    const failed = ZQuizAttemptResult.parse((await submit(a1, {}, learnerA)).json());
    expect(failed.answersShown).toBe(false);
    expect(failed.questions.some((q) => q.correctOptionIds || q.explanation)).toBe(false);
    const a2 = await start(afterPassing, learnerA);
    const passed = ZQuizAttemptResult.parse((await submit(a2, rightAnswers(a2), learnerA)).json());
    expect(passed).toMatchObject({ passed: true, answersShown: true });
    expect(passed.questions[0]?.explanation).toBe('Because it is right.');

    const never = await quizWith(2, { revealAnswers: 'never' });
    const n1 = await start(never, learnerA);
    expect(ZQuizAttemptResult.parse((await submit(n1, rightAnswers(n1), learnerA)).json()).answersShown).toBe(false);

    const last = await quizWith(2, { revealAnswers: 'after_last_attempt', maxAttempts: 2 });
    const l1 = await start(last, learnerA);
    expect(ZQuizAttemptResult.parse((await submit(l1, {}, learnerA)).json()).answersShown).toBe(false);
    const l2 = await start(last, learnerA);
    // the last attempt open: an earlier one's review would hand out the key for it
    expect(
      ZQuizAttemptResult.parse((await call('GET', `/quiz-attempts/${l1._id}`, undefined, learnerA)).json()),
    ).toMatchObject({
      answersShown: false,
    });
    const used = ZQuizAttemptResult.parse((await submit(l2, {}, learnerA)).json());
    expect(used).toMatchObject({ attemptsLeft: 0, answersShown: true });
  });

  it('enforces a time limit on the server: late answers are refused in the learner’s language', async () => {
    const timed = await quizWith(2, { timeLimitMinutes: 1 });
    const me = await newLearner('Timed');
    const attempt = await start(timed, me);
    expect(attempt.secondsLeft).toBeGreaterThanOrEqual(59);
    expect(Date.parse(defined(attempt.deadlineAt)) - Date.now()).toBeLessThanOrEqual(60_000);
    // a reload resumes the same attempt with its time running
    const state = ZQuizState.parse((await call('GET', `/lectures/${timed}/quiz/state`, undefined, me)).json());
    expect(state).toMatchObject({ openAttemptId: attempt._id, openAttemptDeadline: attempt.deadlineAt });

    // within the grace after the deadline: graded
    await app.db
      .update(quizAttempts)
      .set({ deadlineAt: new Date(Date.now() - 10_000) })
      .where(eq(quizAttempts.id, attempt._id));
    expect((await submit(attempt, rightAnswers(attempt), me)).json()).toMatchObject({ passed: true, expired: false });

    const late = await start(timed, me);
    await app.db
      .update(quizAttempts)
      .set({ deadlineAt: new Date(Date.now() - 31_000) })
      .where(eq(quizAttempts.id, late._id));
    const refused = await Promise.all([
      submit(late, rightAnswers(late), me, 'ar'),
      submit(late, rightAnswers(late), me, 'en'),
    ]);
    expect(refused.map((r) => r.statusCode)).toEqual([409, 409]);
    expect(refused[0]?.json()).toMatchObject({ code: 'CONFLICT', details: { reason: 'timeUp' } });
    expect(refused[0]?.json().message).toContain('انتهى الوقت');
    expect(refused[1]?.json().message).toContain('Time is up');
    const [row] = await app.db.select().from(quizAttempts).where(eq(quizAttempts.id, late._id));
    expect(row).toMatchObject({ expired: true, passed: false, scorePercent: 0 });
    const after = ZQuizState.parse((await call('GET', `/lectures/${timed}/quiz/state`, undefined, me)).json());
    expect(after.openAttemptId).toBeNull();
    expect(after.attempts.find((a) => a._id === late._id)?.expired).toBe(true);

    // an attempt left to run out is closed when the learner comes back
    const left = await start(timed, me);
    await app.db
      .update(quizAttempts)
      .set({ deadlineAt: new Date(Date.now() - 120_000) })
      .where(eq(quizAttempts.id, left._id));
    const fresh = await start(timed, me);
    expect(fresh._id).not.toBe(left._id);
  });

  it('makes a learner wait between attempts when the quiz says so', async () => {
    const waiting = await quizWith(2, { retakeWaitMinutes: 5 });
    const me = await newLearner('Wait');
    const first = await start(waiting, me);
    await submit(first, {}, me);
    const blocked = await call('POST', `/lectures/${waiting}/quiz/attempts`, undefined, me, 'ar');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toContain('محاولتك التالية');
    const next = Date.parse(blocked.json().details.nextAttemptAt);
    expect(next - Date.now()).toBeGreaterThan(4 * 60_000);
    const state = ZQuizState.parse((await call('GET', `/lectures/${waiting}/quiz/state`, undefined, me)).json());
    expect(state.nextAttemptAt).toBe(blocked.json().details.nextAttemptAt);
    await app.db
      .update(quizAttempts)
      .set({ submittedAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(quizAttempts.id, first._id));
    await start(waiting, me);
  });

  it('validates the rules in the request’s language, and an import with bad rules imports nothing', async () => {
    const id = await quizWith(1);
    const bad = await call(
      'PATCH',
      `/lectures/${id}/quiz`,
      { timeLimitMinutes: 0, questionsPerAttempt: 0 },
      'admin',
      'ar',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.timeLimitMinutes).toContain('دقيقة');
    const content = JSON.stringify({
      settings: { retakeWaitMinutes: -1 },
      questions: [{ type: 'true_false', question: 'x', correct: true }],
    });
    const refused = await call('POST', `/lectures/${id}/quiz/import`, { format: 'json', content });
    expect(refused.statusCode).toBe(400);
    expect(ZQuizAdmin.parse((await call('GET', `/lectures/${id}/quiz`)).json()).questions).toHaveLength(1);
  });
});
