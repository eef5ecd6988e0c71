import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZContactRequest } from '@masar/contracts';
import { formMessage } from '../messages';
import { errorResponses } from '#src/lib/route-helpers';
import { formRateLimit } from '../form-rate-limit';

/** POST /api/contact: the home page's contact form (PRODUCT.md section 5). */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: formRateLimit(app, 'contact'),
      preHandler: app.formAddressLimit,
      schema: {
        tags: ['forms'],
        summary: 'Send a message to support',
        description:
          'Stored for the dashboard, mailed to the support inbox (Reply-To the sender) and acknowledged to the sender in the language of Accept-Language. Limited per IP (FORM_RATE_LIMIT_IP) and per email address over both forms (FORM_RATE_LIMIT_ADDRESS).',
        body: ZContactRequest,
        response: { 201: z.object({ message: z.string() }), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { lang } = request;
      await app.forms.submitContact(request.body, lang);
      return reply.code(201).send({ message: formMessage('contactSent', lang) });
    },
  );
};

export default contactRoutes;
