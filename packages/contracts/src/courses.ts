import { z } from 'zod';
import { ZCourseCategory, ZCourseLevel, ZCourseSort, ZLanguage, ZLectureKind, ZTrainerSpecialty } from './common/enums';
import { VALIDATION } from './validation';

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

export const COURSE_STATUSES = ['draft', 'published'] as const;
export const ZCourseStatus = z.enum(COURSE_STATUSES);
export type TCourseStatus = z.infer<typeof ZCourseStatus>;

const ZText = (max: number) =>
  z.string({ error: VALIDATION.required }).trim().min(1, VALIDATION.required).max(max, VALIDATION.tooLong);

/** A lecture as the outline shows it; its media is served by the learning calls. */
export const ZOutlineLecture = z.object({
  _id: z.string(),
  title: z.string(),
  kind: ZLectureKind,
  position: z.number().int(),
  durationSeconds: z.number().int().nonnegative(),
  isPreview: z.boolean(),
  /** admin only: whether a video / attachment file was uploaded */
  hasVideo: z.boolean().optional(),
  hasAttachment: z.boolean().optional(),
  /** admin only: the text of a text lecture */
  body: z.string().nullable().optional(),
});
export type TOutlineLecture = z.infer<typeof ZOutlineLecture>;

/** A free preview lecture, for anyone: a video or PDF is played from `mediaUrl`, a text lecture shows `body`. */
export const ZLecturePreview = z.object({
  _id: z.string(),
  courseId: z.string(),
  title: z.string(),
  kind: ZLectureKind,
  durationSeconds: z.number().int().nonnegative(),
  /** the text of a text lecture */
  body: z.string().nullable(),
  /** the video or PDF, served with byte ranges; null when none was uploaded */
  mediaUrl: z.string().nullable(),
  contentType: z.string().nullable(),
});
export type TLecturePreview = z.infer<typeof ZLecturePreview>;

export const ZOutlineSection = z.object({
  _id: z.string(),
  title: z.string(),
  position: z.number().int(),
  lectures: z.array(ZOutlineLecture),
});
export type TOutlineSection = z.infer<typeof ZOutlineSection>;

export const ZOutlineUnit = z.object({
  _id: z.string(),
  title: z.string(),
  position: z.number().int(),
  sections: z.array(ZOutlineSection),
});
export type TOutlineUnit = z.infer<typeof ZOutlineUnit>;

export const ZCourseInstructor = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  specialty: ZTrainerSpecialty,
  photoUrl: z.string().nullable(),
  experienceYears: z.number().int().nonnegative(),
});

/**
 * GET /Courses/{id}: public for a published course (a draft only for admins). `enrolled` and
 * `progress` are present when a valid token is sent (PRODUCT.md section 2).
 */
export const ZCourseDetails = ZCourseSummary.omit({ trainer: true }).extend({
  status: ZCourseStatus,
  whatYouWillLearn: z.array(z.string()),
  /** where to download the syllabus PDF, or null when none was uploaded */
  syllabusUrl: z.string().nullable(),
  trainer: ZCourseInstructor.nullable(),
  units: z.array(ZOutlineUnit),
  createdAt: z.string(),
  updatedAt: z.string(),
  enrolled: z.boolean().optional(),
  progress: z.number().int().min(0).max(100).optional(),
  moodleCourseId: z.number().int().nullable().optional(),
});
export type TCourseDetails = z.infer<typeof ZCourseDetails>;

/**
 * An admin's price in integer minor units (piastres). A JSON number only: coercing turned null,
 * [], false and "" into 0, so a slip made a paid course free; 0 (free) has to be written as 0.
 */
const ZPriceInput = z
  .number({ error: VALIDATION.priceInvalid })
  .int(VALIDATION.priceInvalid)
  .min(0, VALIDATION.priceInvalid)
  .max(MAX_PRICE_MINOR, VALIDATION.priceInvalid);

/** POST /Courses (admin). Image and syllabus are uploaded separately. Created as a draft. */
export const ZCreateCourseRequest = z.object({
  title: ZText(200),
  description: z.string().trim().max(10_000, VALIDATION.tooLong).default(''),
  category: ZCourseCategory,
  level: ZCourseLevel,
  language: ZLanguage,
  /** integer minor units (piastres) */
  price: ZPriceInput,
  trainerId: z.uuid().nullable().default(null),
  whatYouWillLearn: z
    .array(z.string().trim().min(1, VALIDATION.required).max(300, VALIDATION.tooLong))
    .max(30)
    .default([]),
});
export type TCreateCourseRequest = z.input<typeof ZCreateCourseRequest>;

/**
 * PATCH /courses/{id} (admin): any subset; `status: 'published'` publishes (409 when the course
 * has no lecture yet), `'draft'` unpublishes.
 */
export const ZUpdateCourseRequest = z
  .object({
    title: ZText(200),
    description: z.string().trim().max(10_000, VALIDATION.tooLong),
    category: ZCourseCategory,
    level: ZCourseLevel,
    language: ZLanguage,
    price: ZPriceInput,
    trainerId: z.uuid().nullable(),
    whatYouWillLearn: z.array(z.string().trim().min(1, VALIDATION.required).max(300, VALIDATION.tooLong)).max(30),
    status: ZCourseStatus,
  })
  .partial();
export type TUpdateCourseRequest = z.infer<typeof ZUpdateCourseRequest>;

/** GET /admin/courses (admin): every course, drafts included; total in X-Total-Count. */
export const ZAdminCourseListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: ZCourseStatus.optional(),
  category: ZCourseCategory.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type TAdminCourseListQuery = z.infer<typeof ZAdminCourseListQuery>;
export const ZAdminCourse = ZCourseSummary.extend({ status: ZCourseStatus, updatedAt: z.string() });
export type TAdminCourse = z.infer<typeof ZAdminCourse>;
export const ZAdminCourseList = z.array(ZAdminCourse);

/** Outline editing (admin). `position` is 0-based; moving shifts the siblings. */
export const ZCreateOutlineNodeRequest = z.object({ title: ZText(200) });
export const ZUpdateOutlineNodeRequest = z
  .object({ title: ZText(200), position: z.number().int().min(0).max(10_000) })
  .partial();
export const ZCreateLectureRequest = z.object({
  title: ZText(200),
  kind: ZLectureKind,
  durationSeconds: z.coerce
    .number({ error: VALIDATION.durationInvalid })
    .int(VALIDATION.durationInvalid)
    .min(0, VALIDATION.durationInvalid)
    .max(86_400, VALIDATION.durationInvalid)
    .default(0),
  isPreview: z.boolean().default(false),
  body: z.string().max(100_000, VALIDATION.tooLong).nullable().default(null),
});
export type TCreateLectureRequest = z.input<typeof ZCreateLectureRequest>;
export const ZUpdateLectureRequest = z
  .object({
    title: ZText(200),
    kind: ZLectureKind,
    durationSeconds: z.coerce
      .number({ error: VALIDATION.durationInvalid })
      .int(VALIDATION.durationInvalid)
      .min(0, VALIDATION.durationInvalid)
      .max(86_400, VALIDATION.durationInvalid),
    isPreview: z.boolean(),
    body: z.string().max(100_000, VALIDATION.tooLong).nullable(),
    position: z.number().int().min(0).max(10_000),
    /** move the lecture to another section of the same course */
    sectionId: z.uuid(),
  })
  .partial();
export type TUpdateLectureRequest = z.infer<typeof ZUpdateLectureRequest>;

/**
 * Answer of every upload call: where the stored file is served from (null for private media).
 * A lecture video's answer adds the lecture's `durationSeconds` after the upload: the length read
 * from the file (rounded up to whole seconds), or the admin's value when the file does not tell.
 */
export const ZUploadResult = z.object({
  key: z.string(),
  url: z.string().nullable(),
  size: z.number().int(),
  contentType: z.string(),
  durationSeconds: z.number().int().nonnegative().optional(),
});
export type TUploadResult = z.infer<typeof ZUploadResult>;
