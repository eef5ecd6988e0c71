import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLogoutOthersRequest, ZMessage, ZRefreshRequest, ZRefreshResponse } from '@masar/contracts';
import { authError, messageFor } from '#src/modules/accounts/messages';
import { currentAuth } from '#src/plugins/authentication';
import { BEARER, errorResponses } from '#src/lib/route-helpers';

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate a refresh token: answers a new access token AND a new refresh token',
        description:
          'A revoked or expired refresh token answers 401 and ends its whole session family; so does a used one, except within 20 seconds of its rotation (two tabs refreshing at once), when it answers the same successor again.',
        body: ZRefreshRequest,
        response: { 200: ZRefreshResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const tokens = await app.sessions.rotate(request.body.refreshToken);
      if (!tokens) throw authError('UNAUTHENTICATED', 'sessionEnded');
      return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
    },
  );

  app.get(
    '/auth/logout',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'End this session',
        security: BEARER,
        response: { 200: ZMessage, ...errorResponses(401) },
      },
    },
    async (request) => {
      await app.sessions.revokeFamily(currentAuth(request).sessionId);
      return messageFor(request, 'signedOut');
    },
  );

  app.post(
    '/auth/logout-others',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'End every other session of the account',
        description:
          'Keeps the session of the given refresh token (or, if it is not one of the account, the current one).',
        security: BEARER,
        body: ZLogoutOthersRequest,
        response: { 200: ZMessage, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      const keep = (await app.sessions.familyOf(request.body.refreshToken, auth.userId)) ?? auth.sessionId;
      await app.sessions.revokeAll(auth.userId, keep);
      return messageFor(request, 'otherSessionsSignedOut');
    },
  );
};

export default sessionRoutes;
