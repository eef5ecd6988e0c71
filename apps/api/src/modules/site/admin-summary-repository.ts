import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { TActivity, TAdminSummary } from '@masar/contracts';
import type { Database } from '#src/db/client';
import {
  contactMessages,
  courseRegistrations,
  courses,
  enrolments,
  orders,
  reviews,
  trainers,
  users,
} from '#src/db/schema/index';
import { defined } from '@masar/contracts/defined';

const DAY_MS = 86_400_000;
export const NEW_REGISTRATIONS_DAYS = 7;
export const RECENT_ACTIVITY_LIMIT = 10;

const fullName = sql<string>`btrim(${users.firstName} || ' ' || ${users.lastName})`;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

interface Figures {
  users: number;
  courses: number;
  published: number;
  trainers: number;
  enrolments: number;
  revenue: number;
  new_messages: number;
  new_registrations: number;
}

/** The dashboard's figures (one round trip) and the latest events of six kinds, merged. */
export function createAdminSummary(deps: { db: Database; currency: string; now: () => Date }) {
  const { db } = deps;

  async function figures(): Promise<Figures> {
    const since = new Date(deps.now().getTime() - NEW_REGISTRATIONS_DAYS * DAY_MS).toISOString();
    const result = await db.execute(sql`select
      (select count(*) from ${users})::int as users,
      (select count(*) from ${courses})::int as courses,
      (select count(*) from ${courses} where ${courses.status} = 'published')::int as published,
      (select count(*) from ${trainers})::int as trainers,
      (select count(*) from ${enrolments})::int as enrolments,
      (select coalesce(sum(${orders.amount}), 0) from ${orders} where ${orders.status} = 'paid' and ${orders.currency} = ${deps.currency})::float8 as revenue,
      (select count(*) from ${contactMessages} where ${contactMessages.handledAt} is null)::int as new_messages,
      (select count(*) from ${courseRegistrations} where ${courseRegistrations.createdAt} >= ${since}::timestamptz)::int as new_registrations`);
    return defined(rowsOf<Figures>(result)[0]);
  }

  const latest = RECENT_ACTIVITY_LIMIT;
  const who = (name: string, email: string) => (name.trim() === '' ? email : name);

  async function recentActivity(): Promise<TActivity[]> {
    const [newUsers, newEnrolments, paidOrders, messages, registrations, newReviews] = await Promise.all([
      db
        .select({ at: users.createdAt, name: fullName, email: users.email })
        .from(users)
        .orderBy(desc(users.createdAt))
        .limit(latest),
      db
        .select({ at: enrolments.createdAt, name: fullName, email: users.email, subject: courses.title })
        .from(enrolments)
        .innerJoin(users, eq(users.id, enrolments.userId))
        .innerJoin(courses, eq(courses.id, enrolments.courseId))
        .orderBy(desc(enrolments.createdAt))
        .limit(latest),
      db
        .select({ at: orders.paidAt, name: fullName, email: users.email, subject: courses.title })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .innerJoin(courses, eq(courses.id, orders.courseId))
        .where(and(eq(orders.status, 'paid'), isNotNull(orders.paidAt)))
        .orderBy(desc(orders.paidAt))
        .limit(latest),
      db
        .select({
          at: contactMessages.createdAt,
          name: contactMessages.name,
          email: contactMessages.email,
          subject: contactMessages.subject,
        })
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt))
        .limit(latest),
      db
        .select({
          at: courseRegistrations.createdAt,
          name: sql<string>`btrim(${courseRegistrations.firstName} || ' ' || ${courseRegistrations.lastName})`,
          email: courseRegistrations.email,
          subject: courses.title,
        })
        .from(courseRegistrations)
        .leftJoin(courses, eq(courses.id, courseRegistrations.courseId))
        .orderBy(desc(courseRegistrations.createdAt))
        .limit(latest),
      db
        .select({ at: reviews.createdAt, name: fullName, email: users.email, subject: courses.title })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .innerJoin(courses, eq(courses.id, reviews.courseId))
        .orderBy(desc(reviews.createdAt))
        .limit(latest),
    ]);
    const events: TActivity[] = [
      ...newUsers.map((r) => ({ kind: 'user' as const, at: r.at, actor: who(r.name, r.email), subject: null })),
      ...newEnrolments.map((r) => ({
        kind: 'enrolment' as const,
        at: r.at,
        actor: who(r.name, r.email),
        subject: r.subject,
      })),
      ...paidOrders.map((r) => ({
        kind: 'order' as const,
        at: defined(r.at),
        actor: who(r.name, r.email),
        subject: r.subject,
      })),
      ...messages.map((r) => ({ kind: 'contact' as const, at: r.at, actor: who(r.name, r.email), subject: r.subject })),
      ...registrations.map((r) => ({
        kind: 'registration' as const,
        at: r.at,
        actor: who(r.name, r.email),
        subject: r.subject,
      })),
      ...newReviews.map((r) => ({
        kind: 'review' as const,
        at: r.at,
        actor: who(r.name, r.email),
        subject: r.subject,
      })),
    ]
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, latest)
      .map((e) => ({ ...e, at: e.at.toISOString() }));
    return events;
  }

  return {
    async summary(): Promise<Omit<TAdminSummary, 'testPaymentGateway'>> {
      const f = await figures();
      return {
        users: f.users,
        courses: f.courses,
        publishedCourses: f.published,
        trainers: f.trainers,
        enrolments: f.enrolments,
        revenue: { amount: Math.round(Number(f.revenue)), currency: deps.currency },
        newMessages: f.new_messages,
        newRegistrations: f.new_registrations,
        recentActivity: await recentActivity(),
      };
    },
  };
}

export type AdminSummary = ReturnType<typeof createAdminSummary>;
