import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TQuizAttemptStart, TQuizState } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { quizAttempts, quizzes } from '#src/db/schema/index';
import { defined } from '@masar/contracts/defined';
import { grade, layoutOf, orderedOptions } from './grading';
import { quizError } from './messages';
import { lockQuiz, questionsOf, toSettings, type QuestionRow, type QuizRow } from './quizzes-repository';

export type AttemptRow = typeof quizAttempts.$inferSelect;

/** An attempt's questions as the learner sees them: no word of which options are right. */
function publicQuestions(attempt: AttemptRow, questions: QuestionRow[]): TQuizAttemptStart['questions'] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return attempt.layout.flatMap(({ questionId }) => {
    const q = byId.get(questionId);
    if (!q) return [];
    return [
      {
        _id: q.id,
        kind: q.kind,
        prompt: q.prompt,
        options: orderedOptions(q, attempt.layout).map(({ id, text }) => ({ id, text })),
      },
    ];
  });
}

export interface Submitted {
  attempt: AttemptRow;
  quiz: QuizRow;
  questions: QuestionRow[];
  bestScore: number;
  attemptsUsed: number;
  /** this call graded it (false: it had been submitted already, the same result is answered) */
  graded: boolean;
}

/**
 * Attempts (issue 20): a start fixes the questions' shuffled layout; a submit grades it once, in
 * one transaction holding the attempt's row lock, so a second submit of the same attempt waits
 * and answers the first one's result. Starts of one learner at one quiz are serialized by an
 * advisory lock, so the attempt limit holds under concurrent starts.
 */
export function createAttemptsRepository(db: Database) {
  const summaries = (tx: Database, lectureId: string, userId: string) =>
    tx
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.lectureId, lectureId), eq(quizAttempts.userId, userId)))
      .orderBy(asc(quizAttempts.number));

  async function bestOf(tx: Database, lectureId: string, userId: string) {
    const [row] = await tx
      .select({ best: sql<number | null>`max(${quizAttempts.scorePercent})::int`, n: sql<number>`count(*)::int` })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.lectureId, lectureId), eq(quizAttempts.userId, userId)));
    return { best: row?.best ?? null, used: Number(row?.n ?? 0) };
  }

  return {
    async state(lectureId: string, userId: string): Promise<TQuizState> {
      return db.transaction(async (tx) => {
        const quiz = await lockQuiz(tx, lectureId);
        const attempts = await summaries(tx, lectureId, userId);
        const questionCount = (await questionsOf(tx, lectureId)).length;
        const submitted = attempts.filter((a) => a.submittedAt);
        const scores = submitted.map((a) => a.scorePercent ?? 0);
        return {
          lectureId,
          ...toSettings(quiz),
          questionCount,
          attempts: attempts.map((a) => ({
            _id: a.id,
            number: a.number,
            startedAt: a.startedAt.toISOString(),
            submittedAt: a.submittedAt?.toISOString() ?? null,
            scorePercent: a.scorePercent,
            passed: a.passed,
          })),
          bestScore: scores.length ? Math.max(...scores) : null,
          passed: submitted.some((a) => a.passed),
          attemptsLeft: quiz.maxAttempts === null ? null : Math.max(0, quiz.maxAttempts - attempts.length),
          openAttemptId: attempts.find((a) => !a.submittedAt)?.id ?? null,
        };
      });
    },

    /** The open attempt, or a new one when attempts are left; 409 when none are, or no questions. */
    async start(lectureId: string, userId: string): Promise<TQuizAttemptStart> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`quiz:${lectureId}:${userId}`}, 0))`);
        const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.lectureId, lectureId));
        if (!quiz) throw quizError('CONFLICT', 'noQuestions');
        const questions = await questionsOf(tx, lectureId);
        const [open] = await tx
          .select()
          .from(quizAttempts)
          .where(
            and(
              eq(quizAttempts.lectureId, lectureId),
              eq(quizAttempts.userId, userId),
              isNull(quizAttempts.submittedAt),
            ),
          );
        if (open) return { _id: open.id, number: open.number, questions: publicQuestions(open, questions) };
        if (questions.length === 0) throw quizError('CONFLICT', 'noQuestions');
        const { used } = await bestOf(tx, lectureId, userId);
        if (quiz.maxAttempts !== null && used >= quiz.maxAttempts) throw quizError('CONFLICT', 'noAttemptsLeft');
        const [row] = await tx
          .insert(quizAttempts)
          .values({ lectureId, userId, number: used + 1, layout: layoutOf(questions) })
          .returning();
        const attempt = defined(row, 'the inserted attempt');
        return { _id: attempt.id, number: attempt.number, questions: publicQuestions(attempt, questions) };
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

    /** Grades the attempt once; a submitted one answers as it was graded. */
    async submit(attemptId: string, answers: Record<string, string[]>): Promise<Submitted> {
      return db.transaction(async (tx) => {
        const [locked] = await tx.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId)).for('update');
        const row = defined(locked, 'the attempt (found by the route)');
        const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.lectureId, row.lectureId));
        const questions = await questionsOf(tx, row.lectureId);
        let attempt = row;
        const graded = !row.submittedAt;
        if (graded) {
          const result = grade(row.layout, new Map(questions.map((q) => [q.id, q])), answers);
          const passPercent = defined(quiz).passPercent;
          const [updated] = await tx
            .update(quizAttempts)
            .set({
              grading: result.grading,
              scorePercent: result.scorePercent,
              passed: result.scorePercent >= passPercent,
              submittedAt: new Date(),
            })
            .where(eq(quizAttempts.id, attemptId))
            .returning();
          attempt = defined(updated);
        }
        const { best, used } = await bestOf(tx, row.lectureId, row.userId);
        return { attempt, quiz: defined(quiz), questions, bestScore: best ?? 0, attemptsUsed: used, graded };
      });
    },

    /** A submitted attempt read back for its review (the same shape as the submit's answer). */
    async review(attempt: AttemptRow): Promise<Omit<Submitted, 'graded'>> {
      const [quiz] = await db.select().from(quizzes).where(eq(quizzes.lectureId, attempt.lectureId));
      const questions = await questionsOf(db, attempt.lectureId);
      const { best, used } = await bestOf(db, attempt.lectureId, attempt.userId);
      return { attempt, quiz: defined(quiz), questions, bestScore: best ?? 0, attemptsUsed: used };
    },
  };
}

export type AttemptsRepository = ReturnType<typeof createAttemptsRepository>;
