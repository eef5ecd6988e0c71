import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCourseDetails, ZIdParams } from '@masar/contracts';
import { notFound } from '../messages';
import { ZFileBody, ZFileRedirect, attachmentDisposition, sendStoredFile } from '#src/plugins/storage/serve-file';
import { errorResponses } from '#src/lib/route-helpers';
import { OPTIONAL_BEARER, rejectExpiredToken } from './viewer';

/** Public reads of one course: its details page and its syllabus download. */
const courseDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Courses/:id',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['courses'],
        summary: 'Course details with its outline',
        description:
          'Public for a published course; a draft only for admins (404 for anyone else). With a valid token the answer adds ' +
          '`enrolled` and `progress`; an expired token is answered 401 so the client refreshes it. Admins also get lecture ' +
          '`body`, `hasVideo`, `hasAttachment` and `moodleCourseId`.',
        security: OPTIONAL_BEARER,
        params: ZIdParams,
        response: { 200: ZCourseDetails, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await rejectExpiredToken(request, app.config.jwtSecret);
      const auth = request.auth;
      const details = await app.coursesRepository.details(request.params.id, {
        admin: auth?.role === 'admin',
        userId: auth?.userId,
      });
      if (!details) throw notFound('courseNotFound');
      // the dashboard's funnel: a navigation inside the app to the course's page (not an admin's look)
      if (auth?.role !== 'admin') app.courseViews.recordFetch(request.ip, request.headers, request.params.id);
      return details;
    },
  );

  app.get(
    '/courses/:id/syllabus',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['courses'],
        summary: 'Download the syllabus PDF',
        description:
          'Public for a published course (admins: any course). Sent as an attachment named after the course.',
        security: OPTIONAL_BEARER,
        params: ZIdParams,
        response: { 200: ZFileBody, 206: ZFileBody, 302: ZFileRedirect, ...errorResponses(400, 401, 404, 416) },
      },
    },
    async (request, reply) => {
      await rejectExpiredToken(request, app.config.jwtSecret);
      const syllabus = await app.courseMediaRepository.syllabusOf(request.params.id, request.auth?.role === 'admin');
      if (!syllabus) throw notFound('courseNotFound');
      if (!syllabus.key) throw notFound('syllabusNotFound');
      return sendStoredFile(request, reply, app.storage, syllabus.key, {
        cacheControl: 'private, no-cache',
        disposition: attachmentDisposition(`${syllabus.title}.pdf`, 'syllabus.pdf'),
      });
    },
  );
};

export default courseDetailsRoutes;
