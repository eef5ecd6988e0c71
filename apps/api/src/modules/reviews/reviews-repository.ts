import { and, desc, eq, sql } from 'drizzle-orm';
import type { TCourseReview, TCourseReviews } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { courses, reviews, users } from '#src/db/schema/index';
import { defined } from '@masar/contracts/defined';

type ReviewRow = typeof reviews.$inferSelect;

const toReview = (r: ReviewRow, author: { firstName: string; lastName: string }): TCourseReview => ({
  _id: r.id,
  courseId: r.courseId,
  rating: r.rating,
  comment: r.comment,
  // public pages show the first name and an initial only
  author: { name: `${author.firstName} ${author.lastName.slice(0, 1)}${author.lastName ? '.' : ''}`.trim() },
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The distribution's order: 5 stars first. */
const STARS = [5, 4, 3, 2, 1] as const;

/** How many reviews gave each of STARS, in that order: in a select from courses joined to its reviews. */
const starCounts = sql<number[]>`json_build_array(${sql.join(
  STARS.map((stars) => sql`count(*) filter (where ${reviews.rating} = ${sql.raw(String(stars))})`),
  sql`, `,
)})`;

export function createReviewsRepository(db: Database) {
  async function author(userId: string) {
    const [u] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    return u ?? { firstName: '', lastName: '' };
  }
  return {
    /** One review per learner and course: a second call edits it. */
    async upsert(userId: string, courseId: string, rating: number, comment: string): Promise<TCourseReview> {
      const [row] = await db
        .insert(reviews)
        .values({ userId, courseId, rating, comment })
        .onConflictDoUpdate({
          target: [reviews.userId, reviews.courseId],
          set: { rating, comment, updatedAt: new Date() },
        })
        .returning();
      return toReview(defined(row), await author(userId));
    },

    async remove(userId: string, courseId: string): Promise<boolean> {
      const deleted = await db
        .delete(reviews)
        .where(and(eq(reviews.userId, userId), eq(reviews.courseId, courseId)))
        .returning({ id: reviews.id });
      return deleted.length > 0;
    },

    /** null when the course is not public */
    async list(courseId: string, limit: number, offset: number): Promise<TCourseReviews | null> {
      // two queries side by side: the course's figures with its star counts, and the page of reviews
      const [[course], rows] = await Promise.all([
        db
          .select({ rating: courses.ratingAvg, count: courses.ratingsCount, stars: starCounts })
          .from(courses)
          .leftJoin(reviews, eq(reviews.courseId, courses.id))
          .where(and(eq(courses.id, courseId), eq(courses.status, 'published')))
          .groupBy(courses.id),
        db
          .select({ review: reviews, firstName: users.firstName, lastName: users.lastName })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .where(eq(reviews.courseId, courseId))
          .orderBy(desc(reviews.updatedAt), desc(reviews.id))
          .limit(limit)
          .offset(offset),
      ]);
      if (!course) return null;
      const distribution = STARS.map((stars, index) => ({ stars, count: Number(course.stars[index] ?? 0) }));
      return {
        rating: Math.round(course.rating * 10) / 10,
        ratingsCount: course.count,
        distribution,
        total: distribution.reduce((sum, d) => sum + d.count, 0),
        items: rows.map((r) => toReview(r.review, r)),
      };
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
