import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCheckoutRequest, ZCheckoutResponse } from '@masar/contracts';
import { currentAuth } from '#src/plugins/authentication';
import { BEARER, errorResponses } from '#src/lib/route-helpers';

/** POST /checkout: buy exactly one course (PRODUCT.md section 4). */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/checkout',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payments'],
        summary: 'Buy one course',
        description:
          'A free course enrols at once (`status: paid`, `enrolled: true`). A paid course creates a pending order and answers where ' +
          'to send the browser (`redirectUrl`), or for Fawry the reference code and its expiry. `phone`, the Egyptian mobile ' +
          'number of the payer (01XXXXXXXXX; +20 / 0020 prefixes, Arabic-Indic digits, spaces and dashes accepted), is required for ' +
          'Fawry, which texts the reference to it (400 with `details.phone` otherwise), and sent to Paymob as the billing phone. ' +
          '409 when already enrolled; 503 ' +
          'when the provider is not configured; 502 when the provider could not be reached (the order is then failed).',
        security: BEARER,
        body: ZCheckoutRequest,
        response: { 201: ZCheckoutResponse, ...errorResponses(400, 401, 404, 409, 502, 503) },
      },
    },
    async (request, reply) => {
      const auth = currentAuth(request);
      const result = await app.payments.checkout(auth.userId, request.body);
      return reply.code(201).send(result);
    },
  );
};

export default checkoutRoutes;
