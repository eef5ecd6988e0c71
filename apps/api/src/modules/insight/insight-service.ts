import {
  FUNNEL_TOP_COURSES,
  INSIGHT_TIME_ZONE,
  type TCourseInsight,
  type TFunnelInsight,
  type TInsightCourses,
  type TInsightCoursesQuery,
  type TInsightQuery,
  type TLearnerFigures,
  type TLearnersInsight,
  type TSalesFigures,
  type TSalesInsight,
  type TSalesPoint,
} from '@masar/contracts/insight';
import type { CourseViewCounter } from './course-views';
import type { InsightRepository } from './insight-repository';
import { insightError } from './messages';
import { resolveRange } from './period';

const STOPS_SHOWN = 10;

const sumSales = (series: TSalesPoint[]): TSalesFigures =>
  series.reduce<TSalesFigures>(
    (t, p) => ({
      revenue: t.revenue + p.revenue,
      byProvider: {
        test: t.byProvider.test + p.byProvider.test,
        paymob: t.byProvider.paymob + p.byProvider.paymob,
        fawry: t.byProvider.fawry + p.byProvider.fawry,
        stripe: t.byProvider.stripe + p.byProvider.stripe,
      },
      refundDue: t.refundDue + p.refundDue,
      refunded: t.refunded + p.refunded,
      paidEnrolments: t.paidEnrolments + p.paidEnrolments,
      freeEnrolments: t.freeEnrolments + p.freeEnrolments,
    }),
    {
      revenue: 0,
      byProvider: { test: 0, paymob: 0, fawry: 0, stripe: 0 },
      refundDue: 0,
      refunded: 0,
      paidEnrolments: 0,
      freeEnrolments: 0,
    },
  );

/** The dashboard's insight: resolves the range, asks the repository, puts the answer together. */
export function createInsightService(deps: {
  repo: InsightRepository;
  views: CourseViewCounter;
  currency: string;
  now: () => Date;
}) {
  const { repo } = deps;
  const range = (query: TInsightQuery) => ({ ...resolveRange(query, deps.now()), timeZone: INSIGHT_TIME_ZONE });

  async function learnerTotals(p: Parameters<InsightRepository['activeLearners']>[0]): Promise<TLearnerFigures> {
    const [series, active] = await Promise.all([repo.learnerSeries(p, 'month'), repo.activeLearners(p)]);
    return {
      signUps: series.reduce((n, s) => n + s.signUps, 0),
      confirmed: series.reduce((n, s) => n + s.confirmed, 0),
      activeLearners: active,
    };
  }

  return {
    range,

    async sales(query: TInsightQuery): Promise<TSalesInsight> {
      const r = range(query);
      const [series, previous] = await Promise.all([repo.sales(r.period, r.bucket), repo.sales(r.previous, 'month')]);
      return { ...r, currency: deps.currency, series, totals: sumSales(series), previousTotals: sumSales(previous) };
    },

    async learners(query: TInsightQuery): Promise<TLearnersInsight> {
      const r = range(query);
      const [series, active, previousTotals] = await Promise.all([
        repo.learnerSeries(r.period, r.bucket),
        repo.activeLearners(r.period),
        learnerTotals(r.previous),
      ]);
      const totals: TLearnerFigures = {
        signUps: series.reduce((n, s) => n + s.signUps, 0),
        confirmed: series.reduce((n, s) => n + s.confirmed, 0),
        activeLearners: active,
      };
      return { ...r, series, totals, previousTotals };
    },

    async funnel(query: TInsightQuery, all = false): Promise<TFunnelInsight> {
      await deps.views.flush();
      const r = range(query);
      const [overall, previousOverall, courses] = await Promise.all([
        repo.funnel(r.period),
        repo.funnel(r.previous),
        repo.funnelCourses(r.period, all ? null : FUNNEL_TOP_COURSES),
      ]);
      return { ...r, overall, previousOverall, courses };
    },

    async courses(query: TInsightCoursesQuery, all = false): Promise<TInsightCourses> {
      const r = range(query);
      const { rows, total } = await repo.courseRows(r.period, {
        sort: query.sort,
        dir: query.dir,
        limit: all ? null : query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        period: r.period,
        currency: deps.currency,
        items: rows,
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async course(courseId: string, query: TInsightQuery, allStops = false): Promise<TCourseInsight> {
      await deps.views.flush();
      const r = range(query);
      const [{ rows }, funnel, progress, stops] = await Promise.all([
        repo.courseRows(r.period, { sort: 'title', dir: 'asc', limit: 1, offset: 0, courseId }),
        repo.funnel(r.period, courseId),
        repo.progressBands(courseId),
        repo.stops(courseId, allStops ? null : STOPS_SHOWN),
      ]);
      const course = rows[0];
      if (!course) throw insightError('courseNotFound', undefined, 'NOT_FOUND');
      return { ...r, currency: deps.currency, course, funnel, progress, stops };
    },
  };
}

export type InsightService = ReturnType<typeof createInsightService>;
