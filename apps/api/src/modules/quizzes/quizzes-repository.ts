import { and, asc, eq, sql } from 'drizzle-orm';
import { QUIZ_MAX_QUESTIONS, type TQuizAdmin, type TQuizQuestionData, type TQuizSettings } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { courseSections, courseUnits, courses, lectures, quizQuestions, quizzes } from '#src/db/schema/index';
import { UNIQUE_VIOLATION, pgErrorCode } from '#src/lib/pg-error';
import { defined } from '@masar/contracts/defined';
import { storedOptions } from './grading';
import { quizError } from './messages';

export type QuizRow = typeof quizzes.$inferSelect;
export type QuestionRow = typeof quizQuestions.$inferSelect;

/**
 * The quiz of a lecture of kind quiz, its row made on first use and locked (FOR UPDATE) for the
 * transaction: question writes and settings of one quiz go one at a time. 404 otherwise.
 */
export async function lockQuiz(tx: Database, lectureId: string): Promise<QuizRow> {
  const [lecture] = await tx
    .select({ kind: lectures.kind, courseId: courseUnits.courseId })
    .from(lectures)
    .innerJoin(courseSections, eq(courseSections.id, lectures.sectionId))
    .innerJoin(courseUnits, eq(courseUnits.id, courseSections.unitId))
    .where(eq(lectures.id, lectureId));
  if (lecture?.kind !== 'quiz') throw quizError('NOT_FOUND', 'notAQuiz');
  await tx.insert(quizzes).values({ lectureId, courseId: lecture.courseId }).onConflictDoNothing();
  const [row] = await tx.select().from(quizzes).where(eq(quizzes.lectureId, lectureId)).for('update');
  return defined(row, 'the quiz row (inserted above)');
}

export const questionsOf = (db: Database, lectureId: string) =>
  db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.lectureId, lectureId))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.createdAt));

/** The settings as they apply: a final exam never shows its key, whatever was stored. */
export function toSettings(q: QuizRow): TQuizSettings {
  return {
    passPercent: q.passPercent,
    maxAttempts: q.maxAttempts,
    isFinalExam: q.isFinalExam,
    questionsPerAttempt: q.questionsPerAttempt,
    shuffleQuestions: q.shuffleQuestions,
    timeLimitMinutes: q.timeLimitMinutes,
    retakeWaitMinutes: q.retakeWaitMinutes,
    revealAnswers: q.isFinalExam ? 'never' : q.revealAnswers,
  };
}

/** Questions a final exam draws per attempt unless the admin says otherwise. */
export const FINAL_EXAM_POOL = 10;

/**
 * A quiz that becomes the final exam gets the defaults that protect the certificate — a shuffled
 * draw from the bank — unless the same change sets them.
 */
function withFinalExamDefaults(quiz: QuizRow, patch: Partial<TQuizSettings>): Partial<TQuizSettings> {
  if (!patch.isFinalExam || quiz.isFinalExam) return patch;
  return {
    ...patch,
    questionsPerAttempt:
      patch.questionsPerAttempt === undefined
        ? (quiz.questionsPerAttempt ?? FINAL_EXAM_POOL)
        : patch.questionsPerAttempt,
    shuffleQuestions: patch.shuffleQuestions ?? true,
  };
}

function toAdmin(quiz: QuizRow, questions: QuestionRow[]): TQuizAdmin {
  return {
    lectureId: quiz.lectureId,
    courseId: quiz.courseId,
    ...toSettings(quiz),
    questions: questions.map((q, i) => ({
      _id: q.id,
      position: i,
      kind: q.kind,
      prompt: q.prompt,
      options: q.options,
      explanation: q.explanation,
    })),
  };
}

/** Rewrites positions 0..n-1 in the current order, `moved` placed at `position` (clamped). */
async function renumberQuestions(tx: Database, lectureId: string, moved?: { id: string; position: number }) {
  const rows = await questionsOf(tx, lectureId);
  const order = rows.map((r) => r.id).filter((id) => id !== moved?.id);
  if (moved) order.splice(Math.max(0, Math.min(moved.position, order.length)), 0, moved.id);
  const current = new Map(rows.map((r) => [r.id, r.position]));
  for (const [position, id] of order.entries())
    if (current.get(id) !== position) await tx.update(quizQuestions).set({ position }).where(eq(quizQuestions.id, id));
}

const touchCourse = (tx: Database, courseId: string) =>
  tx.update(courses).set({ updatedAt: new Date() }).where(eq(courses.id, courseId));

/** The quiz editor (admin): settings and questions, each change one transaction under the quiz's lock. */
export function createQuizzesRepository(db: Database) {
  async function inQuiz<T>(lectureId: string, fn: (tx: Database, quiz: QuizRow) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const quiz = await lockQuiz(tx, lectureId);
      const result = await fn(tx, quiz);
      await touchCourse(tx, quiz.courseId);
      return result;
    });
  }
  const read = async (tx: Database, lectureId: string) => {
    const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.lectureId, lectureId));
    return toAdmin(defined(quiz), await questionsOf(tx, lectureId));
  };
  const questionLecture = async (id: string) =>
    (await db.select({ lectureId: quizQuestions.lectureId }).from(quizQuestions).where(eq(quizQuestions.id, id)))[0]
      ?.lectureId;

  return {
    get: (lectureId: string) => inQuiz(lectureId, (tx) => read(tx, lectureId)),

    async updateSettings(lectureId: string, patch: Partial<TQuizSettings>): Promise<TQuizAdmin> {
      try {
        return await inQuiz(lectureId, async (tx, quiz) => {
          await tx
            .update(quizzes)
            .set({ ...withFinalExamDefaults(quiz, patch), updatedAt: new Date() })
            .where(eq(quizzes.lectureId, lectureId));
          return read(tx, lectureId);
        });
      } catch (err) {
        if (pgErrorCode(err) === UNIQUE_VIOLATION) throw quizError('CONFLICT', 'finalExamTaken');
        throw err;
      }
    },

    addQuestion: (lectureId: string, q: TQuizQuestionData) =>
      inQuiz(lectureId, async (tx) => {
        const [n] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(quizQuestions)
          .where(eq(quizQuestions.lectureId, lectureId));
        await tx.insert(quizQuestions).values({
          lectureId,
          position: Number(n?.n ?? 0),
          kind: q.kind,
          prompt: q.prompt,
          options: storedOptions(q),
          explanation: q.explanation || null,
        });
        return read(tx, lectureId);
      }),

    async updateQuestion(id: string, patch: { question?: TQuizQuestionData; position?: number }): Promise<TQuizAdmin> {
      const lectureId = await questionLecture(id);
      if (!lectureId) throw quizError('NOT_FOUND', 'questionNotFound');
      return inQuiz(lectureId, async (tx) => {
        const [row] = await tx
          .select()
          .from(quizQuestions)
          .where(and(eq(quizQuestions.id, id), eq(quizQuestions.lectureId, lectureId)));
        if (!row) throw quizError('NOT_FOUND', 'questionNotFound');
        const q = patch.question;
        if (q)
          await tx
            .update(quizQuestions)
            .set({
              kind: q.kind,
              prompt: q.prompt,
              options: storedOptions(q, q.kind === row.kind ? row.options : []),
              explanation: q.explanation || null,
            })
            .where(eq(quizQuestions.id, id));
        if (patch.position !== undefined) await renumberQuestions(tx, lectureId, { id, position: patch.position });
        return read(tx, lectureId);
      });
    },

    async deleteQuestion(id: string): Promise<void> {
      const lectureId = await questionLecture(id);
      if (!lectureId) throw quizError('NOT_FOUND', 'questionNotFound');
      await inQuiz(lectureId, async (tx) => {
        await tx.delete(quizQuestions).where(eq(quizQuestions.id, id));
        await renumberQuestions(tx, lectureId);
      });
    },

    /** All the bank's questions or none, after (or instead of) the existing ones. */
    importQuestions: (
      lectureId: string,
      questions: TQuizQuestionData[],
      mode: 'append' | 'replace',
      settings?: Partial<TQuizSettings>,
    ) =>
      inQuiz(lectureId, async (tx, quiz) => {
        if (settings)
          await tx
            .update(quizzes)
            .set({ ...withFinalExamDefaults(quiz, settings), updatedAt: new Date() })
            .where(eq(quizzes.lectureId, lectureId));
        if (mode === 'replace') await tx.delete(quizQuestions).where(eq(quizQuestions.lectureId, lectureId));
        const start = mode === 'replace' ? 0 : (await questionsOf(tx, lectureId)).length;
        if (start + questions.length > QUIZ_MAX_QUESTIONS)
          throw quizError('VALIDATION_FAILED', 'importTooMany', { max: QUIZ_MAX_QUESTIONS });
        await tx.insert(quizQuestions).values(
          questions.map((q, i) => ({
            lectureId,
            position: start + i,
            kind: q.kind,
            prompt: q.prompt,
            options: storedOptions(q),
            explanation: q.explanation || null,
          })),
        );
        return read(tx, lectureId);
      }),
  };
}

export type QuizzesRepository = ReturnType<typeof createQuizzesRepository>;
