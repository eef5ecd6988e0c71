import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, tstz } from './columns';

export const moodleSyncs = pgTable('moodle_syncs', {
  id: id(),
  startedAt: tstz('started_at').notNull().defaultNow(),
  finishedAt: tstz('finished_at'),
  status: text('status').notNull(),
  coursesCount: integer('courses_count'),
  error: text('error'),
  payload: jsonb('payload'),
});
