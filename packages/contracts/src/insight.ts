import { z } from 'zod';
import { ZId } from './common/ids';

/**
 * The admin dashboard's insight (issue 23): ranges of Africa/Cairo days, series in buckets, the
 * funnel, the courses table and a course's own figures. Money is in minor units (piastres).
 */
export const INSIGHT_TIME_ZONE = 'Africa/Cairo' as const;
export const INSIGHT_RANGES = ['7d', '30d', '90d', '12m', 'custom'] as const;
export const ZInsightRangeName = z.enum(INSIGHT_RANGES);
export type TInsightRangeName = z.infer<typeof ZInsightRangeName>;
export const ZInsightBucket = z.enum(['day', 'week', 'month']);
export type TInsightBucket = z.infer<typeof ZInsightBucket>;
/** the providers whose payments the revenue splits (a free course's order is not revenue) */
export const INSIGHT_PROVIDERS = ['test', 'paymob', 'fawry', 'stripe'] as const;
/** the longest custom range, in days */
export const INSIGHT_MAX_DAYS = 731;

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** ?range=30d (default), or range=custom&from=YYYY-MM-DD&to=YYYY-MM-DD (Cairo days, both included); bucket defaults by length */
export const ZInsightQuery = z.object({
  range: ZInsightRangeName.default('30d'),
  from: ZDay.optional(),
  to: ZDay.optional(),
  bucket: ZInsightBucket.optional(),
});
export type TInsightQuery = z.infer<typeof ZInsightQuery>;

export const ZInsightPeriod = z.object({
  from: ZDay,
  to: ZDay,
  days: z.number().int().positive(),
});
export type TInsightPeriod = z.infer<typeof ZInsightPeriod>;

const ZCount = z.number().int().nonnegative();
const ZMoney = z.number().int();

export const ZRevenueByProvider = z.object({ test: ZMoney, paymob: ZMoney, fawry: ZMoney, stripe: ZMoney });
export type TRevenueByProvider = z.infer<typeof ZRevenueByProvider>;

export const ZSalesFigures = z.object({
  /** paid orders (status paid), all providers */
  revenue: ZMoney,
  byProvider: ZRevenueByProvider,
  /** money taken for a course already owned, still owed back */
  refundDue: ZMoney,
  /** money given back */
  refunded: ZMoney,
  paidEnrolments: ZCount,
  freeEnrolments: ZCount,
});
export type TSalesFigures = z.infer<typeof ZSalesFigures>;

export const ZSalesPoint = ZSalesFigures.extend({ bucket: ZDay });
export type TSalesPoint = z.infer<typeof ZSalesPoint>;

const periodFields = {
  period: ZInsightPeriod,
  previous: ZInsightPeriod,
  bucket: ZInsightBucket,
  timeZone: z.literal(INSIGHT_TIME_ZONE),
};

export const ZSalesInsight = z.object({
  ...periodFields,
  currency: z.string().length(3),
  series: z.array(ZSalesPoint),
  totals: ZSalesFigures,
  previousTotals: ZSalesFigures,
});
export type TSalesInsight = z.infer<typeof ZSalesInsight>;

export const ZLearnerFigures = z.object({
  signUps: ZCount,
  /** of those sign-ups, how many confirmed their e-mail */
  confirmed: ZCount,
  /** distinct learners whose watching was last recorded in the bucket or range */
  activeLearners: ZCount,
});
export type TLearnerFigures = z.infer<typeof ZLearnerFigures>;
export const ZLearnerPoint = ZLearnerFigures.extend({ bucket: ZDay });
export type TLearnerPoint = z.infer<typeof ZLearnerPoint>;

export const ZLearnersInsight = z.object({
  ...periodFields,
  series: z.array(ZLearnerPoint),
  totals: ZLearnerFigures,
  previousTotals: ZLearnerFigures,
});
export type TLearnersInsight = z.infer<typeof ZLearnersInsight>;

export const ZFunnelFigures = z.object({ views: ZCount, checkouts: ZCount, paid: ZCount });
export type TFunnelFigures = z.infer<typeof ZFunnelFigures>;
export const ZFunnelCourse = ZFunnelFigures.extend({ courseId: z.string(), title: z.string() });
export type TFunnelCourse = z.infer<typeof ZFunnelCourse>;

export const FUNNEL_TOP_COURSES = 20;

export const ZFunnelInsight = z.object({
  ...periodFields,
  overall: ZFunnelFigures,
  previousOverall: ZFunnelFigures,
  /** the courses with the most views in the range (at most 20) */
  courses: z.array(ZFunnelCourse),
});
export type TFunnelInsight = z.infer<typeof ZFunnelInsight>;

export const INSIGHT_COURSE_SORTS = [
  'title',
  'enrolments',
  'revenue',
  'learners',
  'averageProgress',
  'completionRate',
  'certificates',
  'rating',
  'examPassRate',
] as const;
export const ZInsightCourseSort = z.enum(INSIGHT_COURSE_SORTS);
export type TInsightCourseSort = z.infer<typeof ZInsightCourseSort>;

export const ZInsightCoursesQuery = ZInsightQuery.extend({
  sort: ZInsightCourseSort.default('revenue'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TInsightCoursesQuery = z.infer<typeof ZInsightCoursesQuery>;

export const ZInsightCourseRow = z.object({
  courseId: z.string(),
  title: z.string(),
  published: z.boolean(),
  /** enrolments made in the range */
  enrolments: ZCount,
  /** paid orders in the range */
  revenue: ZMoney,
  /** every enrolment, whenever made */
  learners: ZCount,
  /** 0–100 over every enrolment; null without learners */
  averageProgress: z.number().nullable(),
  /** 0–100: share of learners who completed; null without learners */
  completionRate: z.number().nullable(),
  certificates: ZCount,
  rating: z.number().nullable(),
  ratingsCount: ZCount,
  /** 0–100: share of learners who sat the final exam and passed it; null without an exam or attempts */
  examPassRate: z.number().nullable(),
});
export type TInsightCourseRow = z.infer<typeof ZInsightCourseRow>;

export const ZInsightCourses = z.object({
  period: ZInsightPeriod,
  currency: z.string().length(3),
  items: z.array(ZInsightCourseRow),
  total: ZCount,
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type TInsightCourses = z.infer<typeof ZInsightCourses>;

export const PROGRESS_BANDS = ['0-24', '25-49', '50-74', '75-99', '100'] as const;
export const ZProgressBand = z.object({ band: z.enum(PROGRESS_BANDS), learners: ZCount });
export type TProgressBand = z.infer<typeof ZProgressBand>;

export const ZStopLecture = z.object({
  lectureId: z.string(),
  title: z.string(),
  /** 1-based place in the course's outline */
  position: z.number().int().positive(),
  /** learners who have not completed the course and whose last watched lecture this is */
  learners: ZCount,
});
export type TStopLecture = z.infer<typeof ZStopLecture>;

export const ZCourseInsight = z.object({
  ...periodFields,
  currency: z.string().length(3),
  course: ZInsightCourseRow,
  funnel: ZFunnelFigures,
  progress: z.array(ZProgressBand),
  /** the lectures where most learners stopped (at most 10) */
  stops: z.array(ZStopLecture),
});
export type TCourseInsight = z.infer<typeof ZCourseInsight>;

export const INSIGHT_EXPORTS = ['sales', 'learners', 'funnel', 'courses'] as const;
export const ZInsightExportParams = z.object({ table: z.enum(INSIGHT_EXPORTS) });
export const COURSE_INSIGHT_EXPORTS = ['progress', 'stops'] as const;
export const ZCourseInsightExportParams = z.object({
  id: ZId,
  table: z.enum(COURSE_INSIGHT_EXPORTS),
});
