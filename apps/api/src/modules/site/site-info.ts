import { and, countDistinct, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TClientReview, TSiteInfo } from '@masar/contracts';
import type { Config } from '#src/config/config';
import type { Database } from '#src/db/client';
import { courses, enrolments, reviews, trainers, users } from '#src/db/schema/index';
import { cachedValue } from './cached';
import { shownCounters } from './shown-counters';
import { isSupportOpen, SUPPORT_HOURS } from '@masar/contracts/support-hours';
import type { VisitorCounter } from './visitors';

/** The home page asks on every visit: its figures may be up to a minute old. */
export const SITE_CACHE_MS = 60_000;
export const CLIENT_REVIEWS_LIMIT = 9;

/** "Mariam A.": a reviewer is shown by first name and the initial of the last name only. */
export function publicName(firstName: string, lastName: string): string {
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

export function createSiteInfo(deps: { db: Database; config: Config; now: () => Date; visitors: VisitorCounter }) {
  const { db, config } = deps;

  const counters = cachedValue(SITE_CACHE_MS, deps.now, async () => {
    const [learning] = await db.select({ learners: countDistinct(enrolments.userId) }).from(enrolments);
    const figures = {
      trainers: await db.$count(trainers),
      workshops: await db.$count(courses, eq(courses.status, 'published')),
      learners: learning?.learners ?? 0,
      monthlyVisitors: await deps.visitors.monthly(),
    };
    return { figures, shown: shownCounters(figures) };
  });

  // best first, then newest; only real words from published courses and enabled accounts
  const clientReviews = cachedValue(SITE_CACHE_MS, deps.now, async (): Promise<TClientReview[]> => {
    const rows = await db
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
      .limit(CLIENT_REVIEWS_LIMIT);
    return rows.map((r) => ({
      _id: r.id,
      rating: r.rating,
      comment: r.comment.trim(),
      learnerName: publicName(r.firstName, r.lastName),
      course: { _id: r.courseId, title: r.courseTitle },
      createdAt: r.createdAt.toISOString(),
    }));
  });

  return {
    async info(): Promise<TSiteInfo> {
      const { figures, shown } = await counters.get();
      return {
        counters: figures,
        shownCounters: shown,
        support: {
          phone: config.supportPhone ?? null,
          email: config.supportEmail ?? null,
          timeZone: SUPPORT_HOURS.timeZone,
          days: [...SUPPORT_HOURS.days],
          opensAt: SUPPORT_HOURS.opensAt,
          closesAt: SUPPORT_HOURS.closesAt,
          // never cached: the answer is about this moment
          openNow: isSupportOpen(SUPPORT_HOURS, deps.now()),
        },
        refundWindowDays: config.refundWindowDays,
        currency: config.currency,
      };
    },
    reviews: () => clientReviews.get(),
  };
}

export type SiteInfo = ReturnType<typeof createSiteInfo>;
