import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TTrainer,
  TTrainerDetails,
  TTrainerListQuery,
  TUpdateTrainerRequest,
  ZCreateTrainerRequest,
} from '@masar/contracts';
import type { Database } from '#src/db/client';
import { courses, trainers } from '#src/db/schema/index';
import { matchesSearch, normalizeForSearch, searchTerms } from '#src/lib/arabic-normalize';
import { toSummary } from '#src/modules/courses/course-mappers';
import { refreshTrainerCoursesSearchText } from '#src/modules/trainers/course-search-text-repository';
import { keyOfPublicUrl, publicUrlOf } from '#src/plugins/storage/file-storage';
import { toTrainer } from './trainer-mappers';
import { defined } from '@masar/contracts/defined';

type CreateInput = z.output<typeof ZCreateTrainerRequest>;
/** Without `limit` the list is one array (the spec's admin and public pages hold it whole), within reason. */
const MAX_UNPAGED = 500;

// written out: inside a select Drizzle leaves columns unqualified, and "id" would mean the course's
const publishedCount = sql<number>`(select count(*) from courses c where c.trainer_id = "trainers"."id" and c.status = 'published')::int`;

export function createTrainersRepository(db: Database) {
  async function withCounts(where: SQL | undefined, page?: { limit: number; offset: number }, exec: Database = db) {
    const query = exec
      .select({ t: trainers, n: publishedCount })
      .from(trainers)
      .where(where)
      .orderBy(asc(trainers.name), asc(trainers.id));
    const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
    return rows.map(({ t, n }) => toTrainer(t, Number(n)));
  }

  /**
   * Trainers are a small, display-only table, so the Arabic-aware search folds their texts here
   * with the very rules of the catalog's stored search text (lib/arabic-normalize.ts) instead of
   * keeping a second search column in step.
   */
  async function searchIds(q: string, specialty: SQL | undefined): Promise<string[]> {
    const terms = searchTerms(q);
    const rows = await db
      .select({
        id: trainers.id,
        name: trainers.name,
        title: trainers.title,
        bio: trainers.bio,
        specialty: trainers.specialty,
      })
      .from(trainers)
      .where(specialty)
      .orderBy(asc(trainers.name), asc(trainers.id));
    return rows
      .filter((t) => matchesSearch(normalizeForSearch([t.name, t.title, t.bio, t.specialty].join(' ')), terms))
      .map((t) => t.id);
  }

  return {
    async list(q: TTrainerListQuery): Promise<{ items: TTrainer[]; total: number }> {
      const specialty = q.specialty ? eq(trainers.specialty, q.specialty) : undefined;
      const page = { limit: q.limit ?? MAX_UNPAGED, offset: q.offset ?? 0 };
      if (searchTerms(q.q ?? '').length > 0) {
        const ids = await searchIds(defined(q.q), specialty);
        const pageIds = ids.slice(page.offset, page.offset + page.limit);
        const items = pageIds.length ? await withCounts(inArray(trainers.id, pageIds)) : [];
        return { items, total: ids.length };
      }
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(trainers)
        .where(specialty);
      return { items: await withCounts(specialty, page), total: Number(count?.n ?? 0) };
    },

    async details(id: string): Promise<TTrainerDetails | null> {
      const [trainer] = await withCounts(eq(trainers.id, id));
      if (!trainer) return null;
      const rows = await db
        .select()
        .from(courses)
        .where(and(eq(courses.trainerId, id), eq(courses.status, 'published')))
        .orderBy(desc(courses.studentsCount), desc(courses.publishedAt), asc(courses.id));
      const summary = { id: trainer._id, name: trainer.name, title: trainer.title };
      return { ...trainer, courses: rows.map((c) => toSummary(c, summary)) };
    },

    async create(input: CreateInput): Promise<TTrainer> {
      const [row] = await db.insert(trainers).values(input).returning();
      return toTrainer(defined(row), 0);
    },

    /** null when missing; a new name is written into the search text of the trainer's courses. */
    update: (id: string, patch: TUpdateTrainerRequest): Promise<TTrainer | null> =>
      db.transaction(async (tx) => {
        const [current] = await tx.select().from(trainers).where(eq(trainers.id, id)).for('update');
        if (!current) return null;
        await tx
          .update(trainers)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(trainers.id, id));
        const renamed = patch.name !== undefined && patch.name !== current.name;
        if (renamed) await refreshTrainerCoursesSearchText(tx, id, defined(patch.name));
        const [trainer] = await withCounts(eq(trainers.id, id), undefined, tx);
        return defined(trainer);
      }),

    /** null when missing; the courses stay, without a trainer (the foreign key sets it null) */
    remove: (id: string): Promise<{ photoKey: string | null } | null> =>
      db.transaction(async (tx) => {
        const [current] = await tx.select().from(trainers).where(eq(trainers.id, id)).for('update');
        if (!current) return null;
        await refreshTrainerCoursesSearchText(tx, id, null);
        await tx.delete(trainers).where(eq(trainers.id, id));
        return { photoKey: keyOfPublicUrl(current.photoUrl) };
      }),

    setPhoto: (id: string, key: string): Promise<{ oldKey: string | null } | null> =>
      db.transaction(async (tx) => {
        const [current] = await tx.select().from(trainers).where(eq(trainers.id, id)).for('update');
        if (!current) return null;
        await tx
          .update(trainers)
          .set({ photoUrl: publicUrlOf(key), updatedAt: new Date() })
          .where(eq(trainers.id, id));
        return { oldKey: keyOfPublicUrl(current.photoUrl) };
      }),

    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: trainers.id }).from(trainers).where(eq(trainers.id, id));
      return Boolean(row);
    },
  };
}

export type TrainersRepository = ReturnType<typeof createTrainersRepository>;
