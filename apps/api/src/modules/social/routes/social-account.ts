import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SOCIAL_PROVIDERS,
  ZMessage,
  ZSocialConnectResponse,
  ZSocialIdentityList,
  ZSocialProviderParams,
} from '@masar/contracts';
import { currentAuth } from '#src/plugins/authentication';
import { SOCIAL_MESSAGES, socialError } from '../messages';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { setStateCookie } from './social-cookie';

/** The signed-in user's linked providers (the profile's section), connecting and removing them. */
const socialAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/social/identities',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Providers linked to the signed-in account',
        security: BEARER,
        response: { 200: ZSocialIdentityList, ...errorResponses(401) },
      },
    },
    async (request) => app.social.identities(currentAuth(request).userId),
  );

  app.delete(
    '/auth/social/identities/:provider',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Remove a linked provider',
        description: 'An account without a password keeps its last provider (409).',
        security: BEARER,
        params: ZSocialProviderParams,
        response: { 200: ZMessage, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      await app.social.unlink(currentAuth(request).userId, request.params.provider);
      return { message: SOCIAL_MESSAGES.unlinked[request.lang] };
    },
  );

  for (const provider of SOCIAL_PROVIDERS) {
    app.post(
      `/auth/${provider}/connect`,
      {
        config: { auth: 'user' },
        schema: {
          tags: ['auth'],
          summary: `Link ${provider === 'google' ? 'Google' : 'Facebook'} to the signed-in account`,
          description:
            'Answers the URL to send the browser to; the provider returns to /auth/google/callback?linked=… (or ?error=identity_in_use). 404 when the provider is not configured.',
          security: BEARER,
          response: { 200: ZSocialConnectResponse, ...errorResponses(401, 404, 502) },
        },
      },
      async (request, reply) => {
        const auth = currentAuth(request);
        const user = await app.usersRepository.findById(auth.userId);
        let started;
        try {
          started = await app.social.start(provider, user?.preferredLanguage ?? 'ar', auth.userId);
        } catch (err) {
          request.log.warn({ err, provider }, 'social connect: the provider could not be reached');
          throw socialError('UPSTREAM_FAILED', 'providerUnreachable');
        }
        if (!started) throw socialError('NOT_FOUND', 'providerUnavailable');
        setStateCookie(request, reply, started.state);
        return { url: started.url };
      },
    );
  }
};

export default socialAccountRoutes;
