import { z } from 'zod';

/** A course of the Moodle site (SPEC section 3): id and fullname. */
export const ZMoodleCourse = z.object({ id: z.number().int(), fullname: z.string() });
export type TMoodleCourse = z.infer<typeof ZMoodleCourse>;

/** GET /moodle-courses (PRODUCT.md section 2). */
export const ZMoodleCoursesResponse = z.object({ data: z.object({ courses: z.array(ZMoodleCourse) }) });
export type TMoodleCoursesResponse = z.infer<typeof ZMoodleCoursesResponse>;

/** A Moodle course as an admin sees it: also the ones hidden in Moodle, marked. */
export const ZMoodleAdminCourse = ZMoodleCourse.extend({ hidden: z.boolean() });
export type TMoodleAdminCourse = z.infer<typeof ZMoodleAdminCourse>;

/** GET /moodle/courses (admin): every course by id, hidden ones included. */
export const ZMoodleAdminCoursesResponse = z.object({ data: z.object({ courses: z.array(ZMoodleAdminCourse) }) });
export type TMoodleAdminCoursesResponse = z.infer<typeof ZMoodleAdminCoursesResponse>;

/** Moodle course ids are positive 32-bit integers; null removes the link. */
export const ZCourseMoodleLinkRequest = z.object({
  moodleCourseId: z.number().int().min(1).max(2_147_483_647).nullable(),
});
export type TCourseMoodleLinkRequest = z.infer<typeof ZCourseMoodleLinkRequest>;

/** A course of ours and the Moodle course its learners are enrolled in. */
export const ZCourseMoodleLink = z.object({
  courseId: z.string(),
  title: z.string(),
  published: z.boolean(),
  moodleCourseId: z.number().int().nullable(),
});
export type TCourseMoodleLink = z.infer<typeof ZCourseMoodleLink>;
export const ZCourseMoodleLinkList = z.array(ZCourseMoodleLink);

export const MOODLE_ENROLMENT_STATUSES = ['pending', 'synced', 'failed'] as const;
export const ZMoodleEnrolmentStatus = z.enum(MOODLE_ENROLMENT_STATUSES);
export type TMoodleEnrolmentStatus = z.infer<typeof ZMoodleEnrolmentStatus>;

/** A learner's enrolment mirrored into Moodle, with its sync state (admin). */
export const ZMoodleEnrolment = z.object({
  _id: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  userName: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  moodleCourseId: z.number().int(),
  moodleUserId: z.number().int().nullable(),
  status: ZMoodleEnrolmentStatus,
  attempts: z.number().int(),
  /** Moodle's own words, or ours when Moodle was not the one who failed */
  lastError: z.string().nullable(),
  /** what the admin can do about lastError, in the request's language, when we know */
  advice: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  syncedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TMoodleEnrolment = z.infer<typeof ZMoodleEnrolment>;
export const ZMoodleEnrolmentList = z.array(ZMoodleEnrolment);

/** GET /moodle/enrolments (admin): an array, the total before paging in X-Total-Count. */
export const ZMoodleEnrolmentListQuery = z.object({
  status: ZMoodleEnrolmentStatus.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type TMoodleEnrolmentListQuery = z.infer<typeof ZMoodleEnrolmentListQuery>;
