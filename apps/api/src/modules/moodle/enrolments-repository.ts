import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { TMoodleEnrolment, TMoodleEnrolmentListQuery } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { courses, moodleEnrolments, users } from '#src/db/schema/index';
import type { Lang } from '#src/lib/error-messages';
import { adviceFor } from './messages';

export type EnrolmentRow = typeof moodleEnrolments.$inferSelect;

const t = moodleEnrolments;

/**
 * moodle_enrolments: the queue of learners to mirror into Moodle, and its history. Every time it
 * writes or compares comes from one clock (`now`), never the database's own: two clocks made a
 * row queued this very millisecond look not yet due.
 */
export function createEnrolmentsRepository(db: Database, now: () => Date = () => new Date()) {
  return {
    /** the learner an enrolment is mirrored for */
    async user(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      return user;
    },

    /** (Re)queues one learner's enrolment; an already synced one stays synced unless the Moodle course changed. */
    async upsertPending(userId: string, courseId: string, moodleCourseId: number): Promise<void> {
      const at = now();
      await db
        .insert(t)
        .values({ userId, courseId, moodleCourseId, nextAttemptAt: at })
        .onConflictDoUpdate({
          target: [t.userId, t.courseId],
          set: {
            moodleCourseId,
            status: 'pending',
            attempts: 0,
            lastError: null,
            lastErrorCode: null,
            nextAttemptAt: at,
            lockedUntil: null,
          },
          setWhere: or(ne(t.status, 'synced'), ne(t.moodleCourseId, moodleCourseId)),
        });
    },

    /** Every enrolment in a linked course gets a row, whoever created the enrolment and however. */
    async reconcile(): Promise<void> {
      await db.execute(sql`
        insert into moodle_enrolments (user_id, course_id, moodle_course_id, next_attempt_at)
        select e.user_id, e.course_id, c.moodle_course_id, ${now()}::timestamptz
        from enrolments e join courses c on c.id = e.course_id
        where c.moodle_course_id is not null
        on conflict (user_id, course_id) do nothing`);
    },

    /** A course linked to another Moodle course (or unlinked): its learners follow. */
    async relink(courseId: string, moodleCourseId: number | null): Promise<void> {
      if (moodleCourseId === null) {
        await db.delete(t).where(and(eq(t.courseId, courseId), ne(t.status, 'synced')));
        return;
      }
      await db
        .update(t)
        .set({
          moodleCourseId,
          status: 'pending',
          attempts: 0,
          lastError: null,
          lastErrorCode: null,
          nextAttemptAt: now(),
          lockedUntil: null,
          syncedAt: null,
        })
        .where(and(eq(t.courseId, courseId), ne(t.moodleCourseId, moodleCourseId)));
    },

    /**
     * Claims the next due row for `lockMs` (counting the attempt). FOR UPDATE SKIP LOCKED and the
     * lock time let several processes work the queue without running a row twice at once.
     */
    async claimDue(lockMs: number): Promise<EnrolmentRow | undefined> {
      const at = now();
      const [row] = await db
        .update(t)
        .set({ lockedUntil: new Date(at.getTime() + lockMs), attempts: sql`${t.attempts} + 1` })
        .where(
          eq(
            t.id,
            sql`(select id from moodle_enrolments where status = 'pending' and next_attempt_at <= ${at}::timestamptz
                 and (locked_until is null or locked_until < ${at}::timestamptz) order by next_attempt_at limit 1 for update skip locked)`,
          ),
        )
        .returning();
      return row;
    },

    async markSynced(id: string, moodleUserId: number): Promise<void> {
      await db
        .update(t)
        .set({
          status: 'synced',
          moodleUserId,
          syncedAt: now(),
          lastError: null,
          lastErrorCode: null,
          lockedUntil: null,
        })
        .where(eq(t.id, id));
    },

    /** `nextAttemptAt` null: no more retries, the row is failed until an admin retries it. */
    async markAttemptFailed(
      id: string,
      error: { message: string; code: string | null },
      nextAttemptAt: Date | null,
      moodleUserId: number | null,
    ): Promise<void> {
      await db
        .update(t)
        .set({
          status: nextAttemptAt ? 'pending' : 'failed',
          lastError: error.message.slice(0, 1000),
          lastErrorCode: error.code?.slice(0, 100) ?? null,
          lockedUntil: null,
          moodleUserId,
          ...(nextAttemptAt ? { nextAttemptAt } : {}),
        })
        .where(eq(t.id, id));
    },

    async retry(id: string): Promise<boolean> {
      const rows = await db
        .update(t)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: now(), lockedUntil: null })
        .where(and(eq(t.id, id), ne(t.status, 'synced')))
        .returning({ id: t.id });
      return rows.length > 0;
    },

    async exists(id: string): Promise<boolean> {
      return (await db.$count(t, eq(t.id, id))) > 0;
    },

    async list(q: TMoodleEnrolmentListQuery, lang: Lang): Promise<{ items: TMoodleEnrolment[]; total: number }> {
      const where = q.status ? eq(t.status, q.status) : undefined;
      const total = await db.$count(t, where);
      const rows = await db
        .select({
          row: t,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          title: courses.title,
        })
        .from(t)
        .innerJoin(users, eq(users.id, t.userId))
        .innerJoin(courses, eq(courses.id, t.courseId))
        .where(where)
        .orderBy(desc(t.updatedAt), asc(t.id))
        .limit(q.limit ?? 20)
        .offset(q.offset ?? 0);
      const items = rows.map(({ row, email, firstName, lastName, title }) => ({
        _id: row.id,
        userId: row.userId,
        userEmail: email,
        userName: `${firstName} ${lastName}`.trim(),
        courseId: row.courseId,
        courseTitle: title,
        moodleCourseId: row.moodleCourseId,
        moodleUserId: row.moodleUserId,
        status: row.status,
        attempts: row.attempts,
        lastError: row.lastError,
        advice: row.lastError ? adviceFor(row.lastErrorCode, lang) : null,
        nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
        syncedAt: row.syncedAt?.toISOString() ?? null,
        updatedAt: row.updatedAt.toISOString(),
      }));
      return { items, total };
    },
  };
}

export type EnrolmentsRepository = ReturnType<typeof createEnrolmentsRepository>;
