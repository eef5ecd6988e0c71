import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuthTokens, ZSocialExchangeRequest, ZSocialExchangeResponse, ZSocialLinkRequest } from '@masar/contracts';
import { tokenDigest } from '#src/lib/opaque-token';
import { errorResponses, userAgentOf } from '#src/lib/route-helpers';

const socialSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/social/exchange',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange the one-time code of /auth/google/callback for a session',
        description:
          'Answers `status: signed-in` with both tokens, or `status: link-required` with a link token when an existing account has the email and must confirm with its password. An unknown, expired or used code answers 400.',
        body: ZSocialExchangeRequest,
        response: { 200: ZSocialExchangeResponse, ...errorResponses(400, 403) },
      },
    },
    async (request) => app.social.exchange(request.body.code, userAgentOf(request)),
  );

  const linkLimit = app.authRateLimit('social-link', (r) => {
    const token = (r.body as { linkToken?: string } | undefined)?.linkToken;
    return token ? tokenDigest(token) : undefined;
  });
  app.post(
    '/auth/social/link',
    {
      onRequest: linkLimit.onRequest,
      preHandler: linkLimit.preHandler,
      schema: {
        tags: ['auth'],
        summary: "Link a provider to an existing account with the account's password, and sign in",
        description:
          'A wrong password answers 400 with details.password (the link token stays usable); an unknown or expired link token 400 with details.linkToken.',
        body: ZSocialLinkRequest,
        response: { 200: ZAuthTokens, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request) => app.social.link(request.body.linkToken, request.body.password, userAgentOf(request)),
  );
};

export default socialSessionRoutes;
