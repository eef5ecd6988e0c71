import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminOrderList, ZAdminOrderQuery, ZIdParams, ZOrderList, ZOrderReceipt } from '@masar/contracts';
import { currentAuth } from '../../../plugins/app/authentication';
import { adminOrders } from '../../../plugins/app/payments/admin-orders';
import { orderReceipt } from '../../../plugins/app/payments/order-receipt';
import { paymentError } from '../../../lib/messages/payments';
import { BEARER, errorResponses } from '../route-helpers';

/** Orders: the learner's history and receipts; the admin list with filters and totals. */
const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    {
      config: { auth: 'user' },
      schema: { tags: ['payments'], summary: 'My orders, newest first', security: BEARER, response: { 200: ZOrderList, ...errorResponses(401) } },
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
      const receipt = await orderReceipt(app, request.params.id);
      if (!receipt || (receipt.userId !== auth.userId && auth.role !== 'admin')) throw paymentError('NOT_FOUND', 'orderNotFound');
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
        description: '`from` and `to` are inclusive days (Cairo time). `totals` are by currency over every matching order.',
        security: BEARER,
        querystring: ZAdminOrderQuery,
        response: { 200: ZAdminOrderList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => adminOrders(app.db, request.query),
  );
};

export default ordersRoutes;
