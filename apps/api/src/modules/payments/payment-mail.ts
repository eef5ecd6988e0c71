import type { FastifyInstance } from 'fastify';
import type { Config } from '#src/config/config';
import { fawryReferenceMail } from '#src/mail/fawry-reference';
import { receiptMail } from '#src/mail/receipt';
import type { OrderRow, OrdersRepository } from './orders-repository';

export const receiptNumberOf = (orderId: string) => `MSR-${orderId.replace(/-/g, '').slice(0, 12).toUpperCase()}`;

interface Deps {
  orders: OrdersRepository;
  background: FastifyInstance['background'];
  mailer: FastifyInstance['mailer'];
  config: Config;
}

/** Mails leave after the response, in the buyer's language; a mail failure never undoes a payment. */
export function createPaymentMail({ orders, background, mailer, config }: Deps) {
  return {
    sendReceipt(order: OrderRow): void {
      background.run('receipt-mail', async () => {
        const row = await orders.buyerAndCourse(order);
        if (!row) return;
        const mail = receiptMail(row.lang, {
          firstName: row.firstName,
          courseTitle: row.courseTitle,
          amount: order.amount,
          currency: order.currency,
          paidAt: order.paidAt ?? new Date(),
          receiptNumber: receiptNumberOf(order.id),
          url: `${config.publicUrl}/course-overview/${order.courseId}`,
          refundWindowDays: config.refundWindowDays,
        });
        await mailer.send({ to: row.email, ...mail });
      });
    },

    sendFawryReference(order: OrderRow, fawry: { referenceNumber: string; expiresAt: Date }): void {
      background.run('fawry-reference-mail', async () => {
        const row = await orders.buyerAndCourse(order);
        if (!row) return;
        const mail = fawryReferenceMail(row.lang, {
          firstName: row.firstName,
          courseTitle: row.courseTitle,
          amount: order.amount,
          currency: order.currency,
          ...fawry,
        });
        await mailer.send({ to: row.email, ...mail });
      });
    },
  };
}

export type PaymentMail = ReturnType<typeof createPaymentMail>;
