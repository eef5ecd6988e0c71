import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminFormListQuery, ZCourseRegistrationList } from '@masar/contracts';
import { toCourseRegistration } from '../form-mappers';
import { BEARER, errorResponses } from '#src/lib/route-helpers';

const registrationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/registrations',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Course registrations (admin): search, course filter, paging, newest first',
        description:
          '`q` matches name, email, phone, country and course title (Arabic-aware); `courseId` filters; `handled` does not apply here. Returns an array (20 per page unless `limit`); the total before paging is in the X-Total-Count header.',
        security: BEARER,
        querystring: ZAdminFormListQuery,
        response: { 200: ZCourseRegistrationList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, total } = await app.formsRepository.listRegistrations(request.query);
      reply.header('x-total-count', total);
      return items.map(toCourseRegistration);
    },
  );
};

export default registrationsAdminRoutes;
