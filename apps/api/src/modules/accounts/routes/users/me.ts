import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUpdateMeRequest, ZUser } from '@masar/contracts';
import { AppError } from '#src/lib/app-error';
import { currentAuth } from '#src/plugins/authentication';
import { toUser } from '#src/modules/accounts/user-mapper';
import { BEARER, errorResponses } from '#src/lib/route-helpers';

const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: BEARER,
        response: { 200: ZUser, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await app.usersRepository.findById(currentAuth(request).userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      return toUser(user);
    },
  );

  app.patch(
    '/users/me',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Change own name or preferred language (the language of emails)',
        security: BEARER,
        body: ZUpdateMeRequest,
        response: { 200: ZUser, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = await app.usersRepository.update(currentAuth(request).userId, request.body);
      if (!user) throw new AppError('UNAUTHENTICATED');
      return toUser(user);
    },
  );
};

export default meRoutes;
