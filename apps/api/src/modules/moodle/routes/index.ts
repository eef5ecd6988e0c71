import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMoodleCoursesResponse } from '@masar/contracts';
import { moodleError, upstreamError } from '../messages';
import { errorResponses } from '#src/lib/route-helpers';
import moodleAdminRoutes from './admin';

/**
 * GET /moodle-courses is public: SPEC section 6 lists the Moodle listing among the calls that send
 * no token, and /moodle is a public page. Course names are all it shows.
 */
const moodleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/moodle-courses',
    {
      schema: {
        tags: ['moodle'],
        summary: "Moodle's courses (the site course left out)",
        description:
          "Public. Answers `{ data: { courses: [{ id, fullname }] } }` by id, names decoded from Moodle's HTML escaping, courses hidden in Moodle left out, cached briefly. Moodle's error answers become 502 with Moodle's message; a timeout or an unreachable Moodle 502; 503 'Moodle is not configured' without MOODLE_URL and MOODLE_TOKEN. `details.cause: 'configuration'` marks failures of the site's setup (the screen words them for visitors).",
        response: { 200: ZMoodleCoursesResponse, ...errorResponses(502, 503) },
      },
    },
    async () => {
      const list = app.moodle.courseList;
      if (!list) throw moodleError('SERVICE_UNAVAILABLE', 'notConfigured');
      try {
        return { data: { courses: await list.listVisible() } };
      } catch (error) {
        throw upstreamError(error);
      }
    },
  );

  await app.register(moodleAdminRoutes);
};

export default moodleRoutes;
