import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZOrder, ZTestGatewayConfirmRequest, ZTestGatewayPage } from '@masar/contracts';
import { currentAuth } from '#src/plugins/authentication';
import { TEST_CARDS } from '../providers/test-gateway';
import { paymentError } from '../messages';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { defined } from '@masar/contracts/defined';

/** The test gateway's hosted-style card page: what it shows, and its confirm button. */
const testGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  async function pendingTestOrder(orderId: string, userId: string) {
    const order = await app.orders.ownerOf(orderId);
    if (!order || order.userId !== userId || order.provider !== 'test' || !app.testGateway)
      throw paymentError('NOT_FOUND', 'orderNotFound');
    return order;
  }

  app.get(
    '/payments/test/orders/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payments'],
        summary: 'Test gateway: the card page of one of my orders',
        description: 'Any state of the order: only a `pending` one is payable, the page shows the others as they are.',
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZTestGatewayPage, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const order = await pendingTestOrder(request.params.id, currentAuth(request).userId);
      const summary = defined(await app.orders.find(order.id));
      return {
        orderId: order.id,
        courseId: order.courseId,
        status: order.status,
        courseTitle: summary.courseTitle,
        price: summary.price,
        testMode: true as const,
        testCards: { success: TEST_CARDS.success, decline: TEST_CARDS.decline },
      };
    },
  );

  app.post(
    '/payments/test/orders/:id/confirm',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payments'],
        summary: 'Test gateway: pay, decline or cancel',
        description:
          `Card ${TEST_CARDS.success} pays; any other number is declined (order failed); \`cancel: true\` cancels. The answer goes ` +
          'through the signed webhook path like a real provider. 409 when the order is no longer pending.',
        security: BEARER,
        params: ZIdParams,
        body: ZTestGatewayConfirmRequest,
        response: { 200: ZOrder, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const order = await pendingTestOrder(request.params.id, currentAuth(request).userId);
      if (order.status !== 'pending') throw paymentError('CONFLICT', 'orderNotPending');
      const card = request.body.cardNumber.replace(/\s+/g, '');
      const outcome = request.body.cancel ? 'cancelled' : card === TEST_CARDS.success ? 'paid' : 'failed';
      await app.payments.handleNotification(
        'test',
        defined(app.testGateway).notificationFor(order.id, order.amount, outcome),
      );
      return defined(await app.orders.find(order.id));
    },
  );
};

export default testGatewayRoutes;
