import { and, asc, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { TQuestion, TQueuedQuestion } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { courses, lectureQuestions, lectures, users } from '#src/db/schema/index';

type QuestionRow = typeof lectureQuestions.$inferSelect;
interface Author {
  firstName: string;
  lastName: string;
}

const toQuestion = (q: QuestionRow, author: Author, viewerId: string): TQuestion => ({
  _id: q.id,
  courseId: q.courseId,
  lectureId: q.lectureId,
  body: q.body,
  // as on reviews: the first name and an initial
  author: { name: `${author.firstName} ${author.lastName.slice(0, 1)}${author.lastName ? '.' : ''}`.trim() },
  mine: q.userId === viewerId,
  answer: q.answer,
  answeredAt: q.answeredAt?.toISOString() ?? null,
  hidden: q.hiddenAt !== null,
  createdAt: q.createdAt.toISOString(),
});

/** What the answer mail needs about the asker and the lecture. */
export interface AnsweredQuestion {
  question: QuestionRow;
  asker: { email: string; firstName: string; preferredLanguage: 'ar' | 'en' };
  courseTitle: string;
  lectureTitle: string;
}

/** Questions on lectures and their answers (issue 20). */
export function createQuestionsRepository(db: Database) {
  const authorColumns = { firstName: users.firstName, lastName: users.lastName };
  return {
    async ask(userId: string, lecture: { id: string; courseId: string }, body: string): Promise<TQuestion> {
      const [row] = await db
        .insert(lectureQuestions)
        .values({ userId, courseId: lecture.courseId, lectureId: lecture.id, body })
        .returning();
      const [author] = await db.select(authorColumns).from(users).where(eq(users.id, userId));
      return toQuestion(row as QuestionRow, author ?? { firstName: '', lastName: '' }, userId);
    },

    /** A lecture's questions, newest first; hidden ones only for admins. */
    async list(lectureId: string, viewerId: string, admin: boolean): Promise<TQuestion[]> {
      const rows = await db
        .select({ q: lectureQuestions, ...authorColumns })
        .from(lectureQuestions)
        .innerJoin(users, eq(users.id, lectureQuestions.userId))
        .where(and(eq(lectureQuestions.lectureId, lectureId), admin ? undefined : isNull(lectureQuestions.hiddenAt)))
        .orderBy(desc(lectureQuestions.createdAt), desc(lectureQuestions.id))
        .limit(200);
      return rows.map((r) => toQuestion(r.q, r, viewerId));
    },

    /** The admins' queue: unanswered first-come first-served, or the answered newest first. */
    async queue(
      status: 'unanswered' | 'answered' | 'all',
      limit: number,
      offset: number,
      viewerId: string,
    ): Promise<{ total: number; items: TQueuedQuestion[] }> {
      const where: SQL | undefined =
        status === 'unanswered'
          ? and(isNull(lectureQuestions.answeredAt), isNull(lectureQuestions.hiddenAt))
          : status === 'answered'
            ? isNotNull(lectureQuestions.answeredAt)
            : undefined;
      const [total] = await db.select({ n: count() }).from(lectureQuestions).where(where);
      const rows = await db
        .select({ q: lectureQuestions, ...authorColumns, courseTitle: courses.title, lectureTitle: lectures.title })
        .from(lectureQuestions)
        .innerJoin(users, eq(users.id, lectureQuestions.userId))
        .innerJoin(courses, eq(courses.id, lectureQuestions.courseId))
        .innerJoin(lectures, eq(lectures.id, lectureQuestions.lectureId))
        .where(where)
        .orderBy(
          status === 'unanswered' ? asc(lectureQuestions.createdAt) : desc(lectureQuestions.createdAt),
          asc(lectureQuestions.id),
        )
        .limit(limit)
        .offset(offset);
      return {
        total: Number(total?.n ?? 0),
        items: rows.map((r) => ({
          ...toQuestion(r.q, r, viewerId),
          courseTitle: r.courseTitle,
          lectureTitle: r.lectureTitle,
        })),
      };
    },

    /** Sets (or replaces) the answer; `then` runs in its transaction (the asker's mail is queued there). */
    async answer(
      questionId: string,
      adminId: string,
      answer: string,
      then: (tx: Database, row: QuestionRow) => Promise<void>,
    ): Promise<QuestionRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(lectureQuestions)
          .set({ answer, answeredBy: adminId, answeredAt: new Date(), updatedAt: new Date() })
          .where(eq(lectureQuestions.id, questionId))
          .returning();
        if (row) await then(tx, row);
        return row ?? null;
      });
    },

    /** An answered question with its asker and where it was asked, for the asker's mail. */
    async answered(questionId: string): Promise<AnsweredQuestion | null> {
      const [found] = await db
        .select({
          question: lectureQuestions,
          email: users.email,
          firstName: users.firstName,
          preferredLanguage: users.preferredLanguage,
          courseTitle: courses.title,
          lectureTitle: lectures.title,
        })
        .from(lectureQuestions)
        .innerJoin(users, eq(users.id, lectureQuestions.userId))
        .innerJoin(courses, eq(courses.id, lectureQuestions.courseId))
        .innerJoin(lectures, eq(lectures.id, lectureQuestions.lectureId))
        .where(eq(lectureQuestions.id, questionId));
      if (!found?.question.answer) return null;
      const { question, courseTitle, lectureTitle, ...asker } = found;
      return { question, asker, courseTitle, lectureTitle };
    },

    async setHidden(questionId: string, hidden: boolean): Promise<QuestionRow | null> {
      const [row] = await db
        .update(lectureQuestions)
        .set({ hiddenAt: hidden ? new Date() : null, updatedAt: new Date() })
        .where(eq(lectureQuestions.id, questionId))
        .returning();
      return row ?? null;
    },

    /** one question as a viewer sees it (for the answer of a write) */
    async one(questionId: string, viewerId: string): Promise<TQuestion | null> {
      const [row] = await db
        .select({ q: lectureQuestions, ...authorColumns })
        .from(lectureQuestions)
        .innerJoin(users, eq(users.id, lectureQuestions.userId))
        .where(eq(lectureQuestions.id, questionId));
      return row ? toQuestion(row.q, row, viewerId) : null;
    },
  };
}

export type QuestionsRepository = ReturnType<typeof createQuestionsRepository>;
