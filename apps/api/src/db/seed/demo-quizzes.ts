import { asc, eq } from 'drizzle-orm';
import { grade, layoutOf, storedOptions } from '#src/modules/quizzes/grading';
import type { Database } from '../client';
import { quizAttempts, quizQuestions, quizzes } from '../schema';
import type { SeedQuiz } from './quizzes-data';

/** A quiz lecture's settings and questions (issue 20). */
export async function insertQuiz(db: Database, courseId: string, lectureId: string, quiz: SeedQuiz): Promise<void> {
  const { questions, ...settings } = quiz;
  await db.insert(quizzes).values({ lectureId, courseId, ...settings });
  await db.insert(quizQuestions).values(
    questions.map((q, position) => ({
      lectureId,
      position,
      kind: q.kind,
      prompt: q.prompt,
      options: storedOptions(q),
      explanation: q.explanation,
    })),
  );
}

/** The learner's first attempt at a quiz, all answers right: what marked the seeded quiz done. */
export async function seedPassedAttempt(db: Database, userId: string, lectureId: string, at: Date): Promise<void> {
  const questions = await db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.lectureId, lectureId))
    .orderBy(asc(quizQuestions.position));
  const layout = layoutOf(questions, { questionsPerAttempt: null, shuffleQuestions: false });
  const answers = Object.fromEntries(
    layout.map((entry) => {
      const correct = new Set(
        questions
          .find((q) => q.id === entry.questionId)
          ?.options.filter((o) => o.correct)
          .map((o) => o.id),
      );
      return [entry.questionId, entry.options.filter((o) => correct.has(o.optionId)).map((o) => o.id)];
    }),
  );
  const { grading, scorePercent } = grade(layout, new Map(questions.map((q) => [q.id, q])), answers);
  await db.insert(quizAttempts).values({
    lectureId,
    userId,
    number: 1,
    layout,
    grading,
    scorePercent,
    passed: true,
    startedAt: at,
    submittedAt: at,
  });
}
