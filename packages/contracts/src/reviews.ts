import { z } from 'zod';
import { VALIDATION } from './validation';

/** PUT /courses/{id}/review: enrolled learners only; one per learner, editable. */
export const ZCourseReviewRequest = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(2000, VALIDATION.tooLong).default(''),
});
export type TCourseReviewRequest = z.input<typeof ZCourseReviewRequest>;

export const ZCourseReview = z.object({
  _id: z.string(),
  courseId: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  author: z.object({ name: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCourseReview = z.infer<typeof ZCourseReview>;

/** How many reviews of each star count, 5 stars first. */
export const ZStarDistribution = z
  .array(z.object({ stars: z.number().int().min(1).max(5), count: z.number().int().nonnegative() }))
  .length(5);
export type TStarDistribution = z.infer<typeof ZStarDistribution>;

/** GET /courses/{id}/reviews: public, newest first, paged; the distribution covers every review. */
export const ZCourseReviews = z.object({
  rating: z.number().min(0).max(5),
  ratingsCount: z.number().int().nonnegative(),
  distribution: ZStarDistribution,
  /** reviews before paging */
  total: z.number().int().nonnegative(),
  items: z.array(ZCourseReview),
});
export type TCourseReviews = z.infer<typeof ZCourseReviews>;
export const ZCourseReviewListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
});
