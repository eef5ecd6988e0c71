import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courses, users } from '#src/db/schema/index';
import { fawryReferenceMail } from '#src/mail/fawry-reference';
import { receiptMail } from '#src/mail/receipt';
import type { OrderRow } from './orders-repository';

export const receiptNumberOf = (orderId: string) => `MSR-${orderId.replace(/-/g, '').slice(0, 12).toUpperCase()}`;

async function buyerAndCourse(app: FastifyInstance, order: OrderRow) {
  const [row] = await app.db
    .select({ email: users.email, firstName: users.firstName, lang: users.preferredLanguage, courseTitle: courses.title })
    .from(users)
    .innerJoin(courses, eq(courses.id, order.courseId))
    .where(eq(users.id, order.userId));
  return row;
}

/** Mails leave after the response, in the buyer's language; a mail failure never undoes a payment. */
export function sendReceipt(app: FastifyInstance, order: OrderRow): void {
  app.background.run('receipt-mail', async () => {
    const row = await buyerAndCourse(app, order);
    if (!row) return;
    const mail = receiptMail(row.lang, {
      firstName: row.firstName,
      courseTitle: row.courseTitle,
      amount: order.amount,
      currency: order.currency,
      paidAt: order.paidAt ?? new Date(),
      receiptNumber: receiptNumberOf(order.id),
      url: `${app.config.publicUrl}/course-overview/${order.courseId}`,
      refundWindowDays: app.config.refundWindowDays,
    });
    await app.mailer.send({ to: row.email, ...mail });
  });
}

export function sendFawryReference(app: FastifyInstance, order: OrderRow, fawry: { referenceNumber: string; expiresAt: Date }): void {
  app.background.run('fawry-reference-mail', async () => {
    const row = await buyerAndCourse(app, order);
    if (!row) return;
    const mail = fawryReferenceMail(row.lang, { firstName: row.firstName, courseTitle: row.courseTitle, amount: order.amount, currency: order.currency, ...fawry });
    await app.mailer.send({ to: row.email, ...mail });
  });
}
