import { and, desc, eq, inArray, sql, TransactionRollbackError } from 'drizzle-orm';
import type { TOrder, TOrderProvider, TPaymentProvider } from '@masar/contracts';
import type { Database } from '../../../db/client';
import { courses, enrolments, orders, paymentEvents } from '../../../db/schema';
import type { VerifiedNotification } from './providers/types';

export type OrderRow = typeof orders.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NotificationResult {
  /** a copy of an event already processed */
  duplicate: boolean;
  order: OrderRow | null;
  /** this event moved the order to paid */
  becamePaid: boolean;
  /** this event created the enrolment */
  enrolled: boolean;
}

export const orderFields = {
  _id: orders.id,
  courseId: orders.courseId,
  courseTitle: courses.title,
  amount: orders.amount,
  currency: orders.currency,
  provider: orders.provider,
  providerRef: orders.providerRef,
  status: orders.status,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
};

type OrderListRow = {
  _id: string;
  courseId: string;
  courseTitle: string;
  amount: number;
  currency: string;
  provider: string;
  providerRef: string | null;
  status: TOrder['status'];
  createdAt: Date;
  paidAt: Date | null;
};

export const toOrder = (r: OrderListRow): TOrder => ({
  _id: r._id,
  courseId: r.courseId,
  courseTitle: r.courseTitle,
  price: { amount: r.amount, currency: r.currency },
  provider: r.provider as TOrderProvider,
  providerRef: r.providerRef,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  paidAt: r.paidAt?.toISOString() ?? null,
});

export function createOrdersRepository(db: Database) {
  return {
    async create(input: { userId: string; courseId: string; amount: number; currency: string; provider: TPaymentProvider }): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(input).returning();
      return row!;
    },

    async setProviderRef(orderId: string, providerRef: string | null): Promise<void> {
      await db.update(orders).set({ providerRef }).where(eq(orders.id, orderId));
    },

    async markFailed(orderId: string): Promise<void> {
      await db.update(orders).set({ status: 'failed' }).where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
    },

    async find(orderId: string): Promise<TOrder | null> {
      const [row] = await db.select(orderFields).from(orders).innerJoin(courses, eq(courses.id, orders.courseId)).where(eq(orders.id, orderId));
      return row ? toOrder(row) : null;
    },

    async ownerOf(orderId: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      return row ?? null;
    },

    async listMine(userId: string): Promise<TOrder[]> {
      const rows = await db
        .select(orderFields)
        .from(orders)
        .innerJoin(courses, eq(courses.id, orders.courseId))
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return rows.map(toOrder);
    },

    /**
     * One notification, once: the event row is the idempotency key (a copy finds it and stops), the
     * order row is locked so two different events for one order take turns, and the status only
     * moves forward (pending → paid | failed | cancelled; failed → paid for a successful retry).
     * Payment and enrolment commit together.
     */
    async applyNotification(provider: TPaymentProvider, n: VerifiedNotification): Promise<NotificationResult> {
      return db.transaction(async (tx) => {
        const [event] = await tx
          .insert(paymentEvents)
          .values({ provider, eventId: n.eventId.slice(0, 200), payload: n.payload ?? {} })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (!event) return { duplicate: true, order: null, becamePaid: false, enrolled: false };

        const byId = n.orderId && UUID.test(n.orderId) ? and(eq(orders.id, n.orderId), eq(orders.provider, provider)) : undefined;
        const byRef = n.providerRef ? and(eq(orders.provider, provider), eq(orders.providerRef, n.providerRef)) : undefined;
        const where = byId ?? byRef;
        const [order] = where ? await tx.select().from(orders).where(where).for('update') : [];
        if (!order) return { duplicate: false, order: null, becamePaid: false, enrolled: false };
        await tx.update(paymentEvents).set({ orderId: order.id }).where(eq(paymentEvents.id, event.id));

        const amountMatches = n.amount === null || n.amount === order.amount;
        let next: OrderRow | undefined;
        if (n.outcome === 'paid' && amountMatches && (order.status === 'pending' || order.status === 'failed')) {
          [next] = await tx
            .update(orders)
            .set({ status: 'paid', paidAt: new Date(), providerRef: order.providerRef ?? n.providerRef })
            .where(and(eq(orders.id, order.id), inArray(orders.status, ['pending', 'failed'])))
            .returning();
        } else if ((n.outcome === 'failed' || n.outcome === 'cancelled') && order.status === 'pending') {
          [next] = await tx.update(orders).set({ status: n.outcome }).where(and(eq(orders.id, order.id), eq(orders.status, 'pending'))).returning();
        }
        const becamePaid = next?.status === 'paid';
        let enrolled = false;
        if (becamePaid) {
          const inserted = await tx
            .insert(enrolments)
            .values({ userId: order.userId, courseId: order.courseId, orderId: order.id })
            .onConflictDoNothing()
            .returning({ id: enrolments.id });
          enrolled = inserted.length > 0;
        }
        return { duplicate: false, order: next ?? order, becamePaid, enrolled };
      });
    },

    /** A free course: a paid order of 0 and the enrolment, together; null when already enrolled. */
    async enrolFree(input: { userId: string; courseId: string; currency: string }): Promise<OrderRow | null> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .insert(orders)
          .values({ ...input, amount: 0, provider: 'free', status: 'paid', paidAt: new Date() })
          .returning();
        const inserted = await tx
          .insert(enrolments)
          .values({ userId: input.userId, courseId: input.courseId, orderId: order!.id })
          .onConflictDoNothing()
          .returning({ id: enrolments.id });
        if (inserted.length === 0) {
          tx.rollback();
          return null;
        }
        return order!;
      }).catch((err: unknown) => {
        if (err instanceof TransactionRollbackError) return null;
        throw err;
      });
    },

    async isEnrolled(userId: string, courseId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
      return !!row;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
export const ORDER_COUNT = sql<number>`count(*)::int`;
