import { z } from 'zod';

/**
 * GET /site: what the public pages need beyond the catalog — the home counters (PRODUCT.md
 * section 5), support contacts and hours, and the refund window the terms and copy follow.
 */
export const SITE_COUNTERS = ['trainers', 'workshops', 'learners', 'monthlyVisitors'] as const;
export const ZSiteCounter = z.enum(SITE_COUNTERS);
export type TSiteCounter = z.infer<typeof ZSiteCounter>;

export const ZSiteInfo = z.object({
  counters: z.object({
    trainers: z.number().int().nonnegative(),
    /** published courses */
    workshops: z.number().int().nonnegative(),
    /** distinct people with at least one enrolment */
    learners: z.number().int().nonnegative(),
    /** distinct visitors of the last 30 days, counted without cookies */
    monthlyVisitors: z.number().int().nonnegative(),
  }),
  /**
   * The counters the home page shows, in order: each only from a meaningful figure on (never a 0),
   * monthly visitors in place of learners once there are enough of them.
   */
  shownCounters: z.array(ZSiteCounter),
  support: z.object({
    phone: z.string().nullable(),
    email: z.string().nullable(),
    timeZone: z.string(),
    /** 0 = Sunday … 6 = Saturday */
    days: z.array(z.number().int().min(0).max(6)),
    opensAt: z.string(),
    closesAt: z.string(),
    /** computed on the server at the time of the answer */
    openNow: z.boolean(),
  }),
  refundWindowDays: z.number().int().nonnegative(),
  currency: z.string().length(3),
});
export type TSiteInfo = z.infer<typeof ZSiteInfo>;

/** GET /site/reviews: the home page's client reviews, from real course reviews with a comment. */
export const ZClientReview = z.object({
  _id: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  /** first name and the initial of the last name only */
  learnerName: z.string(),
  course: z.object({ _id: z.string(), title: z.string() }),
  createdAt: z.string(),
});
export type TClientReview = z.infer<typeof ZClientReview>;
export const ZClientReviewList = z.array(ZClientReview);

/** GET /admin/summary (admin): the dashboard's figures and recent activity. */
export const ACTIVITY_KINDS = ['user', 'enrolment', 'order', 'contact', 'registration', 'review'] as const;
export const ZActivity = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  at: z.string(),
  /** who (a name or an email) */
  actor: z.string(),
  /** what (a course title, a subject), when there is one */
  subject: z.string().nullable(),
});
export type TActivity = z.infer<typeof ZActivity>;

export const ZAdminSummary = z.object({
  users: z.number().int().nonnegative(),
  courses: z.number().int().nonnegative(),
  publishedCourses: z.number().int().nonnegative(),
  trainers: z.number().int().nonnegative(),
  enrolments: z.number().int().nonnegative(),
  /** sum of paid orders */
  revenue: z.object({ amount: z.number().int().nonnegative(), currency: z.string().length(3) }),
  /** contact messages not yet handled */
  newMessages: z.number().int().nonnegative(),
  /** course registrations of the last 7 days */
  newRegistrations: z.number().int().nonnegative(),
  recentActivity: z.array(ZActivity),
  /** the built-in test payment gateway is on: checkout can enrol without money (the dashboard's banner) */
  testPaymentGateway: z.boolean(),
});
export type TAdminSummary = z.infer<typeof ZAdminSummary>;
