import { z } from 'zod';
import { ZLectureKind } from './common/enums';
import { ZCourseSummary } from './courses';

/** Cache lifetime of my courses and course content on the client (SPEC section 9). */
export const LEARNING_CACHE_MS = 300_000;
/** A video lecture is complete at 90% of its seconds watched, unique seconds (PRODUCT.md section 4). */
export const VIDEO_COMPLETE_RATIO = 0.9;
/** The speeds the lecture player offers. The fastest bounds what the server credits (issue 16). */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const MAX_PLAYBACK_RATE = Math.max(...PLAYBACK_RATES);
/**
 * Seconds of video a learner may be credited beyond wall-clock time × MAX_PLAYBACK_RATE: whole-second
 * rounding, the last partial second, a report's trip. One allowance, not one per report.
 */
export const WATCH_SLACK_SECONDS = 5;

/** GET /Courses/mine: one row per enrolment. */
export const ZMyCourse = ZCourseSummary.extend({
  progress: z.number().int().min(0).max(100),
  enrolledAt: z.string(),
  completedAt: z.string().nullable(),
  /** present at 100%: the certificate's public code */
  certificateCode: z.string().nullable(),
  /** the learner's own review, when written */
  myReview: z.object({ rating: z.number().int().min(1).max(5), comment: z.string() }).nullable(),
  /** lecture to open when the learner resumes */
  resumeLectureId: z.string().nullable(),
});
export type TMyCourse = z.infer<typeof ZMyCourse>;
export const ZMyCourseList = z.array(ZMyCourse);

export const ZCourseContentQuery = z.object({ courseId: z.uuid() });

export const ZContentLecture = z.object({
  _id: z.string(),
  title: z.string(),
  kind: ZLectureKind,
  position: z.number().int(),
  durationSeconds: z.number().int().nonnegative(),
  /** text lectures: the text; otherwise null */
  body: z.string().nullable(),
  hasMedia: z.boolean(),
  completed: z.boolean(),
  positionSeconds: z.number().int().nonnegative(),
  /** unique seconds watched (video) */
  watchedSeconds: z.number().int().nonnegative(),
});
export type TContentLecture = z.infer<typeof ZContentLecture>;

/** GET /Courses/content?courseId=: enrolled learners and admins only (403 otherwise). */
export const ZCourseContent = z.object({
  courseId: z.string(),
  title: z.string(),
  progress: z.number().int().min(0).max(100),
  completedLectures: z.number().int().nonnegative(),
  totalLectures: z.number().int().nonnegative(),
  resume: z.object({ lectureId: z.string(), positionSeconds: z.number().int().nonnegative() }).nullable(),
  certificateCode: z.string().nullable(),
  units: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      position: z.number().int(),
      sections: z.array(
        z.object({
          _id: z.string(),
          title: z.string(),
          position: z.number().int(),
          lectures: z.array(ZContentLecture),
        }),
      ),
    }),
  ),
});
export type TCourseContent = z.infer<typeof ZCourseContent>;

/** GET /lectures/{id}/media-url: a short-lived signed URL (video, or the PDF/attachment). */
export const ZMediaUrl = z.object({ url: z.string(), expiresAt: z.string(), contentType: z.string() });
export type TMediaUrl = z.infer<typeof ZMediaUrl>;

const ZSecond = z.number().int().min(0).max(86_400);
/**
 * POST /lectures/{id}/progress: sent about every 10 s, on pause and on leave. Ranges must lie within
 * [0, durationSeconds] (400 otherwise); the server credits at most what could have been played since
 * the learner's playback began (docs/api/learning.md).
 */
export const ZLectureProgressRequest = z.object({
  positionSeconds: ZSecond,
  /** [start, end) second ranges watched since the last report */
  watchedRanges: z
    .array(z.tuple([ZSecond, ZSecond]))
    .max(200)
    .default([]),
});
export type TLectureProgressRequest = z.input<typeof ZLectureProgressRequest>;

/** Answer of progress and complete calls. */
export const ZLectureProgressResult = z.object({
  lectureId: z.string(),
  completed: z.boolean(),
  positionSeconds: z.number().int().nonnegative(),
  watchedSeconds: z.number().int().nonnegative(),
  courseProgress: z.number().int().min(0).max(100),
  /** set when this call finished the course and a certificate was issued */
  certificateCode: z.string().nullable(),
});
export type TLectureProgressResult = z.infer<typeof ZLectureProgressResult>;

/** A course the learner has started or just bought, with where to pick it up. */
export const ZContinueCourse = z.object({
  courseId: z.string(),
  title: z.string(),
  category: ZCourseSummary.shape.category,
  imageUrl: z.string().nullable(),
  progress: z.number().int().min(0).max(100),
  /** the lecture the learner was last in; null before the first one */
  lecture: z.object({ _id: z.string(), title: z.string() }).nullable(),
  /** the last progress report, or the enrolment when there is none */
  lastActivityAt: z.string(),
});
export type TContinueCourse = z.infer<typeof ZContinueCourse>;

/** How many unfinished courses "continue learning" offers, most recent first. */
export const CONTINUE_LEARNING_LIMIT = 3;

/**
 * GET /learning/continue (signed in): every owned course's progress (the catalog's "enrolled"
 * badges) and the unfinished ones most recently worked on (the home page's "continue learning").
 */
export const ZContinueLearning = z.object({
  owned: z.array(z.object({ courseId: z.string(), progress: z.number().int().min(0).max(100) })),
  inProgress: z.array(ZContinueCourse).max(CONTINUE_LEARNING_LIMIT),
});
export type TContinueLearning = z.infer<typeof ZContinueLearning>;
