import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { courses } from './courses';

/** One row per visitor per day; the hash uses a salt that changes daily, so no cookie is needed. */
export const visitorDays = pgTable(
  'visitor_days',
  {
    id: id(),
    day: date('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [uniqueIndex('visitor_days_day_hash_unique').on(t.day, t.visitorHash)],
);

/**
 * Who viewed which course page on a day, as the course view counter's keyed hash (visitor, course,
 * Africa/Cairo day; no cookie, nothing about the person): the unique index makes a view count once
 * across every process (issue 32). Days past are pruned.
 */
export const courseViewVisitors = pgTable(
  'course_view_visitors',
  {
    day: date('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorHash] })],
);

/**
 * The dashboard's funnel (issue 23, docs/decisions/004's way: no cookie, no personal data): per
 * course and Africa/Cairo day, the course page's views (one per visitor, course and day, counted in
 * memory and added in batches) and the checkouts started (a new order, or a free course's
 * enrolment, added by the same write). The third step, paid, comes from the orders themselves.
 */
export const courseFunnelDays = pgTable(
  'course_funnel_days',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
    checkouts: integer('checkouts').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.day] }),
    index('course_funnel_days_day_idx').on(t.day),
    check('course_funnel_days_counts_nonnegative', sql`${t.views} >= 0 and ${t.checkouts} >= 0`),
  ],
);

/**
 * The same counts per course and calendar month (its first day), kept by the same writes: a range
 * of months reads these instead of a row per course and day (about 700,000 for a year of a
 * 10,000-course catalog), and only its partial months at either end read `course_funnel_days`.
 */
export const courseFunnelMonths = pgTable(
  'course_funnel_months',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    views: integer('views').notNull().default(0),
    checkouts: integer('checkouts').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.month] }),
    index('course_funnel_months_month_idx').on(t.month),
    check('course_funnel_months_first_day', sql`extract(day from ${t.month}) = 1`),
    check('course_funnel_months_counts_nonnegative', sql`${t.views} >= 0 and ${t.checkouts} >= 0`),
  ],
);
