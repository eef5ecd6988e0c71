import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuthTokens, ZLoginRequest, ZRegisterRequest } from '@masar/contracts';
import { errorResponses, userAgentOf } from '#src/lib/route-helpers';

const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const registerLimit = app.authRateLimit('register', (r) => (r.body as { email?: string } | undefined)?.email);
  app.post(
    '/auth/register',
    {
      onRequest: registerLimit.onRequest,
      preHandler: registerLimit.preHandler,
      schema: {
        tags: ['auth'],
        summary: 'Create an account; signs it in and mails a confirmation link',
        description:
          'A taken email answers 409 CONFLICT (registration signs the new account in, so it cannot answer alike; ' +
          'AUTH_RATE_LIMIT_IP and AUTH_RATE_LIMIT_ACCOUNT bound how fast addresses can be tried: docs/security.md); ' +
          'common passwords 400 with details.password.',
        body: ZRegisterRequest,
        response: { 201: ZAuthTokens, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await app.signIn.register(request.body, userAgentOf(request))),
  );

  const loginLimit = app.loginRateLimit((r) => (r.body as { email?: string } | undefined)?.email);
  app.post(
    '/auth/login',
    {
      onRequest: loginLimit.onRequest,
      preHandler: loginLimit.preHandler,
      onSend: loginLimit.onSend,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'Unknown email, wrong password and accounts without a password all answer the same 401. A disabled account answers 403 once its password is verified. 429 after AUTH_RATE_LIMIT_ACCOUNT failures for one account from one address, or AUTH_LOGIN_FAILURES_PER_ACCOUNT from all addresses.',
        body: ZLoginRequest,
        response: { 200: ZAuthTokens, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => app.signIn.login(request.body.email, request.body.password, userAgentOf(request)),
  );
};

export default signInRoutes;
