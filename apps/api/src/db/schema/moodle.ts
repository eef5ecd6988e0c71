import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns';
import { courses } from './courses';
import { users } from './users';

export const moodleSyncs = pgTable('moodle_syncs', {
  id: id(),
  startedAt: tstz('started_at').notNull().defaultNow(),
  finishedAt: tstz('finished_at'),
  status: text('status').notNull(),
  coursesCount: integer('courses_count'),
  error: text('error'),
  payload: jsonb('payload'),
});

export const moodleEnrolmentStatus = pgEnum('moodle_enrolment_status', ['pending', 'synced', 'failed']);

/**
 * A learner's enrolment in a course linked to Moodle, mirrored into Moodle in the background
 * (find or create the Moodle user, then enrol). Retried with backoff; the admin sees the status.
 * Workers in several processes claim rows with `locked_until`, so each row runs once at a time.
 */
export const moodleEnrolments = pgTable(
  'moodle_enrolments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    moodleCourseId: integer('moodle_course_id').notNull(),
    moodleUserId: integer('moodle_user_id'),
    status: moodleEnrolmentStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Moodle's errorcode (or ours) of lastError: the advice shown to the admin is looked up from it */
    lastErrorCode: text('last_error_code'),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: tstz('locked_until'),
    syncedAt: tstz('synced_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('moodle_enrolments_user_course_unique').on(t.userId, t.courseId),
    index('moodle_enrolments_due_idx').on(t.status, t.nextAttemptAt),
    index('moodle_enrolments_course_idx').on(t.courseId),
  ],
);
