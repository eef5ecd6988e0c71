import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { TCourseListQuery, TCourseSummary } from '@masar/contracts';
import type { Database } from '../../../db/client';
import { courses, trainers } from '../../../db/schema';
import { searchTerms } from '../../../lib/arabic-normalize';

/** Without `limit` the whole catalog is one array (as the spec's client expects), within reason. */
const MAX_UNPAGED = 500;

const ORDER: Record<NonNullable<TCourseListQuery['sort']>, SQL[]> = {
  popular: [desc(courses.studentsCount), desc(courses.ratingAvg), desc(courses.publishedAt)],
  newest: [desc(courses.publishedAt)],
  price_asc: [asc(courses.priceAmount), desc(courses.studentsCount)],
  price_desc: [desc(courses.priceAmount), desc(courses.studentsCount)],
};

function filters(q: TCourseListQuery): SQL {
  const where: SQL[] = [eq(courses.status, 'published')];
  if (q.category) where.push(eq(courses.category, q.category));
  if (q.level) where.push(eq(courses.level, q.level));
  if (q.minPrice !== undefined) where.push(gte(courses.priceAmount, q.minPrice));
  if (q.maxPrice !== undefined) where.push(lte(courses.priceAmount, q.maxPrice));
  // terms hold only letters and digits after normalization, so no LIKE wildcard can slip in
  for (const t of searchTerms(q.q ?? '')) {
    where.push(
      t.mode === 'substring'
        ? sql`${courses.searchText} like ${`%${t.word}%`}`
        : sql`(' ' || ${courses.searchText}) like ${`% ${t.word}%`}`,
    );
  }
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

function toSummary(
  c: typeof courses.$inferSelect,
  t: { id: string; name: string; title: string } | null,
): TCourseSummary {
  return {
    _id: c.id,
    slug: c.slug,
    title: c.title,
    description: c.description,
    category: c.category,
    level: c.level,
    language: c.language,
    price: { amount: c.priceAmount, currency: c.priceCurrency },
    imageUrl: c.imageUrl,
    durationMinutes: c.durationMinutes,
    lecturesCount: c.lecturesCount,
    studentsCount: c.studentsCount,
    rating: Math.round(c.ratingAvg * 10) / 10,
    ratingsCount: c.ratingsCount,
    trainer: t ? { _id: t.id, name: t.name, title: t.title } : null,
    publishedAt: c.publishedAt ? c.publishedAt.toISOString() : null,
  };
}
