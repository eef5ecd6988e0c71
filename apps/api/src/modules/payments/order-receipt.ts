import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TOrderReceipt } from '@masar/contracts';
import { courses, orders, users } from '#src/db/schema/index';
import { orderFields, toOrder } from './orders-repository';
import { receiptNumberOf } from './payment-mail';

/** An order with what its printable receipt shows, and whose it is. */
export async function orderReceipt(app: FastifyInstance, orderId: string): Promise<{ userId: string; receipt: TOrderReceipt } | null> {
  const [row] = await app.db
    .select({ ...orderFields, userId: orders.userId, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(orders)
    .innerJoin(courses, eq(courses.id, orders.courseId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  return {
    userId: row.userId,
    receipt: {
      ...toOrder(row),
      receiptNumber: receiptNumberOf(row._id),
      buyer: { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
      seller: { name: 'Masar', email: app.config.supportEmail ?? app.config.mailFrom.replace(/^.*<([^>]+)>.*$/, '$1') },
      refundWindowDays: app.config.refundWindowDays,
    },
  };
}
