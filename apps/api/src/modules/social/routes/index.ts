import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SOCIAL_PROVIDERS, ZSocialCallbackQuery, ZSocialProviders, ZSocialStartQuery } from '@masar/contracts';
import { CALLBACK_PAGE } from '../social-service';
import { errorResponses } from '#src/lib/route-helpers';
import socialAccountRoutes from './social-account';
import { STATE_COOKIE, STATE_COOKIE_PATH, setStateCookie } from './social-cookie';
import socialSessionRoutes from './social-session';

const REDIRECT = z.null().describe('Redirect (302); no body');

/**
 * Social sign-in, finished by the API (PRODUCT.md section 3): GET /auth/{provider} sends the
 * browser to the provider; its callback ends at the page /auth/google/callback with a one-time
 * code (or ?error=), which the page exchanges at POST /auth/social/exchange. No token in a URL.
 */
const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  // each start stores a flow: limited per IP like login
  const startLimit = app.authRateLimit('social-start', () => undefined);
  for (const provider of SOCIAL_PROVIDERS) {
    app.get(
      `/auth/${provider}`,
      {
        onRequest: startLimit.onRequest,
        schema: {
          tags: ['auth'],
          summary: `Start signing in with ${provider === 'google' ? 'Google' : 'Facebook'}`,
          description: `Redirects to the provider (or, when it is not configured, to ${CALLBACK_PAGE}?error=unavailable). \`lang\` is the language of an account it creates.`,
          querystring: ZSocialStartQuery,
          response: { 302: REDIRECT, ...errorResponses(400, 429) },
        },
      },
      async (request, reply) => {
        const language = request.query.lang ?? request.lang;
        let started;
        try {
          started = await app.social.start(provider, language);
        } catch (err) {
          request.log.warn({ err, provider }, 'social sign-in: the provider could not be reached');
          return reply.redirect(`${CALLBACK_PAGE}?error=failed&provider=${provider}`);
        }
        if (!started) return reply.redirect(`${CALLBACK_PAGE}?error=unavailable&provider=${provider}`);
        setStateCookie(request, reply, started.state);
        return reply.redirect(started.url);
      },
    );

    app.get(
      `/auth/${provider}/callback`,
      {
        schema: {
          tags: ['auth'],
          summary: `${provider === 'google' ? 'Google' : 'Facebook'} redirects here after sign-in`,
          description: `Checks state, PKCE and the provider's answer, then redirects to ${CALLBACK_PAGE} with ?code= (one-time, for POST /auth/social/exchange), ?linked= or ?error=.`,
          querystring: ZSocialCallbackQuery,
          response: { 302: REDIRECT, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        const raw = request.raw.url ?? '';
        const query = raw.includes('?') ? raw.slice(raw.indexOf('?') + 1) : '';
        const target = await app.social.callback(provider, query, request.cookies[STATE_COOKIE]);
        reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
        return reply.redirect(target);
      },
    );
  }

  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'The social sign-in providers configured on this server',
        description: 'The login and sign-up pages show a button for each.',
        response: { 200: ZSocialProviders },
      },
    },
    async () => ({ providers: app.social.configured() }),
  );

  await app.register(socialSessionRoutes);
  await app.register(socialAccountRoutes);
};

export default socialRoutes;
