import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAddPasswordRequest,
  ZAddPasswordResponse,
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZMessage,
  ZResetPasswordRequest,
} from '@masar/contracts';
import { tokenDigest } from '#src/lib/opaque-token';
import { currentAuth } from '#src/plugins/authentication';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { messageFor } from '#src/modules/accounts/messages';

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/add-password',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Set a first password on an account created by social sign-in',
        description: 'An account that already has a password answers 409.',
        security: BEARER,
        body: ZAddPasswordRequest,
        response: { 200: ZAddPasswordResponse, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      await app.passwords.add(auth.userId, request.body.password);
      const accessToken = await app.sessions.accessToken({ id: auth.userId, role: auth.role }, auth.sessionId);
      return { ...messageFor(request, 'passwordAdded'), accessToken };
    },
  );

  app.post(
    '/auth/change-password',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Change the password (needs the current one); signs out every other session',
        description:
          'A wrong current password answers 400 with details.currentPassword; an account without a password 409.',
        security: BEARER,
        body: ZChangePasswordRequest,
        response: { 200: ZMessage, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      await app.passwords.change(auth.userId, auth.sessionId, request.body.currentPassword, request.body.newPassword);
      return messageFor(request, 'passwordChanged');
    },
  );

  const forgotLimit = app.authRateLimit('forgot-password', (r) => (r.body as { email?: string } | undefined)?.email);
  app.post(
    '/auth/forgot-password',
    {
      onRequest: forgotLimit.onRequest,
      preHandler: forgotLimit.preHandler,
      schema: {
        tags: ['auth'],
        summary: 'Mail a single-use password reset link (valid 1 hour)',
        description: 'Always the same answer, whether or not the email has an account.',
        body: ZForgotPasswordRequest,
        response: { 200: ZMessage, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await app.passwords.requestReset(request.body.email);
      return messageFor(request, 'resetLinkSent');
    },
  );

  const resetLimit = app.authRateLimit('reset-password', (r) => {
    const token = (r.body as { token?: string } | undefined)?.token;
    return token ? tokenDigest(token) : undefined;
  });
  app.post(
    '/auth/reset-password',
    {
      onRequest: resetLimit.onRequest,
      preHandler: resetLimit.preHandler,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link; ends every session',
        description: 'An unknown, expired or used link answers 400 with details.token.',
        body: ZResetPasswordRequest,
        response: { 200: ZMessage, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await app.passwords.reset(request.body.token, request.body.password);
      return messageFor(request, 'passwordReset');
    },
  );
};

export default passwordRoutes;
