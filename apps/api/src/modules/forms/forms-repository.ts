import { and, desc, eq, gte, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { TAdminFormListQuery, TContactRequest, TCourseRegistrationRequest } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { contactMessages, courseRegistrations, courses } from '#src/db/schema/index';
import { foldedSearch } from '#src/db/search-fold';
import { defined } from '@masar/contracts/defined';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type RegistrationRow = typeof courseRegistrations.$inferSelect & { courseTitle: string | null };

const DEFAULT_LIMIT = 20;
const sameAddress = (column: typeof contactMessages.email | typeof courseRegistrations.email, email: string) =>
  eq(sql`lower(${column})`, email.toLowerCase());

export function createFormsRepository(db: Database) {
  return {
    /**
     * Stores a contact message; also says how many the same address sent since `since`
     * (the acknowledgement mail is throttled per address, since anyone can type any address).
     */
    async createContactMessage(
      input: TContactRequest,
      since: Date,
      then: (tx: Database, stored: { row: ContactMessageRow; earlierFromSender: number }) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const earlierFromSender = await tx.$count(
          contactMessages,
          and(sameAddress(contactMessages.email, input.email), gte(contactMessages.createdAt, since)),
        );
        const [row] = await tx.insert(contactMessages).values(input).returning();
        await then(tx, { row: defined(row), earlierFromSender });
      });
    },

    async contactMessage(id: string): Promise<ContactMessageRow | undefined> {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      return row;
    },

    async registration(id: string): Promise<RegistrationRow | undefined> {
      const [row] = await db
        .select({ registration: courseRegistrations, courseTitle: courses.title })
        .from(courseRegistrations)
        .leftJoin(courses, eq(courses.id, courseRegistrations.courseId))
        .where(eq(courseRegistrations.id, id));
      return row && { ...row.registration, courseTitle: row.courseTitle };
    },

    /**
     * Stores a registration for a published course, or answers false when there is none. The
     * course row is key-share locked so a concurrent delete cannot break the reference mid-way.
     */
    async createRegistration(
      courseId: string,
      input: TCourseRegistrationRequest,
      since: Date,
      then: (tx: Database, stored: { row: RegistrationRow; earlierFromSender: number }) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [course] = await tx
          .select({ id: courses.id, title: courses.title })
          .from(courses)
          .where(and(eq(courses.id, courseId), eq(courses.status, 'published')))
          .for('key share');
        if (!course) return false;
        const earlierFromSender = await tx.$count(
          courseRegistrations,
          and(sameAddress(courseRegistrations.email, input.email), gte(courseRegistrations.createdAt, since)),
        );
        const [row] = await tx
          .insert(courseRegistrations)
          .values({
            courseId,
            firstName: input.first_name,
            lastName: input.last_name,
            phone: input.phone,
            email: input.email,
            country: input.country,
          })
          .returning();
        await then(tx, { row: { ...defined(row), courseTitle: course.title }, earlierFromSender });
        return true;
      });
    },

    async listContactMessages(q: TAdminFormListQuery): Promise<{ items: ContactMessageRow[]; total: number }> {
      const where: SQL[] = [];
      const search = foldedSearch(q.q, [
        contactMessages.name,
        contactMessages.email,
        contactMessages.subject,
        contactMessages.message,
      ]);
      if (search) where.push(search);
      if (q.handled !== undefined)
        where.push(q.handled ? isNotNull(contactMessages.handledAt) : isNull(contactMessages.handledAt));
      const filter = where.length ? and(...where) : undefined;
      const total = await db.$count(contactMessages, filter);
      const items = await db
        .select()
        .from(contactMessages)
        .where(filter)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(q.limit ?? DEFAULT_LIMIT)
        .offset(q.offset ?? 0);
      return { items, total };
    },

    /** Marks a message handled (keeping the first time it was) or not; undefined when it does not exist. */
    async setHandled(id: string, handled: boolean, now: Date): Promise<ContactMessageRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(contactMessages)
          .set({
            handledAt: handled ? sql`coalesce(${contactMessages.handledAt}, ${now.toISOString()}::timestamptz)` : null,
          })
          .where(eq(contactMessages.id, id))
          .returning();
        return row;
      });
    },

    async listRegistrations(q: TAdminFormListQuery): Promise<{ items: RegistrationRow[]; total: number }> {
      const r = courseRegistrations;
      const where: SQL[] = [];
      const search = foldedSearch(q.q, [r.firstName, r.lastName, r.email, r.phone, r.country, courses.title]);
      if (search) where.push(search);
      if (q.courseId) where.push(eq(r.courseId, q.courseId));
      const filter = where.length ? and(...where) : undefined;
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(r)
        .leftJoin(courses, eq(courses.id, r.courseId))
        .where(filter);
      const rows = await db
        .select({ registration: r, courseTitle: courses.title })
        .from(r)
        .leftJoin(courses, eq(courses.id, r.courseId))
        .where(filter)
        .orderBy(desc(r.createdAt), desc(r.id))
        .limit(q.limit ?? DEFAULT_LIMIT)
        .offset(q.offset ?? 0);
      return { items: rows.map((x) => ({ ...x.registration, courseTitle: x.courseTitle })), total: counted?.n ?? 0 };
    },
  };
}

export type FormsRepository = ReturnType<typeof createFormsRepository>;
