import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminOrderList, ZAdminOrderQuery, ZIdParams, ZOrder, ZOrderList, ZOrderReceipt } from '@masar/contracts';
import { currentAuth } from '#src/plugins/authentication';
import { paymentError } from '../messages';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { defined } from '@masar/contracts/defined';

/** Orders: the learner's history and receipts; the admin list with filters and totals. */
const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payments'],
        summary: 'My orders, newest first',
        security: BEARER,
        response: { 200: ZOrderList, ...errorResponses(401) },
      },
    },
    async (request) => app.orders.listMine(currentAuth(request).userId),
  );

  app.get(
    '/orders/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payments'],
        summary: 'One order with its printable receipt data',
        description: "The buyer's own order (admins: any order); anyone else gets 404.",
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZOrderReceipt, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      const receipt = await app.orderReceipt(request.params.id);
      if (!receipt || (receipt.userId !== auth.userId && auth.role !== 'admin'))
        throw paymentError('NOT_FOUND', 'orderNotFound');
      return receipt.receipt;
    },
  );

  app.get(
    '/admin/orders',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['payments', 'admin'],
        summary: 'All orders with filters and totals (admin)',
        description:
          '`from` and `to` are inclusive days (Cairo time). `totals` are by currency over every matching order.',
        security: BEARER,
        querystring: ZAdminOrderQuery,
        response: { 200: ZAdminOrderList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => app.adminOrders.list(request.query),
  );

  app.post(
    '/admin/orders/:id/refunded',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['payments', 'admin'],
        summary: 'Mark a refund-due payment as refunded (admin)',
        description:
          'A payment the provider took for a course the learner already owned is `refund_due`; once the money has gone back ' +
          "(in the provider's dashboard), this marks it `refunded`. 409 for an order in any other state.",
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZOrder, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const outcome = await app.orders.markRefunded(request.params.id);
      if (outcome === 'not-found') throw paymentError('NOT_FOUND', 'orderNotFound');
      if (outcome === 'not-refund-due') throw paymentError('CONFLICT', 'notRefundDue');
      return defined(await app.orders.find(request.params.id));
    },
  );
};

export default ordersRoutes;
