import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZContinueLearning } from '@masar/contracts';
import { currentAuth } from '#src/plugins/authentication';
import { BEARER, errorResponses } from '#src/lib/route-helpers';

/** GET /learning/continue: what the public pages add for a signed-in learner after hydration. */
const continueLearningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/learning/continue',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['learning'],
        summary: 'My owned courses and where to continue',
        description:
          '`owned`: every enrolment with its progress (the catalog\'s "enrolled" badges). `inProgress`: up to 3 unfinished ' +
          'courses, the one worked on last first, each with the lecture reported on last (null before the first).',
        security: BEARER,
        response: { 200: ZContinueLearning, ...errorResponses(401) },
      },
    },
    async (request) => app.continueLearning.continueLearning(currentAuth(request).userId),
  );
};

export default continueLearningRoutes;
