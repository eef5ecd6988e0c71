import { and, asc, eq, sql } from 'drizzle-orm';
import { QUIZ_SUBMIT_GRACE_SECONDS, type TQuizAttemptStart, type TQuizState } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { quizAttempts, quizzes } from '#src/db/schema/index';
import { defined } from '@masar/contracts/defined';
import { attemptOptions, grade, layoutOf } from './grading';
import { lockQuiz, questionsOf, toSettings, type QuestionRow, type QuizRow } from './quizzes-repository';
import { quizError } from './messages';
import { retakeWaitError } from './quiz-rules';

export type AttemptRow = typeof quizAttempts.$inferSelect;

const GRACE_MS = QUIZ_SUBMIT_GRACE_SECONDS * 1000;

/** Past its deadline and the grace after it: nothing sent now is graded. */
const isOverdue = (attempt: AttemptRow, now: Date) =>
  attempt.deadlineAt !== null && now.getTime() > attempt.deadlineAt.getTime() + GRACE_MS;

/** An attempt's questions as the learner sees them: the attempt's option ids, no word of which are right. */
function publicQuestions(attempt: AttemptRow, questions: QuestionRow[]): TQuizAttemptStart['questions'] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return attempt.layout.flatMap((entry) => {
    const q = byId.get(entry.questionId);
    if (!q) return [];
    return [
      {
        _id: q.id,
        kind: q.kind,
        prompt: q.prompt,
        options: attemptOptions(q, entry).map(({ id, text }) => ({ id, text })),
      },
    ];
  });
}

function toStart(attempt: AttemptRow, questions: QuestionRow[], now: Date): TQuizAttemptStart {
  const deadline = attempt.deadlineAt;
  return {
    _id: attempt.id,
    number: attempt.number,
    questions: publicQuestions(attempt, questions),
    deadlineAt: deadline?.toISOString() ?? null,
    secondsLeft: deadline ? Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000)) : null,
  };
}

export interface Submitted {
  attempt: AttemptRow;
  quiz: QuizRow;
  questions: QuestionRow[];
  bestScore: number;
  attemptsUsed: number;
  /** some attempt of this learner at this quiz passed */
  passedEver: boolean;
  /** the learner has an attempt open (started, not submitted) */
  openAttempt: boolean;
  /** this call graded it (false: it had been submitted already, the same result is answered) */
  graded: boolean;
}

/**
 * Attempts (issues 20 and 31): a start draws the attempt's questions and fixes their shuffled layout
 * under option ids of its own, and its deadline; a submit grades it once, in one transaction holding
 * the attempt's row lock, so a second submit of the same attempt waits and answers the first one's
 * result. A submit past the deadline and its grace closes the attempt unanswered instead. Starts of
 * one learner at one quiz are serialized by an advisory lock, so the attempt limit holds under
 * concurrent starts.
 */
export function createAttemptsRepository(db: Database) {
  const attemptsOf = (tx: Database, lectureId: string, userId: string) =>
    tx
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.lectureId, lectureId), eq(quizAttempts.userId, userId)))
      .orderBy(asc(quizAttempts.number));

  async function totalsOf(tx: Database, lectureId: string, userId: string) {
    const [row] = await tx
      .select({
        best: sql<number | null>`max(${quizAttempts.scorePercent})::int`,
        n: sql<number>`count(*)::int`,
        passed: sql<boolean | null>`bool_or(${quizAttempts.passed})`,
        open: sql<number>`count(*) filter (where ${quizAttempts.submittedAt} is null)::int`,
      })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.lectureId, lectureId), eq(quizAttempts.userId, userId)));
    return {
      best: row?.best ?? null,
      used: Number(row?.n ?? 0),
      passedEver: row?.passed === true,
      openAttempt: Number(row?.open ?? 0) > 0,
    };
  }

  /** A graded attempt with what its result shows beside it: the learner's totals at this quiz. */
  async function withTotals(
    tx: Database,
    attempt: AttemptRow,
    quiz: QuizRow,
    questions: QuestionRow[],
  ): Promise<Omit<Submitted, 'graded'>> {
    const totals = await totalsOf(tx, attempt.lectureId, attempt.userId);
    return {
      attempt,
      quiz,
      questions,
      bestScore: totals.best ?? 0,
      attemptsUsed: totals.used,
      passedEver: totals.passedEver,
      openAttempt: totals.openAttempt,
    };
  }

  /** Closes an overdue attempt as of its deadline, nothing answered: it scores 0 and counts as used. */
  async function expire(tx: Database, attempt: AttemptRow, questions: QuestionRow[]): Promise<AttemptRow> {
    const { grading, scorePercent } = grade(attempt.layout, new Map(questions.map((q) => [q.id, q])), {});
    const [updated] = await tx
      .update(quizAttempts)
      .set({ grading, scorePercent, passed: false, expired: true, submittedAt: attempt.deadlineAt })
      .where(eq(quizAttempts.id, attempt.id))
      .returning();
    return defined(updated, 'the expired attempt');
  }

  /** The learner's attempts, an overdue open one closed first (the player was left, say). */
  async function currentAttempts(tx: Database, lectureId: string, userId: string, questions: QuestionRow[]) {
    const attempts = await attemptsOf(tx, lectureId, userId);
    const now = new Date();
    const current: AttemptRow[] = [];
    for (const a of attempts) current.push(!a.submittedAt && isOverdue(a, now) ? await expire(tx, a, questions) : a);
    return current;
  }

  /** When the wait after the last submitted attempt ends, if it has not yet. */
  function nextAttemptAt(quiz: QuizRow, attempts: AttemptRow[], now: Date): Date | null {
    if (quiz.retakeWaitMinutes === null) return null;
    const last = attempts.reduce<Date | null>(
      (latest, a) => (a.submittedAt && (!latest || a.submittedAt > latest) ? a.submittedAt : latest),
      null,
    );
    if (!last) return null;
    const next = new Date(last.getTime() + quiz.retakeWaitMinutes * 60_000);
    return next > now ? next : null;
  }

  return {
    async state(lectureId: string, userId: string): Promise<TQuizState> {
      return db.transaction(async (tx) => {
        const quiz = await lockQuiz(tx, lectureId);
        const questions = await questionsOf(tx, lectureId);
        const attempts = await currentAttempts(tx, lectureId, userId, questions);
        const now = new Date();
        const submitted = attempts.filter((a) => a.submittedAt);
        const scores = submitted.map((a) => a.scorePercent ?? 0);
        const open = attempts.find((a) => !a.submittedAt);
        return {
          lectureId,
          ...toSettings(quiz),
          questionCount: questions.length,
          attempts: attempts.map((a) => ({
            _id: a.id,
            number: a.number,
            startedAt: a.startedAt.toISOString(),
            submittedAt: a.submittedAt?.toISOString() ?? null,
            scorePercent: a.scorePercent,
            passed: a.passed,
            expired: a.expired,
          })),
          bestScore: scores.length ? Math.max(...scores) : null,
          passed: submitted.some((a) => a.passed),
          attemptsLeft: quiz.maxAttempts === null ? null : Math.max(0, quiz.maxAttempts - attempts.length),
          openAttemptId: open?.id ?? null,
          openAttemptDeadline: open?.deadlineAt?.toISOString() ?? null,
          nextAttemptAt: open ? null : (nextAttemptAt(quiz, attempts, now)?.toISOString() ?? null),
          serverTime: now.toISOString(),
        };
      });
    },

    /**
     * The open attempt, or a new one when attempts are left and no wait applies; 409 when none
     * are left, during the wait, or when there are no questions.
     */
    async start(lectureId: string, userId: string): Promise<TQuizAttemptStart> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`quiz:${lectureId}:${userId}`}, 0))`);
        const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.lectureId, lectureId));
        if (!quiz) throw quizError('CONFLICT', 'noQuestions');
        const questions = await questionsOf(tx, lectureId);
        const attempts = await currentAttempts(tx, lectureId, userId, questions);
        const now = new Date();
        const open = attempts.find((a) => !a.submittedAt);
        if (open) return toStart(open, questions, now);
        if (questions.length === 0) throw quizError('CONFLICT', 'noQuestions');
        if (quiz.maxAttempts !== null && attempts.length >= quiz.maxAttempts)
          throw quizError('CONFLICT', 'noAttemptsLeft');
        const waitUntil = nextAttemptAt(quiz, attempts, now);
        if (waitUntil) throw retakeWaitError(waitUntil, now);
        const deadlineAt =
          quiz.timeLimitMinutes === null ? null : new Date(now.getTime() + quiz.timeLimitMinutes * 60_000);
        const [row] = await tx
          .insert(quizAttempts)
          .values({ lectureId, userId, number: attempts.length + 1, layout: layoutOf(questions, quiz), deadlineAt })
          .returning();
        return toStart(defined(row, 'the inserted attempt'), questions, now);
      });
    },

    /** The attempt with its quiz; null when there is none (of this learner, unless `anyone`). */
    async find(attemptId: string, userId: string, anyone: boolean) {
      const [row] = await db
        .select({ attempt: quizAttempts, quiz: quizzes })
        .from(quizAttempts)
        .innerJoin(quizzes, eq(quizzes.lectureId, quizAttempts.lectureId))
        .where(eq(quizAttempts.id, attemptId));
      if (!row || (!anyone && row.attempt.userId !== userId)) return null;
      return row;
    },

    /**
     * Grades the attempt once; a submitted one answers as it was graded. One past its deadline and
     * grace is closed unanswered (`attempt.expired`): the caller refuses the answers.
     */
    async submit(attemptId: string, answers: Record<string, string[]>): Promise<Submitted> {
      return db.transaction(async (tx) => {
        const [locked] = await tx.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId)).for('update');
        const row = defined(locked, 'the attempt (found by the route)');
        const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.lectureId, row.lectureId));
        const questions = await questionsOf(tx, row.lectureId);
        let attempt = row;
        const graded = !row.submittedAt;
        if (graded && isOverdue(row, new Date())) attempt = await expire(tx, row, questions);
        else if (graded) {
          const result = grade(row.layout, new Map(questions.map((q) => [q.id, q])), answers);
          const [updated] = await tx
            .update(quizAttempts)
            .set({
              grading: result.grading,
              scorePercent: result.scorePercent,
              passed: result.scorePercent >= defined(quiz).passPercent,
              submittedAt: new Date(),
            })
            .where(eq(quizAttempts.id, attemptId))
            .returning();
          attempt = defined(updated);
        }
        return { ...(await withTotals(tx, attempt, defined(quiz), questions)), graded };
      });
    },

    /** A submitted attempt read back for its review (the same shape as the submit's answer). */
    async review(attempt: AttemptRow): Promise<Omit<Submitted, 'graded'>> {
      const [quiz] = await db.select().from(quizzes).where(eq(quizzes.lectureId, attempt.lectureId));
      const questions = await questionsOf(db, attempt.lectureId);
      return withTotals(db, attempt, defined(quiz), questions);
    },
  };
}

export type AttemptsRepository = ReturnType<typeof createAttemptsRepository>;
