import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TPaymentProvider } from '@masar/contracts';
import { createAdminOrdersRepository, type AdminOrdersRepository } from './admin-orders-repository';
import { createAfterEnrolment } from './after-enrolment';
import { orderReceipt } from './order-receipt';
import { createOrdersRepository, type OrdersRepository } from './orders-repository';
import { createPaymentMail } from './payment-mail';
import { createPaymentsService, type PaymentsService } from './payments-service';
import { createFawry } from './providers/fawry';
import { createPaymob } from './providers/paymob';
import { createStripe } from './providers/stripe';
import { createTestGateway } from './providers/test-gateway';
import type { PaymentProvider } from './providers/types';
import { createHmac } from 'node:crypto';

export type TestGateway = ReturnType<typeof createTestGateway>;

/**
 * Checkout and payments (PRODUCT.md section 4): providers behind one interface, each offered only
 * when configured; notifications verified by their documented signatures and applied once.
 */
export default fp(
  async function paymentsPlugin(app: FastifyInstance) {
    const { payments, jwtSecret, publicUrl } = app.config;
    const providers = new Map<TPaymentProvider, PaymentProvider>();
    // the test gateway's key is derived, so it never equals the token-signing secret itself
    const testGateway = createTestGateway(
      createHmac('sha256', jwtSecret).update('masar-test-gateway').digest('hex'),
      publicUrl,
    );
    if (payments.testGateway) {
      providers.set('test', testGateway.provider);
      app.log.warn(
        'test payment gateway on: its checkout enrols without taking money (PAYMENTS_TEST_GATEWAY=false turns it off)',
      );
    }
    if (payments.paymob) providers.set('paymob', createPaymob(payments.paymob));
    if (payments.fawry) providers.set('fawry', createFawry(payments.fawry));
    if (payments.stripe) providers.set('stripe', createStripe(payments.stripe));

    const orders = createOrdersRepository(app.db);
    app.decorate('orders', orders);
    app.decorate('adminOrders', createAdminOrdersRepository(app.db));
    app.decorate('orderReceipt', (orderId: string) => orderReceipt({ orders, config: app.config }, orderId));
    const mail = createPaymentMail({ orders, mailQueue: app.mailQueue, config: app.config });
    const afterEnrolment = createAfterEnrolment({
      courses: app.coursesRepository,
      catalogIndex: app.catalogIndex,
      // read at call time: tests replace the decorator to watch what is queued
      enqueueMoodleEnrolment: (userId, courseId) => app.enqueueMoodleEnrolment(userId, courseId),
      log: app.log,
    });
    app.decorate(
      'payments',
      createPaymentsService({ repo: orders, providers, mail, afterEnrolment, config: app.config, log: app.log }),
    );
    app.decorate('testGateway', payments.testGateway ? testGateway : undefined);
  },
  { name: 'payments', dependencies: ['db', 'mail-queue', 'courses', 'moodle'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersRepository;
    adminOrders: AdminOrdersRepository;
    /** an order's printable receipt and whose it is (null: no such order) */
    orderReceipt: (orderId: string) => ReturnType<typeof orderReceipt>;
    payments: PaymentsService;
    /** undefined when the test gateway is off (config.ts: PAYMENTS_TEST_GATEWAY, NODE_ENV, real providers) */
    testGateway: TestGateway | undefined;
  }
}
