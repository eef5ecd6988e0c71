import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCourseMoodleLink,
  ZCourseMoodleLinkList,
  ZCourseMoodleLinkRequest,
  ZIdParams,
  ZMessage,
  ZMoodleAdminCoursesResponse,
  ZMoodleEnrolmentList,
  ZMoodleEnrolmentListQuery,
} from '@masar/contracts';
import { AppError } from '#src/lib/app-error';
import { moodleError, upstreamError } from '../messages';
import { BEARER, errorResponses } from '#src/lib/route-helpers';

const RETRY_QUEUED = {
  en: 'The enrolment will be synced to Moodle again.',
  ar: 'ستتم مزامنة التسجيل مع Moodle مرة أخرى.',
};

/** The admin's side of Moodle: which course goes where, and how the enrolment sync is doing. */
const moodleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/moodle/courses',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['moodle'],
        summary: "Moodle's courses with the ones hidden in Moodle, marked (admin)",
        description: 'As GET /moodle-courses, plus `hidden` on every course and the courses hidden in Moodle.',
        security: BEARER,
        response: { 200: ZMoodleAdminCoursesResponse, ...errorResponses(401, 403, 502, 503) },
      },
    },
    async () => {
      const list = app.moodle.courseList;
      if (!list) throw moodleError('SERVICE_UNAVAILABLE', 'notConfigured');
      try {
        return { data: { courses: await list.list() } };
      } catch (error) {
        throw upstreamError(error);
      }
    },
  );

  app.get(
    '/moodle/course-links',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['moodle'],
        summary: 'Every course with the Moodle course it is linked to (admin)',
        security: BEARER,
        response: { 200: ZCourseMoodleLinkList, ...errorResponses(401, 403) },
      },
    },
    async () => app.moodle.links.list(),
  );

  app.patch(
    '/courses/:id/moodle',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['moodle'],
        summary: 'Link a course to a Moodle course, or unlink it with null (admin)',
        description:
          "The Moodle course must exist (400 with details.moodleCourseId otherwise); linking needs Moodle configured (503). The course's enrolled learners are queued for enrolment in Moodle.",
        security: BEARER,
        params: ZIdParams,
        body: ZCourseMoodleLinkRequest,
        response: { 200: ZCourseMoodleLink, ...errorResponses(400, 401, 403, 404, 502, 503) },
      },
    },
    async (request) => app.moodle.links.set(request.params.id, request.body.moodleCourseId),
  );

  app.get(
    '/moodle/enrolments',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['moodle'],
        summary: 'Enrolments mirrored into Moodle, with their sync status (admin)',
        description: 'Newest activity first; an array with the total before paging in X-Total-Count.',
        security: BEARER,
        querystring: ZMoodleEnrolmentListQuery,
        response: { 200: ZMoodleEnrolmentList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, total } = await app.moodle.enrolments.list(request.query, request.lang);
      reply.header('x-total-count', total);
      return items;
    },
  );

  app.post(
    '/moodle/enrolments/:id/retry',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['moodle'],
        summary: 'Sync a failed or pending enrolment again now (admin)',
        description: 'An already synced enrolment answers 409.',
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZMessage, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      if (!(await app.moodle.enrolments.retry(request.params.id))) {
        throw new AppError((await app.moodle.enrolments.exists(request.params.id)) ? 'CONFLICT' : 'NOT_FOUND');
      }
      app.moodle.sync.kick();
      return { message: RETRY_QUEUED[request.lang] };
    },
  );
};

export default moodleAdminRoutes;
