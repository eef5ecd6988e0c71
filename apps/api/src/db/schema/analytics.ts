import { date, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';

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
