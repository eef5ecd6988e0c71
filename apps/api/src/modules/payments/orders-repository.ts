import { and, desc, eq, inArray, ne, sql, TransactionRollbackError } from 'drizzle-orm';
import type { TOrder, TOrderProvider, TPaymentProvider } from '@masar/contracts';
import type { Database } from '#src/db/client';
import {
  courseFunnelDays,
  courseFunnelMonths,
  courses,
  enrolments,
  orders,
  paymentEvents,
  users,
} from '#src/db/schema/index';
import type { VerifiedNotification } from './providers/types';
import { defined } from '@masar/contracts/defined';

export type OrderRow = typeof orders.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Orders a provider's payment can still settle: money for a closed order is money taken all the same. */
const SETTLEABLE = ['pending', 'failed', 'cancelled'] as const;

export type OpenOrderInput = {
  userId: string;
  courseId: string;
  amount: number;
  currency: string;
  provider: TPaymentProvider;
};

export type OpenOrderResult = { order: OrderRow; created: boolean } | 'enrolled';

export interface NotificationResult {
  /** a copy of an event already processed */
  duplicate: boolean;
  order: OrderRow | null;
  /** this event moved the order to paid */
  becamePaid: boolean;
  /** this event created the enrolment */
  enrolled: boolean;
  /** this event paid for a course the learner already owned: owed back */
  becameRefundDue: boolean;
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

/**
 * The dashboard's funnel (issue 23): a checkout started for the course today (Africa/Cairo), counted
 * by the write that starts it, in its transaction.
 */
async function countCheckout(tx: Pick<Database, 'insert'>, courseId: string): Promise<void> {
  const today = sql`(now() at time zone 'Africa/Cairo')::date`;
  await tx
    .insert(courseFunnelDays)
    .values({ courseId, day: today, checkouts: 1 })
    .onConflictDoUpdate({
      target: [courseFunnelDays.courseId, courseFunnelDays.day],
      set: { checkouts: sql`${courseFunnelDays.checkouts} + 1` },
    });
  await tx
    .insert(courseFunnelMonths)
    .values({ courseId, month: sql`date_trunc('month', ${today})::date`, checkouts: 1 })
    .onConflictDoUpdate({
      target: [courseFunnelMonths.courseId, courseFunnelMonths.month],
      set: { checkouts: sql`${courseFunnelMonths.checkouts} + 1` },
    });
}

export function createOrdersRepository(db: Database) {
  return {
    async create(input: {
      userId: string;
      courseId: string;
      amount: number;
      currency: string;
      provider: TPaymentProvider;
    }): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(input).returning();
      return defined(row);
    },

    /**
     * The learner's one open order for a course: the one already open, or a new one. `replace`
     * says whether the open one is unusable (another provider, another price, expired); it is then
     * cancelled and the new one inserted in one transaction. The partial unique index decides
     * concurrent calls: a loser's insert does nothing and it reads the winner's order.
     */
    async open(input: OpenOrderInput, replace: (open: OrderRow) => boolean): Promise<OpenOrderResult> {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const result = await db.transaction(async (tx): Promise<OpenOrderResult | null> => {
          const [owned] = await tx
            .select({ id: enrolments.id })
            .from(enrolments)
            .where(and(eq(enrolments.userId, input.userId), eq(enrolments.courseId, input.courseId)));
          if (owned) return 'enrolled';
          const [open] = await tx
            .select()
            .from(orders)
            .where(
              and(eq(orders.userId, input.userId), eq(orders.courseId, input.courseId), eq(orders.status, 'pending')),
            )
            .for('update');
          if (open && !replace(open)) return { order: open, created: false };
          if (open)
            await tx
              .update(orders)
              .set({ status: 'cancelled' })
              .where(and(eq(orders.id, open.id), eq(orders.status, 'pending')));
          const [row] = await tx.insert(orders).values(input).onConflictDoNothing().returning();
          if (row) await countCheckout(tx, input.courseId);
          return row ? { order: row, created: true } : null;
        });
        if (result) return result;
      }
      throw new Error('no open order after 5 attempts');
    },

    /** What the provider answered when the payment started: kept so the open order can be answered again. */
    async setStarted(
      orderId: string,
      started: { providerRef: string | null; redirectUrl: string | null; expiresAt: Date | null },
      then: (tx: Database, order: OrderRow) => Promise<void> = async () => undefined,
    ): Promise<OrderRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({
            providerRef: started.providerRef,
            redirectUrl: started.redirectUrl,
            providerExpiresAt: started.expiresAt,
          })
          .where(eq(orders.id, orderId))
          .returning();
        const order = defined(row);
        await then(tx, order);
        return order;
      });
    },

    /** An admin gave the money back: only a refund-due order moves, once. */
    async markRefunded(orderId: string): Promise<'refunded' | 'not-refund-due' | 'not-found'> {
      const [row] = await db
        .update(orders)
        .set({ status: 'refunded' })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'refund_due')))
        .returning({ id: orders.id });
      if (row) return 'refunded';
      return (await this.ownerOf(orderId)) ? 'not-refund-due' : 'not-found';
    },

    async markFailed(orderId: string): Promise<void> {
      await db
        .update(orders)
        .set({ status: 'failed' })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
    },

    async find(orderId: string): Promise<TOrder | null> {
      const [row] = await db
        .select(orderFields)
        .from(orders)
        .innerJoin(courses, eq(courses.id, orders.courseId))
        .where(eq(orders.id, orderId));
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
     * moves forward (pending → paid | failed | cancelled; failed or cancelled → paid when the
     * provider took the money after all). Payment and enrolment commit together, and the unique
     * enrolment decides: a payment for a course the learner already owns becomes `refund_due`,
     * never a second enrolment; the payment that enrols closes the learner's other open order.
     */
    async applyNotification(
      provider: TPaymentProvider,
      n: VerifiedNotification,
      onPaid: (tx: Database, order: OrderRow) => Promise<void> = async () => undefined,
    ): Promise<NotificationResult> {
      return db.transaction(async (tx) => {
        const [event] = await tx
          .insert(paymentEvents)
          .values({ provider, eventId: n.eventId.slice(0, 200), payload: n.payload ?? {} })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (!event) return { duplicate: true, order: null, becamePaid: false, enrolled: false, becameRefundDue: false };

        const byId =
          n.orderId && UUID.test(n.orderId) ? and(eq(orders.id, n.orderId), eq(orders.provider, provider)) : undefined;
        const byRef = n.providerRef
          ? and(eq(orders.provider, provider), eq(orders.providerRef, n.providerRef))
          : undefined;
        const where = byId ?? byRef;
        const [order] = where ? await tx.select().from(orders).where(where).for('update') : [];
        if (!order)
          return { duplicate: false, order: null, becamePaid: false, enrolled: false, becameRefundDue: false };
        await tx.update(paymentEvents).set({ orderId: order.id }).where(eq(paymentEvents.id, event.id));

        const amountMatches = n.amount === null || n.amount === order.amount;
        let next: OrderRow | undefined;
        let enrolled = false;
        if (n.outcome === 'paid' && amountMatches && (SETTLEABLE as readonly string[]).includes(order.status)) {
          const inserted = await tx
            .insert(enrolments)
            .values({ userId: order.userId, courseId: order.courseId, orderId: order.id })
            .onConflictDoNothing()
            .returning({ id: enrolments.id });
          enrolled = inserted.length > 0;
          [next] = await tx
            .update(orders)
            .set({
              status: enrolled ? 'paid' : 'refund_due',
              paidAt: new Date(),
              providerRef: order.providerRef ?? n.providerRef,
            })
            .where(and(eq(orders.id, order.id), inArray(orders.status, [...SETTLEABLE])))
            .returning();
          if (enrolled) {
            await tx
              .update(orders)
              .set({ status: 'cancelled' })
              .where(
                and(
                  eq(orders.userId, order.userId),
                  eq(orders.courseId, order.courseId),
                  eq(orders.status, 'pending'),
                  ne(orders.id, order.id),
                ),
              );
          }
        } else if ((n.outcome === 'failed' || n.outcome === 'cancelled') && order.status === 'pending') {
          [next] = await tx
            .update(orders)
            .set({ status: n.outcome })
            .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
            .returning();
        }
        if (next?.status === 'paid') await onPaid(tx, next);
        return {
          duplicate: false,
          order: next ?? order,
          becamePaid: next?.status === 'paid',
          enrolled,
          becameRefundDue: next?.status === 'refund_due',
        };
      });
    },

    /** A free course: a paid order of 0 and the enrolment, together; null when already enrolled. */
    async enrolFree(input: { userId: string; courseId: string; currency: string }): Promise<OrderRow | null> {
      return db
        .transaction(async (tx) => {
          const [order] = await tx
            .insert(orders)
            .values({ ...input, amount: 0, provider: 'free', status: 'paid', paidAt: new Date() })
            .returning();
          const inserted = await tx
            .insert(enrolments)
            .values({ userId: input.userId, courseId: input.courseId, orderId: defined(order).id })
            .onConflictDoNothing()
            .returning({ id: enrolments.id });
          if (inserted.length === 0) {
            tx.rollback();
            return null;
          }
          await countCheckout(tx, input.courseId);
          return defined(order);
        })
        .catch((err: unknown) => {
          if (err instanceof TransactionRollbackError) return null;
          throw err;
        });
    },

    /** a published course as checkout sells it */
    async publishedCourse(courseId: string) {
      const [course] = await db
        .select({ id: courses.id, title: courses.title, amount: courses.priceAmount, currency: courses.priceCurrency })
        .from(courses)
        .where(and(eq(courses.id, courseId), eq(courses.status, 'published')));
      return course;
    },

    /** the name and address a provider is told about the payer */
    async buyer(userId: string) {
      const [buyer] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return buyer;
    },

    /** whom an order's mail goes to, in which language, about which course */
    async buyerAndCourse(order: OrderRow) {
      const [row] = await db
        .select({
          email: users.email,
          firstName: users.firstName,
          lang: users.preferredLanguage,
          courseTitle: courses.title,
        })
        .from(users)
        .innerJoin(courses, eq(courses.id, order.courseId))
        .where(eq(users.id, order.userId));
      return row;
    },

    /** an order with its buyer, for the printable receipt */
    async withBuyer(orderId: string) {
      const [row] = await db
        .select({
          ...orderFields,
          userId: orders.userId,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(orders)
        .innerJoin(courses, eq(courses.id, orders.courseId))
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, orderId));
      return row;
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
