import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCourseRegistrationRequest, ZIdParams } from '@masar/contracts';
import { formError, formMessage } from '../messages';
import { errorResponses } from '#src/lib/route-helpers';
import { formRateLimit } from '../form-rate-limit';

/** POST /api/courses/{id}/registrations: the course page's registration-details form. */
const registrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/courses/:id/registrations',
    {
      config: formRateLimit(app, 'registration'),
      preHandler: app.formAddressLimit,
      schema: {
        tags: ['forms'],
        summary: 'Register interest in a published course',
        description:
          "Answers 'تم التسجيل بنجاح' ('Successfully Registered' when the request prefers English). Stored for the dashboard, mailed to the support inbox and acknowledged to the registrant. An unknown or unpublished course is 404. Limited per IP (FORM_RATE_LIMIT_IP) and per email address over both forms (FORM_RATE_LIMIT_ADDRESS).",
        params: ZIdParams,
        body: ZCourseRegistrationRequest,
        response: { 201: z.object({ message: z.string() }), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { lang } = request;
      const stored = await app.forms.register(request.params.id, request.body, lang);
      if (!stored) throw formError('NOT_FOUND', 'courseNotFound');
      return reply.code(201).send({ message: formMessage('registered', lang) });
    },
  );
};

export default registrationsRoutes;
