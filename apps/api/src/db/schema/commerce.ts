import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns';
import { orderStatus } from './enums';
import { courses } from './courses';
import { users } from './users';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** where the provider's payment page is, kept so the open order can be answered again */
    redirectUrl: text('redirect_url'),
    /** when the provider's payment (a Fawry reference, a session) stops being payable, if it says */
    providerExpiresAt: tstz('provider_expires_at'),
    status: orderStatus('status').notNull().default('pending'),
    paidAt: tstz('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    // the dashboard's revenue over time (issue 23): money taken, by when
    index('orders_paid_at_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    uniqueIndex('orders_provider_ref_unique').on(t.provider, t.providerRef),
    // one payment per course: at most one open order per learner and course, whatever the race
    uniqueIndex('orders_one_open_per_learner_course')
      .on(t.userId, t.courseId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    payload: jsonb('payload').notNull(),
    receivedAt: createdAt(),
  },
  // one row per provider event: retries of the same webhook become no-ops
  (t) => [uniqueIndex('payment_events_provider_event_unique').on(t.provider, t.eventId)],
);
