import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZConfirmEmailRequest, ZMessage, ZResendConfirmationRequest } from '@masar/contracts';
import { errorResponses } from '#src/lib/route-helpers';
import { messageFor } from '#src/modules/accounts/messages';

const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/confirm-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm an email address with the mailed link',
        description:
          'An unknown or expired link answers 400; a link opened again for its confirmed account answers 200.',
        body: ZConfirmEmailRequest,
        response: { 200: ZMessage, ...errorResponses(400) },
      },
    },
    async (request) => {
      await app.emailConfirmation.confirm(request.body.token);
      return messageFor(request, 'emailConfirmed');
    },
  );

  const resendLimit = app.authRateLimit(
    'resend-confirmation',
    (r) => (r.body as { email?: string } | undefined)?.email,
  );
  app.post(
    '/auth/resend-confirmation',
    {
      onRequest: resendLimit.onRequest,
      preHandler: resendLimit.preHandler,
      schema: {
        tags: ['auth'],
        summary: 'Mail a new confirmation link',
        description: 'Always the same answer, whether or not the email has an unconfirmed account.',
        body: ZResendConfirmationRequest,
        response: { 200: ZMessage, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await app.emailConfirmation.resend(request.body.email);
      return messageFor(request, 'confirmationSent');
    },
  );
};

export default emailRoutes;
