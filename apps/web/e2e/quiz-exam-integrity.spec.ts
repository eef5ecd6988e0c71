import { expect, test, type Browser, type Page } from '@playwright/test';
import { defined } from '@masar/contracts/defined';
import { blockingAxeFindings } from './support/gates/axe';
import { apiClient, registerLearner, storeSession } from './support/learners';
import { buildQuizCourse, ok, shoot } from './support/quiz-journeys';

/**
 * Issue 31's exam integrity, an Arabic and an English learner side by side (two browser contexts):
 * each fails a final exam drawn from a pool and sees which questions were wrong and what they chose,
 * never the right option; the retry draws another set or order under new option ids; and a timed
 * quiz (1 minute) answered after its deadline and grace is refused with the server's message in the
 * learner's language. The deadline is the server's (60 s + 30 s grace), so the two learners wait
 * for it once, together, doing the exam meanwhile.
 */

type Lang = 'ar' | 'en';

/** The exam's bank: "n + n" with the right sum first; 12 of them, 4 drawn per attempt. */
const BANK_SIZE = 12;
const POOL = 4;
const sumQuestion = (lang: Lang, n: number) => ({
  type: 'single',
  question: lang === 'ar' ? `ما ناتج ${n} + ${n}؟` : `What is ${n} + ${n}?`,
  options: [String(2 * n), String(2 * n + 1), String(2 * n + 2)],
  correct: 1,
});

const RUN = {
  ar: {
    course: 'دورة نزاهة الاختبارات',
    exam: 'الاختبار النهائي',
    timed: 'اختبار موقوت',
    start: 'ابدأ الاختبار',
    retry: 'أعد المحاولة',
    submit: 'سلّم الإجابات',
    timeLeft: 'الوقت المتبقي',
    correctAnswer: 'الإجابة الصحيحة',
    yourAnswer: 'إجابتك',
    answersHidden: /لا تُعرض الإجابات الصحيحة في الاختبار النهائي/,
    pool: `${POOL} من ${BANK_SIZE} بالقرعة`,
    timeUp: /^انتهى الوقت/,
    expired: 'انتهى الوقت',
    timed1: { question: 'الشمس نجم', options: [] as string[], type: 'true_false', correct: true },
    timed2: { question: 'ما ناتج 2 + 2؟', options: ['3', '4'], type: 'single', correct: 2 },
    trueLabel: 'صواب',
    name: { firstName: 'ليلى', lastName: 'حسن' },
  },
  en: {
    course: 'Exam integrity course',
    exam: 'Final exam',
    timed: 'Timed quiz',
    start: 'Start the quiz',
    retry: 'Try again',
    submit: 'Submit answers',
    timeLeft: 'Time left',
    correctAnswer: 'correct answer',
    yourAnswer: 'your answer',
    answersHidden: /The answers are not shown for the final exam/,
    pool: `${POOL} drawn from ${BANK_SIZE}`,
    timeUp: /^Time is up/,
    expired: 'time ran out',
    timed1: { question: 'The sun is a star', options: [] as string[], type: 'true_false', correct: true },
    timed2: { question: 'What is 2 + 2?', options: ['3', '4'], type: 'single', correct: 2 },
    trueLabel: 'True',
    name: { firstName: 'Layla', lastName: 'Hassan' },
  },
} as const;

/** A published course with a final exam (a pool, imported with its settings) and a 1-minute quiz. */
async function setUp(lang: Lang) {
  const t = RUN[lang];
  const api = await apiClient();
  const course = await buildQuizCourse(api, t.course, lang, [
    { title: t.exam, kind: 'quiz' },
    { title: t.timed, kind: 'quiz' },
  ]);
  const [examId, timedId] = course.lectureIds.map((id) => defined(id));
  // the JSON bank's object form: its rules travel with its questions
  const bank = (settings: object, questions: object[]) => ({
    format: 'json',
    content: JSON.stringify({ settings, questions }),
  });
  await course.admin(
    `/api/lectures/${examId}/quiz/import`,
    bank(
      { isFinalExam: true, questionsPerAttempt: POOL, maxAttempts: 3, passPercent: 70 },
      Array.from({ length: BANK_SIZE }, (_, i) => sumQuestion(lang, i + 1)),
    ),
  );
  await course.admin(`/api/lectures/${timedId}/quiz/import`, bank({ timeLimitMinutes: 1 }, [t.timed1, t.timed2]));
  await course.publish();
  const session = await registerLearner({
    ...t.name,
    email: `integrity-${lang}-${Date.now()}@example.com`,
    password: 'Learner-Integrity-2026',
    language: lang,
  });
  const headers = { authorization: `Bearer ${session.accessToken}` };
  await ok(await api.post('/api/checkout', { headers, data: { courseId: course.courseId } }));
  await api.dispose();
  return { courseId: course.courseId, examId: defined(examId), timedId: defined(timedId), session };
}

/** The attempt on screen: its questions in order and its option ids. */
const drawOf = async (page: Page) => ({
  questions: await page
    .locator('[data-quiz-attempt] [data-question]')
    .evaluateAll((sets) => sets.map((s) => s.getAttribute('data-question') ?? '')),
  options: await page
    .locator('[data-quiz-attempt] input')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
});

/** Answers every drawn sum wrong: n + n = 2n + 1. */
async function answerWrong(page: Page) {
  for (const group of await page.locator('[data-quiz-attempt] fieldset').all()) {
    const prompt = defined(await group.locator('legend bdi').textContent());
    const n = Number(defined(/(\d+) \+/.exec(prompt))[1]);
    await group.getByLabel(String(2 * n + 1), { exact: true }).check();
  }
}

/**
 * One learner up to the wait: starts the timed quiz and stops its clock (below), then fails the
 * exam and starts its retry in a second window. Answers the timed quiz's page and its deadline.
 */
async function beforeTheDeadline(browser: Browser, lang: Lang) {
  const t = RUN[lang];
  const setup = await setUp(lang);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const timed = await context.newPage();
  await storeSession(timed, setup.session, lang);
  // The player sends its answers by itself at zero, and the server grades a submit up to 30 s after
  // the deadline: to see the refusal the page must miss both. Its timers run on a clock Playwright
  // controls: once the attempt is on screen the clock is paused, so the countdown stops short of
  // zero while the real deadline and grace pass; resumed after them, the page submits late.
  await timed.clock.install();
  await timed.setViewportSize({ width: 1366, height: 900 });
  await timed.goto(`/course-overview/${setup.courseId}?lecture=${setup.timedId}`);
  const started = timed.waitForResponse((r) => r.url().endsWith('/quiz/attempts') && r.request().method() === 'POST');
  await timed.getByRole('button', { name: t.start }).click();
  const { deadlineAt } = (await (await started).json()) as { deadlineAt: string };
  await expect(timed.getByRole('timer', { name: t.timeLeft })).toBeVisible();
  await timed
    .getByRole('group')
    .filter({ hasText: t.timed1.question })
    .getByLabel(t.trueLabel, { exact: true })
    .check();
  expect(await blockingAxeFindings(timed, `${lang} timed attempt`)).toEqual([]);
  await shoot(timed, `quiz-timed-${lang}`);
  await timed.clock.pauseAt((await timed.evaluate(() => Date.now())) + 1000);

  // meanwhile, the final exam in another window (a context's pages share its clock): 4 of 12
  // questions, failed
  const examContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const exam = await examContext.newPage();
  await storeSession(exam, setup.session, lang);
  await exam.setViewportSize({ width: 1366, height: 900 });
  await exam.goto(`/course-overview/${setup.courseId}?lecture=${setup.examId}`);
  await expect(exam.getByText(t.pool)).toBeVisible();
  await exam.getByRole('button', { name: t.start }).click();
  await expect(exam.locator('[data-quiz-attempt] fieldset')).toHaveCount(POOL);
  const first = await drawOf(exam);
  await answerWrong(exam);
  await exam.getByRole('button', { name: t.submit }).click();
  const result = exam.locator('[data-quiz-result="failed"]');
  await expect(result).toHaveAttribute('data-answers-shown', 'false');
  await expect(exam.getByText(t.answersHidden)).toBeVisible();
  // each question wrong, the learner's choice marked, no option marked right
  await expect(result.locator('[data-answer="wrong"]')).toHaveCount(POOL);
  await expect(result.getByText(`(${t.yourAnswer})`)).toHaveCount(POOL);
  await expect(result.getByText(t.correctAnswer)).toHaveCount(0);
  expect(await blockingAxeFindings(exam, `${lang} final exam failed, answers hidden`)).toEqual([]);
  await shoot(exam, `quiz-answers-hidden-${lang}`);

  // the retry: another draw (set or order; 1 in 11,880 to repeat), every option id new
  await exam.getByRole('button', { name: t.retry }).click();
  await expect(exam.locator('[data-quiz-attempt] fieldset')).toHaveCount(POOL);
  const second = await drawOf(exam);
  expect(second.questions.join()).not.toEqual(first.questions.join());
  expect(second.options.filter((id) => first.options.includes(id))).toEqual([]);
  expect(new Set(second.options).size).toBe(second.options.length);
  await examContext.close();
  return { timed, context, deadlineAt: Date.parse(deadlineAt) };
}

/** After the deadline and its grace: the late submit refused, in the learner's language. */
async function afterTheDeadline(timed: Page, lang: Lang) {
  const t = RUN[lang];
  await timed.clock.resume();
  await timed.getByRole('button', { name: t.submit }).click();
  await expect(timed.getByRole('alert').filter({ hasText: t.timeUp })).toBeVisible();
  // back to the summary, the attempt listed as closed by the time limit
  await expect(timed.locator('[data-quiz-attempt]')).toHaveCount(0);
  await expect(timed.locator('[data-attempt-expired]')).toContainText(t.expired);
  expect(await blockingAxeFindings(timed, `${lang} timed quiz refused`)).toEqual([]);
  await shoot(timed, `quiz-time-up-${lang}`);
}

test('exam integrity: answers hidden, a new draw per attempt, a late submit refused (ar and en)', async ({
  browser,
}) => {
  // two set-ups and exams side by side (~40 s), the wait to the deadline and its grace (90 s from
  // the start), the refusals and screenshots
  test.setTimeout(240_000);
  const learners = await Promise.all((['ar', 'en'] as const).map((lang) => beforeTheDeadline(browser, lang)));
  const lastDeadline = Math.max(...learners.map((l) => l.deadlineAt));
  // 30 s of grace on the server, and 3 more for the two clocks and the trip
  await new Promise((done) => setTimeout(done, Math.max(0, lastDeadline + 33_000 - Date.now())));
  await Promise.all(learners.map((l, i) => afterTheDeadline(l.timed, i === 0 ? 'ar' : 'en')));
  await Promise.all(learners.map((l) => l.context.close()));
});
