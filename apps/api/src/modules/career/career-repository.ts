import { and, avg, count, desc, eq, type SQL } from 'drizzle-orm';
import type { TLanguage, TResumeData } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { interviewSessions, resumeReviews, resumes } from '#src/db/schema/index';
import { defined } from '@masar/contracts/defined';

/** Who is asking: owners see their own rows, admins every row. */
export interface Viewer {
  userId: string;
  role: 'user' | 'admin';
}

const visible = (
  column: typeof resumes.userId | typeof resumeReviews.userId | typeof interviewSessions.userId,
  viewer: Viewer,
): SQL | undefined => (viewer.role === 'admin' ? undefined : eq(column, viewer.userId));

export type ResumeRow = typeof resumes.$inferSelect;
export type ReviewRow = typeof resumeReviews.$inferSelect;
export type InterviewRow = typeof interviewSessions.$inferSelect;

export function createResumesRepository(db: Database) {
  return {
    list: (userId: string) =>
      db.select().from(resumes).where(eq(resumes.userId, userId)).orderBy(desc(resumes.updatedAt), desc(resumes.id)),
    async find(id: string, viewer: Viewer): Promise<ResumeRow | null> {
      const [row] = await db
        .select()
        .from(resumes)
        .where(and(eq(resumes.id, id), visible(resumes.userId, viewer)));
      return row ?? null;
    },
    async create(userId: string, input: { title: string; language: TLanguage; data: TResumeData }): Promise<ResumeRow> {
      const [row] = await db
        .insert(resumes)
        .values({ userId, ...input })
        .returning();
      return defined(row);
    },
    /** Merges the given top-level keys of `data` into the stored ones, under a row lock. */
    update: (
      id: string,
      viewer: Viewer,
      patch: { title?: string; language?: TLanguage; data?: Partial<TResumeData> },
    ): Promise<ResumeRow | null> =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(resumes)
          .where(and(eq(resumes.id, id), visible(resumes.userId, viewer)))
          .for('update');
        if (!current) return null;
        const data = patch.data ? { ...(current.data as TResumeData), ...patch.data } : current.data;
        const [row] = await tx
          .update(resumes)
          .set({
            ...(patch.title === undefined ? {} : { title: patch.title }),
            ...(patch.language === undefined ? {} : { language: patch.language }),
            data,
            updatedAt: new Date(),
          })
          .where(eq(resumes.id, id))
          .returning();
        return row ?? null;
      }),
    async remove(id: string, viewer: Viewer): Promise<boolean> {
      const rows = await db
        .delete(resumes)
        .where(and(eq(resumes.id, id), visible(resumes.userId, viewer)))
        .returning({ id: resumes.id });
      return rows.length > 0;
    },
  };
}

export interface Averages {
  overall: { score: number | null; count: number };
  peer: { score: number | null; count: number } | null;
}

export function createReviewsRepository(db: Database) {
  async function average(where: SQL | undefined) {
    const [row] = await db
      .select({ score: avg(resumeReviews.score), n: count() })
      .from(resumeReviews)
      .where(where);
    const n = Number(row?.n ?? 0);
    return { score: n > 0 && row?.score != null ? Math.round(Number(row.score) * 10) / 10 : null, count: n };
  }
  return {
    list: (userId: string) =>
      db
        .select()
        .from(resumeReviews)
        .where(eq(resumeReviews.userId, userId))
        .orderBy(desc(resumeReviews.createdAt), desc(resumeReviews.id)),
    async find(id: string, viewer: Viewer): Promise<ReviewRow | null> {
      const [row] = await db
        .select()
        .from(resumeReviews)
        .where(and(eq(resumeReviews.id, id), visible(resumeReviews.userId, viewer)));
      return row ?? null;
    },
    async findByHash(userId: string, textHash: string): Promise<ReviewRow | null> {
      const [row] = await db
        .select()
        .from(resumeReviews)
        .where(and(eq(resumeReviews.userId, userId), eq(resumeReviews.textHash, textHash)))
        .limit(1);
      return row ?? null;
    },
    async create(input: Omit<typeof resumeReviews.$inferInsert, 'id' | 'createdAt'>): Promise<ReviewRow> {
      const [row] = await db.insert(resumeReviews).values(input).returning();
      return defined(row);
    },
    async setPeerGroup(id: string, industry: string | null, level: string | null): Promise<ReviewRow> {
      const [row] = await db.update(resumeReviews).set({ industry, level }).where(eq(resumeReviews.id, id)).returning();
      return defined(row);
    },
    async remove(id: string, viewer: Viewer): Promise<boolean> {
      const rows = await db
        .delete(resumeReviews)
        .where(and(eq(resumeReviews.id, id), visible(resumeReviews.userId, viewer)))
        .returning({ id: resumeReviews.id });
      return rows.length > 0;
    },
    /** The real averages over every stored review, and over those of one industry and level. */
    async averages(industry: string | null | undefined, level: string | null | undefined): Promise<Averages> {
      const overall = await average(undefined);
      const peer =
        industry && level
          ? await average(and(eq(resumeReviews.industry, industry), eq(resumeReviews.level, level)))
          : null;
      return { overall, peer };
    },
  };
}

export function createInterviewsRepository(db: Database) {
  return {
    list: (userId: string) =>
      db
        .select()
        .from(interviewSessions)
        .where(eq(interviewSessions.userId, userId))
        .orderBy(desc(interviewSessions.createdAt), desc(interviewSessions.id)),
    async find(id: string, viewer: Viewer): Promise<InterviewRow | null> {
      const [row] = await db
        .select()
        .from(interviewSessions)
        .where(and(eq(interviewSessions.id, id), visible(interviewSessions.userId, viewer)));
      return row ?? null;
    },
    async create(input: Omit<typeof interviewSessions.$inferInsert, 'id' | 'createdAt'>): Promise<InterviewRow> {
      const [row] = await db.insert(interviewSessions).values(input).returning();
      return defined(row);
    },
    /** Saves a new state unless another request changed the session first (answers count as version). */
    update: (
      id: string,
      expectedAnswers: number,
      next: Pick<InterviewRow, 'questions' | 'answers' | 'score' | 'completedAt'>,
    ): Promise<InterviewRow | null> =>
      db.transaction(async (tx) => {
        const [current] = await tx.select().from(interviewSessions).where(eq(interviewSessions.id, id)).for('update');
        if (!current || current.answers.length !== expectedAnswers || current.completedAt) return null;
        const [row] = await tx.update(interviewSessions).set(next).where(eq(interviewSessions.id, id)).returning();
        return row ?? null;
      }),
    async remove(id: string, viewer: Viewer): Promise<boolean> {
      const rows = await db
        .delete(interviewSessions)
        .where(and(eq(interviewSessions.id, id), visible(interviewSessions.userId, viewer)))
        .returning({ id: interviewSessions.id });
      return rows.length > 0;
    },
  };
}

export type ResumesRepository = ReturnType<typeof createResumesRepository>;
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
export type InterviewsRepository = ReturnType<typeof createInterviewsRepository>;
