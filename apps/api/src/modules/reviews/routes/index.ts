import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCourseReview,
  ZCourseReviewListQuery,
  ZCourseReviewRequest,
  ZCourseReviews,
  ZIdParams,
} from '@masar/contracts';
import type { FastifyInstance } from 'fastify';
import { currentAuth } from '#src/plugins/authentication';
import { learningError } from '#src/modules/learning/messages';
import { BEARER, errorResponses } from '#src/lib/route-helpers';

async function afterReviewChange(app: FastifyInstance, courseId: string) {
  await app.coursesRepository.recomputeStats(courseId);
  await app.courseListCache.invalidate();
}

/** Reviews: enrolled learners rate a course once (editable); everyone reads them. */
const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/courses/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A published course's reviews, newest first, with the star distribution",
        description:
          'Paged by `limit` (1–50, default 20) and `offset`; `total` counts every review and `distribution` gives how many ' +
          'reviews gave each star count (5 first), whatever the page. 400 on bad paging, 404 for a course that is not published.',
        params: ZIdParams,
        querystring: ZCourseReviewListQuery,
        response: { 200: ZCourseReviews, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const list = await app.courseReviews.list(
        request.params.id,
        request.query.limit ?? 20,
        request.query.offset ?? 0,
      );
      if (!list) throw learningError('NOT_FOUND', 'courseNotFound');
      return list;
    },
  );

  app.put(
    '/courses/:id/review',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['reviews'],
        summary: 'Write or edit my review of a course',
        description: 'Enrolled learners only (403 otherwise); one review per learner, a second call edits it.',
        security: BEARER,
        params: ZIdParams,
        body: ZCourseReviewRequest,
        response: { 200: ZCourseReview, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      const courseId = request.params.id;
      if (!(await app.learning.courseExists(courseId))) throw learningError('NOT_FOUND', 'courseNotFound');
      if (!(await app.learning.isEnrolled(auth.userId, courseId)))
        throw learningError('FORBIDDEN', 'reviewNeedsEnrolment');
      const review = await app.courseReviews.upsert(auth.userId, courseId, request.body.rating, request.body.comment);
      await afterReviewChange(app, courseId);
      return review;
    },
  );

  app.delete(
    '/courses/:id/review',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['reviews'],
        summary: 'Delete my review of a course',
        security: BEARER,
        params: ZIdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const auth = currentAuth(request);
      if (!(await app.courseReviews.remove(auth.userId, request.params.id)))
        throw learningError('NOT_FOUND', 'reviewNotFound');
      await afterReviewChange(app, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default reviewsRoutes;
