import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams } from '@masar/contracts';
import {
  INSIGHT_PROVIDERS,
  ZCourseInsight,
  ZCourseInsightExportParams,
  ZFunnelInsight,
  ZInsightCourses,
  ZInsightCoursesQuery,
  ZInsightExportParams,
  ZInsightQuery,
  ZLearnersInsight,
  ZSalesInsight,
  type TInsightPeriod,
} from '@masar/contracts/insight';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { decimal, money, toCsv } from '../csv';
import { CSV_COLUMNS } from '../messages';

const ZCsv = z.string().describe('CSV, UTF-8 with a byte order mark, CRLF line ends, a translated header row');
const RANGE =
  'Days are Africa/Cairo days: `range` 7d, 30d (default), 90d, 12m ending today, or custom with `from` and `to` ' +
  '(YYYY-MM-DD, both included, at most 731 days); `bucket` day, week (ISO, Monday) or month, by default by length. ' +
  '`previous` is the period of the same length just before. Money in minor units of the configured currency.';

function sendCsv(reply: FastifyReply, name: string, period: TInsightPeriod, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="masar-${name}-${period.from}-${period.to}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}

/** /api/admin/insight/*: the dashboard's charts, funnel and tables, and their CSV (admins only). */
const insightRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { auth: 'admin' as const };

  app.get(
    '/admin/insight/sales',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Revenue and enrolments over time (admin)',
        description: `${RANGE} Revenue: orders paid (by when they were paid), split by provider; refund-due and refunded payments apart; enrolments paid (an order with an amount) and free.`,
        security: BEARER,
        querystring: ZInsightQuery,
        response: { 200: ZSalesInsight, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => app.insight.sales(request.query),
  );

  app.get(
    '/admin/insight/learners',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Sign-ups, confirmations and active learners over time (admin)',
        description: `${RANGE} Active learners: distinct learners whose watching was last recorded in the bucket (the total: in the range).`,
        security: BEARER,
        querystring: ZInsightQuery,
        response: { 200: ZLearnersInsight, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => app.insight.learners(request.query),
  );

  app.get(
    '/admin/insight/funnel',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Course page views → checkouts started → paid, overall and for the 20 most viewed courses (admin)',
        description: `${RANGE} Views: one per visitor, course and day, counted without cookies (docs/decisions/004). Checkouts: orders opened and free enrolments. Paid: orders paid.`,
        security: BEARER,
        querystring: ZInsightQuery,
        response: { 200: ZFunnelInsight, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => app.insight.funnel(request.query),
  );

  app.get(
    '/admin/insight/courses',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Every course with its figures, sortable and paged (admin)',
        description: `${RANGE} Enrolments and revenue are the range's; learners, progress, completion, certificates, rating and exam pass rate are all-time.`,
        security: BEARER,
        querystring: ZInsightCoursesQuery,
        response: { 200: ZInsightCourses, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => app.insight.courses(request.query),
  );

  app.get(
    '/admin/insight/courses/:id',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: "A course's figures, funnel, progress distribution and the lectures where learners stop (admin)",
        description: RANGE,
        security: BEARER,
        params: ZIdParams,
        querystring: ZInsightQuery,
        response: { 200: ZCourseInsight, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => app.insight.course(request.params.id, request.query),
  );

  app.get(
    '/admin/insight/export/:table',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'A dashboard table or series as CSV (admin)',
        description: `${RANGE} sales and learners: one row per bucket; funnel: every course with activity, after a row for all courses; courses: every course in the order asked (sort, dir).`,
        security: BEARER,
        params: ZInsightExportParams,
        querystring: ZInsightCoursesQuery,
        produces: ['text/csv'],
        response: { 200: ZCsv, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { lang } = request;
      const query = request.query;
      switch (request.params.table) {
        case 'sales': {
          const s = await app.insight.sales(query);
          const csv = toCsv(
            lang,
            ['bucket', 'revenue', ...INSIGHT_PROVIDERS, 'refundDue', 'refunded', 'paidEnrolments', 'freeEnrolments'],
            s.series.map((p) => [
              p.bucket,
              money(p.revenue),
              ...INSIGHT_PROVIDERS.map((id) => money(p.byProvider[id])),
              money(p.refundDue),
              money(p.refunded),
              p.paidEnrolments,
              p.freeEnrolments,
            ]),
          );
          return sendCsv(reply, 'sales', s.period, csv);
        }
        case 'learners': {
          const l = await app.insight.learners(query);
          const csv = toCsv(
            lang,
            ['bucket', 'signUps', 'confirmed', 'activeLearners'],
            l.series.map((p) => [p.bucket, p.signUps, p.confirmed, p.activeLearners]),
          );
          return sendCsv(reply, 'learners', l.period, csv);
        }
        case 'funnel': {
          const f = await app.insight.funnel(query, true);
          const csv = toCsv(
            lang,
            ['course', 'views', 'checkouts', 'paid'],
            [
              [CSV_COLUMNS.allCourses[lang], f.overall.views, f.overall.checkouts, f.overall.paid],
              ...f.courses.map((c) => [c.title, c.views, c.checkouts, c.paid]),
            ],
          );
          return sendCsv(reply, 'funnel', f.period, csv);
        }
        case 'courses': {
          const c = await app.insight.courses(query, true);
          const csv = toCsv(
            lang,
            [
              'course',
              'enrolments',
              'revenue',
              'learners',
              'averageProgress',
              'completionRate',
              'certificates',
              'rating',
              'ratingsCount',
              'examPassRate',
            ],
            c.items.map((r) => [
              r.title,
              r.enrolments,
              money(r.revenue),
              r.learners,
              decimal(r.averageProgress),
              decimal(r.completionRate),
              r.certificates,
              decimal(r.rating),
              r.ratingsCount,
              decimal(r.examPassRate),
            ]),
          );
          return sendCsv(reply, 'courses', c.period, csv);
        }
      }
    },
  );

  app.get(
    '/admin/insight/courses/:id/export/:table',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: "A course's progress distribution or stopping lectures as CSV (admin)",
        description: `${RANGE} progress: learners per band of progress; stops: every lecture where learners stopped.`,
        security: BEARER,
        params: ZCourseInsightExportParams,
        querystring: ZInsightQuery,
        produces: ['text/csv'],
        response: { 200: ZCsv, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { lang } = request;
      const c = await app.insight.course(request.params.id, request.query, true);
      if (request.params.table === 'progress') {
        const csv = toCsv(
          lang,
          ['band', 'learners'],
          c.progress.map((b) => [`${b.band}%`, b.learners]),
        );
        return sendCsv(reply, 'course-progress', c.period, csv);
      }
      const csv = toCsv(
        lang,
        ['position', 'lecture', 'stopped'],
        c.stops.map((s) => [s.position, s.title, s.learners]),
      );
      return sendCsv(reply, 'course-stops', c.period, csv);
    },
  );
};

export default insightRoutes;
