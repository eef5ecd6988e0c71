import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCourseContent, ZCourseContentQuery, ZMyCourseList } from '@masar/contracts';
import { currentAuth } from '#src/plugins/authentication';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { assertCourseAccess } from './access';
import continueLearningRoutes from './continue';
import lectureRoutes from './lectures';
import { defined } from '@masar/contracts/defined';

/**
 * GET /Courses/mine and GET /Courses/content (SPEC section 7). Static segments, so they win over
 * the catalog's /Courses/:id whatever the registration order.
 */
const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Courses/mine',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['learning'],
        summary: 'My courses with progress',
        description: 'Every course the caller is enrolled in, newest enrolment first; an empty array when none.',
        security: BEARER,
        response: { 200: ZMyCourseList, ...errorResponses(401) },
      },
    },
    async (request) => app.learning.myCourses(currentAuth(request).userId),
  );

  app.get(
    '/Courses/content',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['learning'],
        summary: 'Course content: outline with completion marks and the resume position',
        description: 'Enrolled learners and admins only (403 for anyone else).',
        security: BEARER,
        querystring: ZCourseContentQuery,
        response: { 200: ZCourseContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      await assertCourseAccess(app, auth, request.query.courseId);
      return defined(await app.learning.content(auth.userId, request.query.courseId));
    },
  );

  await app.register(lectureRoutes);
  await app.register(continueLearningRoutes);
};

export default learningRoutes;
