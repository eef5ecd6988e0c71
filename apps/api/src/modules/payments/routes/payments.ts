import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPaymentProvider, ZPaymentProviderList, ZWebhookAck } from '@masar/contracts';
import { paymentError } from '../messages';
import { errorResponses } from '#src/lib/route-helpers';
import testGatewayRoutes from './test-gateway';

/** Payment providers and their notifications. */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/providers',
    {
      schema: {
        tags: ['payments'],
        summary: 'Payment providers offered at checkout',
        description:
          'Only configured providers. The default is the first real one (Paymob, Fawry, Stripe); the built-in test gateway ' +
          '(`testMode: true`, no money moves) is offered only when turned on (PAYMENTS_TEST_GATEWAY, or by default with no ' +
          'real provider outside production) and is the default only when alone.',
        response: { 200: ZPaymentProviderList },
      },
    },
    async () => app.payments.providers(),
  );

  await app.register(testGatewayRoutes);

  await app.register(webhookRoutes);
};

const webhookRoutes: FastifyPluginAsyncZod = async (webhooks) => {
  // signatures are computed over the exact bytes received: keep the body as text here
  webhooks.removeContentTypeParser('application/json');
  webhooks.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 262_144 }, (_req, body, done) =>
    done(null, body),
  );
  webhooks.post(
    '/payments/webhooks/:provider',
    {
      schema: {
        tags: ['payments'],
        summary: 'Provider notification (webhook)',
        description:
          'Paymob transaction processed callback (`?hmac=`, HMAC-SHA512 over the documented fields; the order is the one whose ' +
          'Paymob order id is the signed `order.id`, never the unsigned `merchant_order_id`), Fawry server notification V2 ' +
          '(`messageSignature`, SHA-256), Stripe events (`Stripe-Signature`), the test gateway (`X-Masar-Signature`). Processed ' +
          'once per provider event: copies are acknowledged and ignored. 401 for a bad signature.',
        params: z.object({ provider: ZPaymentProvider }),
        querystring: z.object({ hmac: z.string().max(256).optional() }).passthrough(),
        body: z.string().max(262_144),
        response: { 200: ZWebhookAck, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      if (!request.body) throw paymentError('VALIDATION_FAILED', 'badNotification');
      await webhooks.payments.handleNotification(request.params.provider, {
        rawBody: request.body,
        query: request.query,
        headers: request.headers,
      });
      return { received: true as const };
    },
  );
};

export default paymentsRoutes;
