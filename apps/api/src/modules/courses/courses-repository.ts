import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { courses, trainers } from '#src/db/schema/index';
import { searchTerms } from '#src/lib/arabic-normalize';
import type { CatalogEntry } from './catalog-index';
import { loadCourseDetails, type CourseViewer } from './course-details-repository';
import { toSummary } from './course-mappers';
import { loadOutline } from './course-outline-repository';
import { recomputeCourseStats, recountStudents } from './course-stats-repository';
import { findPreviewLecture } from './preview-lectures-repository';

/** The columns a course card is made of (what the in-memory catalog loads). */
export const SUMMARY_COLUMNS = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  description: courses.description,
  category: courses.category,
  level: courses.level,
  language: courses.language,
  priceAmount: courses.priceAmount,
  priceCurrency: courses.priceCurrency,
  imageUrl: courses.imageUrl,
  durationMinutes: courses.durationMinutes,
  lecturesCount: courses.lecturesCount,
  studentsCount: courses.studentsCount,
  ratingAvg: courses.ratingAvg,
  ratingsCount: courses.ratingsCount,
  publishedAt: courses.publishedAt,
};

/** Arabic-aware word filters on the stored `search_text` (see lib/course-search-text.ts). */
export function searchFilters(q: string | undefined): SQL[] {
  // terms hold only letters and digits after normalization, so no LIKE wildcard can slip in
  return searchTerms(q ?? '').map((t) =>
    t.mode === 'substring'
      ? sql`${courses.searchText} like ${`%${t.word}%`}`
      : sql`(' ' || ${courses.searchText}) like ${`% ${t.word}%`}`,
  );
}

export function createCoursesRepository(db: Database) {
  return {
    details: (id: string, viewer: CourseViewer) => loadCourseDetails(db, id, viewer),
    outline: (courseId: string, admin: boolean) => loadOutline(db, courseId, admin),
    findPreview: (lectureId: string) => findPreviewLecture(db, lectureId),
    /** the course's lecture count, duration, students and rating, after a change to any of them */
    recomputeStats: (courseId: string) => recomputeCourseStats(db, courseId),
    /** recounts a course's students after an enrolment and answers the count (null: no such course) */
    recountStudents: (courseId: string) => recountStudents(db, courseId),

    /** Every published course with its card, for the in-memory catalog (catalog-index.ts). */
    async loadPublishedCatalog(): Promise<CatalogEntry[]> {
      const rows = await db
        .select({
          c: { ...SUMMARY_COLUMNS, searchText: courses.searchText },
          t: { id: trainers.id, name: trainers.name, title: trainers.title },
        })
        .from(courses)
        .leftJoin(trainers, eq(trainers.id, courses.trainerId))
        .where(eq(courses.status, 'published'));
      return rows.map(({ c, t }) => ({
        summary: toSummary(c, t),
        paddedSearchText: ` ${c.searchText}`,
        ratingAvg: c.ratingAvg,
        // PostgreSQL's DESC put a missing date first; published courses always have one
        publishedAtMs: c.publishedAt?.getTime() ?? Number.MAX_SAFE_INTEGER,
      }));
    },
  };
}

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;
