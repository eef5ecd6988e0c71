import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZUpdateUserRequest, ZUser, ZUserList, ZUserListQuery } from '@masar/contracts';
import { AppError } from '#src/lib/app-error';
import { authError } from '#src/modules/accounts/messages';
import { currentAuth } from '#src/plugins/authentication';
import { toUser } from '#src/modules/accounts/user-mapper';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { defined } from '@masar/contracts/defined';

const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Users (admin): search by name or email, filter, sort, page',
        description:
          'Returns an array (20 per page unless `limit`); the total before paging is in the X-Total-Count header.',
        security: BEARER,
        querystring: ZUserListQuery,
        response: { 200: ZUserList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, total } = await app.usersRepository.list(request.query);
      reply.header('x-total-count', total);
      return items.map(toUser);
    },
  );

  app.patch(
    '/users/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['users'],
        summary: "Change a user's role, disable or enable the account (admin)",
        description:
          'Disabling ends every session of the user at once. Admins cannot demote or disable themselves (409).',
        security: BEARER,
        params: ZIdParams,
        body: ZUpdateUserRequest,
        response: { 200: ZUser, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { role, disabled } = request.body;
      if (id === currentAuth(request).userId && ((role !== undefined && role !== 'admin') || disabled === true)) {
        throw authError('CONFLICT', 'cannotChangeSelf');
      }
      const user = await app.usersRepository.findById(id);
      if (!user) throw new AppError('NOT_FOUND');
      const disabledAt = disabled === undefined ? undefined : disabled ? (user.disabledAt ?? new Date()) : null;
      const updated = await app.usersRepository.update(id, {
        ...(role === undefined ? {} : { role }),
        ...(disabledAt === undefined ? {} : { disabledAt }),
      });
      if (disabled) await app.sessions.revokeAll(id);
      return toUser(defined(updated));
    },
  );
};

export default usersAdminRoutes;
