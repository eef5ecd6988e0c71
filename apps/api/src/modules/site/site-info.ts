import type { TClientReview, TSiteInfo } from '@masar/contracts';
import type { Config } from '#src/config/config';
import { cachedValue } from './cached';
import type { SiteInfoRepository } from './site-info-repository';
import { shownCounters } from './shown-counters';
import { isSupportOpen, SUPPORT_HOURS } from '@masar/contracts/support-hours';
import type { VisitorCounter } from './visitors';

/**
 * The home page asks on every visit: its figures may be up to a minute old, but a change to the
 * catalog (a course unpublished, a review hidden) clears them at once in every process.
 */
export const SITE_CACHE_MS = 60_000;
export const CLIENT_REVIEWS_LIMIT = 9;

/** "Mariam A.": a reviewer is shown by first name and the initial of the last name only. */
export function publicName(firstName: string, lastName: string): string {
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

export function createSiteInfo(deps: {
  repo: SiteInfoRepository;
  config: Config;
  now: () => Date;
  visitors: VisitorCounter;
}) {
  const { repo, config } = deps;

  const counters = cachedValue(SITE_CACHE_MS, deps.now, async () => {
    const learners = await repo.learners();
    const figures = {
      trainers: await repo.trainers(),
      workshops: await repo.publishedCourses(),
      learners,
      monthlyVisitors: await deps.visitors.monthly(),
    };
    return { figures, shown: shownCounters(figures) };
  });

  // best first, then newest; only real words from published courses and enabled accounts (the repository's query)
  const clientReviews = cachedValue(SITE_CACHE_MS, deps.now, async (): Promise<TClientReview[]> => {
    const rows = await repo.clientReviews(CLIENT_REVIEWS_LIMIT);
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
    /** the catalog changed (here or in another process): the counters and reviews may show it */
    invalidate(): void {
      counters.invalidate();
      clientReviews.invalidate();
    },
  };
}

export type SiteInfo = ReturnType<typeof createSiteInfo>;
