import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { TQuizResults } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { quizAttempts, quizQuestions, users } from '#src/db/schema/index';

const MOST_MISSED = 5;
const RECENT = 20;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Per-quiz results for admins: attempts, pass rate, the questions most missed, the latest attempts. */
export function createQuizResultsRepository(db: Database) {
  return {
    async results(lectureId: string): Promise<TQuizResults> {
      const submitted = and(eq(quizAttempts.lectureId, lectureId), isNotNull(quizAttempts.submittedAt));
      const [totals] = await db
        .select({
          attempts: sql<number>`count(*)::int`,
          learners: sql<number>`count(distinct ${quizAttempts.userId})::int`,
          passedLearners: sql<number>`count(distinct ${quizAttempts.userId}) filter (where ${quizAttempts.passed})::int`,
          passedAttempts: sql<number>`count(*) filter (where ${quizAttempts.passed})::int`,
          average: sql<number | null>`round(avg(${quizAttempts.scorePercent}))::int`,
        })
        .from(quizAttempts)
        .where(submitted);
      const missed = rowsOf<{ question_id: string; prompt: string; missed: number; answered: number }>(
        await db.execute(sql`
          select g->>'questionId' as question_id, q.prompt,
            count(*) filter (where (g->>'correct')::boolean = false)::int as missed, count(*)::int as answered
          from ${quizAttempts} a cross join lateral jsonb_array_elements(a.grading) g
          join ${quizQuestions} q on q.id = (g->>'questionId')::uuid
          where a.lecture_id = ${lectureId} and a.submitted_at is not null
          group by 1, 2 having count(*) filter (where (g->>'correct')::boolean = false) > 0
          order by missed desc, answered desc limit ${MOST_MISSED}`),
      );
      const recent = await db
        .select({ attempt: quizAttempts, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(quizAttempts)
        .innerJoin(users, eq(users.id, quizAttempts.userId))
        .where(submitted)
        .orderBy(desc(quizAttempts.submittedAt))
        .limit(RECENT);
      const attempts = Number(totals?.attempts ?? 0);
      return {
        lectureId,
        attempts,
        learners: Number(totals?.learners ?? 0),
        passedLearners: Number(totals?.passedLearners ?? 0),
        passRate: attempts === 0 ? null : Math.round((Number(totals?.passedAttempts ?? 0) * 100) / attempts),
        averageScore: totals?.average ?? null,
        mostMissed: missed.map((m) => ({
          questionId: m.question_id,
          prompt: m.prompt,
          missed: Number(m.missed),
          answered: Number(m.answered),
        })),
        recent: recent.map((r) => ({
          _id: r.attempt.id,
          number: r.attempt.number,
          startedAt: r.attempt.startedAt.toISOString(),
          submittedAt: r.attempt.submittedAt?.toISOString() ?? null,
          scorePercent: r.attempt.scorePercent,
          passed: r.attempt.passed,
          expired: r.attempt.expired,
          learner: { _id: r.attempt.userId, name: `${r.firstName} ${r.lastName}`.trim(), email: r.email },
        })),
      };
    },
  };
}

export type QuizResultsRepository = ReturnType<typeof createQuizResultsRepository>;
