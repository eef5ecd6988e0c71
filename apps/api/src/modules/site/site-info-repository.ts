import { and, countDistinct, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { courses, enrolments, reviews, trainers, users } from '#src/db/schema/index';

/** The home page's figures and the reviews it quotes. */
export function createSiteInfoRepository(db: Database) {
  return {
    /** distinct learners with an enrolment */
    async learners(): Promise<number> {
      const [learning] = await db.select({ learners: countDistinct(enrolments.userId) }).from(enrolments);
      return learning?.learners ?? 0;
    },
    trainers: () => db.$count(trainers),
    publishedCourses: () => db.$count(courses, eq(courses.status, 'published')),

    /** best first, then newest; only real words from published courses and enabled accounts */
    clientReviews: (limit: number) =>
      db
        .select({
          id: reviews.id,
          rating: reviews.rating,
          comment: reviews.comment,
          createdAt: reviews.createdAt,
          firstName: users.firstName,
          lastName: users.lastName,
          courseId: courses.id,
          courseTitle: courses.title,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .innerJoin(courses, eq(courses.id, reviews.courseId))
        .where(and(eq(courses.status, 'published'), isNull(users.disabledAt), sql`btrim(${reviews.comment}) <> ''`))
        .orderBy(desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id))
        .limit(limit),
  };
}

export type SiteInfoRepository = ReturnType<typeof createSiteInfoRepository>;
