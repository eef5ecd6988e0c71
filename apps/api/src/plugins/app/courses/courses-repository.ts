import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { TCourseListQuery, TCourseSummary } from '@masar/contracts';
import type { Database } from '../../../db/client';
import { courses, trainers } from '../../../db/schema';
import { searchTerms } from '../../../lib/arabic-normalize';
import { toSummary } from './course-mappers';

/** Without `limit` the whole catalog is one array (as the spec's client expects), within reason. */
const MAX_UNPAGED = 500;

const ORDER: Record<NonNullable<TCourseListQuery['sort']>, SQL[]> = {
  popular: [desc(courses.studentsCount), desc(courses.ratingAvg), desc(courses.publishedAt)],
  newest: [desc(courses.publishedAt)],
  price_asc: [asc(courses.priceAmount), desc(courses.studentsCount)],
  price_desc: [desc(courses.priceAmount), desc(courses.studentsCount)],
};

/** Arabic-aware word filters on the stored `search_text` (see lib/course-search-text.ts). */
export function searchFilters(q: string | undefined): SQL[] {
  // terms hold only letters and digits after normalization, so no LIKE wildcard can slip in
  return searchTerms(q ?? '').map((t) =>
    t.mode === 'substring' ? sql`${courses.searchText} like ${`%${t.word}%`}` : sql`(' ' || ${courses.searchText}) like ${`% ${t.word}%`}`,
  );
}

function filters(q: TCourseListQuery): SQL {
  const where: SQL[] = [eq(courses.status, 'published')];
  if (q.category) where.push(eq(courses.category, q.category));
  if (q.level) where.push(eq(courses.level, q.level));
  if (q.minPrice !== undefined) where.push(gte(courses.priceAmount, q.minPrice));
  if (q.maxPrice !== undefined) where.push(lte(courses.priceAmount, q.maxPrice));
  where.push(...searchFilters(q.q));
  return and(...where)!;
}

export function createCoursesRepository(db: Database) {
  return {
    async listPublished(q: TCourseListQuery): Promise<{ items: TCourseSummary[]; total: number }> {
      const where = filters(q);
      const [countRow] = await db.select({ total: sql<number>`count(*)::int` }).from(courses).where(where);
      const rows = await db
        .select({ c: courses, t: { id: trainers.id, name: trainers.name, title: trainers.title } })
        .from(courses)
        .leftJoin(trainers, eq(trainers.id, courses.trainerId))
        .where(where)
        .orderBy(...ORDER[q.sort ?? 'popular'], asc(courses.id))
        .limit(q.limit ?? MAX_UNPAGED)
        .offset(q.offset ?? 0);
      return { items: rows.map(({ c, t }) => toSummary(c, t)), total: Number(countRow?.total ?? 0) };
    },
  };
}

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;
