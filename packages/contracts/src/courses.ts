import { z } from 'zod';
import { ZCourseCategory, ZCourseLevel, ZCourseSort, ZLanguage } from './common/enums';

/** 1,000,000 EGP in piastres: far above any course price, well inside a 32-bit column. */
export const MAX_PRICE_MINOR = 100_000_000;

export const ZMoney = z.object({
  /** integer minor units (piastres for EGP) */
  amount: z.number().int().nonnegative().max(MAX_PRICE_MINOR),
  currency: z.string().length(3),
});
export type TMoney = z.infer<typeof ZMoney>;

export const ZCourseTrainerSummary = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
});

/** A course as it appears in the public catalog (GET /Courses). */
export const ZCourseSummary = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: ZCourseCategory,
  level: ZCourseLevel,
  language: ZLanguage,
  price: ZMoney,
  imageUrl: z.string().nullable(),
  durationMinutes: z.number().int().nonnegative(),
  lecturesCount: z.number().int().nonnegative(),
  studentsCount: z.number().int().nonnegative(),
  rating: z.number().min(0).max(5),
  ratingsCount: z.number().int().nonnegative(),
  trainer: ZCourseTrainerSummary.nullable(),
  publishedAt: z.string().nullable(),
});
export type TCourseSummary = z.infer<typeof ZCourseSummary>;
export const ZCourseList = z.array(ZCourseSummary);

export const ZCourseListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  category: ZCourseCategory.optional(),
  level: ZCourseLevel.optional(),
  minPrice: z.coerce.number().int().nonnegative().max(MAX_PRICE_MINOR).optional(),
  maxPrice: z.coerce.number().int().nonnegative().max(MAX_PRICE_MINOR).optional(),
  sort: ZCourseSort.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
export type TCourseListQuery = z.infer<typeof ZCourseListQuery>;
