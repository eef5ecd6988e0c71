import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminFormListQuery,
  ZContactMessage,
  ZContactMessageList,
  ZIdParams,
  ZUpdateContactMessageRequest,
} from '@masar/contracts';
import { formError } from '../messages';
import { toContactMessage } from '../form-mappers';
import { BEARER, errorResponses } from '#src/lib/route-helpers';

const contactMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/contact-messages',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Contact messages (admin): search, handled filter, paging, newest first',
        description:
          '`q` matches name, email, subject and message (Arabic-aware); `handled` filters; `courseId` does not apply here. Returns an array (20 per page unless `limit`); the total before paging is in the X-Total-Count header.',
        security: BEARER,
        querystring: ZAdminFormListQuery,
        response: { 200: ZContactMessageList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, total } = await app.formsRepository.listContactMessages(request.query);
      reply.header('x-total-count', total);
      return items.map(toContactMessage);
    },
  );

  app.patch(
    '/admin/contact-messages/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message handled or not (admin)',
        security: BEARER,
        params: ZIdParams,
        body: ZUpdateContactMessageRequest,
        response: { 200: ZContactMessage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await app.formsRepository.setHandled(request.params.id, request.body.handled, app.clock.now());
      if (!row) throw formError('NOT_FOUND', 'messageNotFound');
      return toContactMessage(row);
    },
  );
};

export default contactMessagesRoutes;
