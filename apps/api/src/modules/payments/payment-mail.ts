import type { Config } from '#src/config/config';
import type { Database } from '#src/db/client';
import { fawryReferenceMail } from '#src/mail/fawry-reference';
import { receiptMail } from '#src/mail/receipt';
import type { MailQueue } from '#src/plugins/mail-queue';
import type { OrderRow, OrdersRepository } from './orders-repository';

export const receiptNumberOf = (orderId: string) => `MSR-${orderId.replace(/-/g, '').slice(0, 12).toUpperCase()}`;

const RECEIPT = 'payment-receipt';
const FAWRY_REFERENCE = 'fawry-reference';

interface FawryReferenceJob {
  orderId: string;
  referenceNumber: string;
  expiresAt: string;
}

interface Deps {
  orders: OrdersRepository;
  mailQueue: MailQueue;
  config: Config;
}

/**
 * The buyer's mails, queued in the transaction that pays the order (or starts the Fawry
 * reference), written in the buyer's language when sent; a mail failure never undoes a payment.
 */
export function createPaymentMail({ orders, mailQueue, config }: Deps) {
  /** the order and its buyer as they are when the mail is sent; null when either is gone */
  async function orderAndBuyer(orderId: string) {
    const order = await orders.ownerOf(orderId);
    const row = order && (await orders.buyerAndCourse(order));
    return order && row ? { order, row } : null;
  }

  mailQueue.define<{ orderId: string }>(RECEIPT, async ({ orderId }) => {
    const found = await orderAndBuyer(orderId);
    if (!found) return null;
    const { order, row } = found;
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
    return { to: row.email, ...mail };
  });

  mailQueue.define<FawryReferenceJob>(FAWRY_REFERENCE, async ({ orderId, referenceNumber, expiresAt }) => {
    const found = await orderAndBuyer(orderId);
    if (!found) return null;
    const { order, row } = found;
    const mail = fawryReferenceMail(row.lang, {
      firstName: row.firstName,
      courseTitle: row.courseTitle,
      amount: order.amount,
      currency: order.currency,
      referenceNumber,
      expiresAt: new Date(expiresAt),
    });
    return { to: row.email, ...mail };
  });

  return {
    queueReceipt: (tx: Database, order: OrderRow) => mailQueue.enqueue(tx, RECEIPT, { orderId: order.id }),

    queueFawryReference: (tx: Database, order: OrderRow, fawry: { referenceNumber: string; expiresAt: Date }) =>
      mailQueue.enqueue<FawryReferenceJob>(tx, FAWRY_REFERENCE, {
        orderId: order.id,
        referenceNumber: fawry.referenceNumber,
        expiresAt: fawry.expiresAt.toISOString(),
      }),
  };
}

export type PaymentMail = ReturnType<typeof createPaymentMail>;
