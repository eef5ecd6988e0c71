import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns';
import { language } from './enums';
import { courses, lectures } from './courses';
import { orders } from './commerce';
import { users } from './users';

export const enrolments = pgTable(
  'enrolments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    progressPercent: integer('progress_percent').notNull().default(0),
    completedAt: tstz('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('enrolments_user_course_unique').on(t.userId, t.courseId),
    index('enrolments_course_idx').on(t.courseId),
    // the dashboard's enrolments over time (issue 23)
    index('enrolments_created_idx').on(t.createdAt),
  ],
);

export const lectureProgress = pgTable(
  'lecture_progress',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull().default(0),
    /** merged [start, end) second ranges actually watched: completion counts unique seconds */
    watchedRanges: jsonb('watched_ranges').$type<Array<[number, number]>>().notNull().default([]),
    completedAt: tstz('completed_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lecture_progress_user_lecture_unique').on(t.userId, t.lectureId),
    // the dashboard's active learners (issue 23): who watched in a range
    index('lecture_progress_updated_idx').on(t.updatedAt, t.userId),
  ],
);

/**
 * A learner's playback of one lecture (issue 16): it begins when the learner is first handed the
 * lecture's signed media URL; a URL asked for again while the playback is alive (an expired URL, a
 * second device) continues it, one asked for after a quiet spell longer than the URL's lifetime
 * begins a new one. Watched seconds cannot be credited from before the playback began.
 */
export const playbackSessions = pgTable(
  'playback_sessions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    startedAt: tstz('started_at').notNull(),
    /** the last media URL or progress report of this playback */
    seenAt: tstz('seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lectureId] })],
);

/**
 * One per learner: the wall-clock moment up to which watching credit has been used. A person plays
 * one video at a time, so every lecture's credit draws on the same time (at the fastest playback
 * rate); it may run a few seconds ahead of now, by the slack a report may use.
 */
export const watchClocks = pgTable('watch_clocks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  creditedUntil: tstz('credited_until').notNull(),
});

export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    code: text('code').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    // Snapshots: the verification page shows what was certified even if names change later.
    learnerName: text('learner_name').notNull(),
    courseTitle: text('course_title').notNull(),
    trainerName: text('trainer_name'),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    /** the best score of the course's final exam when issued; null for a course without one */
    examScorePercent: integer('exam_score_percent'),
    language: language('language').notNull(),
    issuedAt: tstz('issued_at').notNull().defaultNow(),
    revokedAt: tstz('revoked_at'),
    /** why an admin revoked it: for the admins only, the public record shows the date */
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    uniqueIndex('certificates_code_unique').on(t.code),
    uniqueIndex('certificates_user_course_unique').on(t.userId, t.courseId),
    // the admin list pages newest first
    index('certificates_issued_idx').on(t.issuedAt),
  ],
);
