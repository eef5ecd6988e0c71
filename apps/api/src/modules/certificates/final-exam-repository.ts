import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { lectures, quizAttempts, quizzes } from '#src/db/schema/index';

/**
 * The final exam's gate on a certificate (issue 20): whether the course has one, and the
 * learner's best passing score (null when not passed). A course without one is not gated.
 */
export async function finalExamOf(
  db: Database,
  courseId: string,
  userId: string,
): Promise<{ hasExam: boolean; score: number | null }> {
  const [exam] = await db
    .select({ lectureId: quizzes.lectureId })
    .from(quizzes)
    // a lecture turned from a quiz into another kind keeps its quiz row, but is no exam
    .innerJoin(lectures, and(eq(lectures.id, quizzes.lectureId), eq(lectures.kind, 'quiz')))
    .where(and(eq(quizzes.courseId, courseId), eq(quizzes.isFinalExam, true)));
  if (!exam) return { hasExam: false, score: null };
  const [best] = await db
    .select({ score: quizAttempts.scorePercent })
    .from(quizAttempts)
    .where(
      and(eq(quizAttempts.lectureId, exam.lectureId), eq(quizAttempts.userId, userId), eq(quizAttempts.passed, true)),
    )
    .orderBy(desc(quizAttempts.scorePercent))
    .limit(1);
  return { hasExam: true, score: best?.score ?? null };
}
