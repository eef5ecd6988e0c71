import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { TAdminOrderList, TAdminOrderQuery } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { courses, orders, users } from '#src/db/schema/index';
import { orderFields, toOrder } from './orders-repository';

/** Midnight of a YYYY-MM-DD day in Cairo, as a timestamp (the business's calendar). */
const cairoDay = (day: string) => sql`(${day}::date::timestamp at time zone 'Africa/Cairo')`;

async function adminOrders(db: Database, q: TAdminOrderQuery): Promise<TAdminOrderList> {
  const filters: SQL[] = [];
  if (q.status) filters.push(eq(orders.status, q.status));
  if (q.provider) filters.push(eq(orders.provider, q.provider));
  if (q.from) filters.push(gte(orders.createdAt, cairoDay(q.from)));
  if (q.to) filters.push(lt(orders.createdAt, sql`(${cairoDay(q.to)} + interval '1 day')`));
  const where = filters.length ? and(...filters) : undefined;

  const rows = await db
    .select({
      ...orderFields,
      buyerId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(orders)
    .innerJoin(courses, eq(courses.id, orders.courseId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(q.limit ?? 50)
    .offset(q.offset ?? 0);
  const totals = await db
    .select({
      currency: orders.currency,
      count: sql<number>`count(*)::int`,
      paidCount: sql<number>`(count(*) filter (where ${orders.status} = 'paid'))::int`,
      paidAmount: sql<number>`coalesce(sum(${orders.amount}) filter (where ${orders.status} = 'paid'), 0)::int`,
      refundDueCount: sql<number>`(count(*) filter (where ${orders.status} = 'refund_due'))::int`,
      refundDueAmount: sql<number>`coalesce(sum(${orders.amount}) filter (where ${orders.status} = 'refund_due'), 0)::int`,
    })
    .from(orders)
    .where(where)
    .groupBy(orders.currency)
    .orderBy(orders.currency);
  return {
    items: rows.map((r) => ({
      ...toOrder(r),
      buyer: { _id: r.buyerId, name: `${r.firstName} ${r.lastName}`.trim(), email: r.email },
    })),
    total: totals.reduce((n, t) => n + t.count, 0),
    totals: totals.map((t) => ({
      currency: t.currency,
      paidAmount: Number(t.paidAmount),
      paidCount: Number(t.paidCount),
      count: Number(t.count),
      refundDueAmount: Number(t.refundDueAmount),
      refundDueCount: Number(t.refundDueCount),
    })),
  };
}

export function createAdminOrdersRepository(db: Database) {
  return { list: (q: TAdminOrderQuery) => adminOrders(db, q) };
}

export type AdminOrdersRepository = ReturnType<typeof createAdminOrdersRepository>;
