import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns';
import { language } from './enums';
import { users } from './users';

export const resumes = pgTable(
  'resumes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    language: language('language').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('resumes_user_idx').on(t.userId, t.updatedAt)],
);

export const resumeReviews = pgTable(
  'resume_reviews',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    parts: jsonb('parts').$type<Record<string, unknown>>().notNull(),
    industry: text('industry'),
    level: text('level'),
    /** hash of the extracted text: the same CV always gets the same stored score */
    textHash: text('text_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('resume_reviews_user_idx').on(t.userId),
    index('resume_reviews_industry_level_idx').on(t.industry, t.level),
  ],
);

export const interviewSessions = pgTable(
  'interview_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    level: text('level').notNull(),
    language: language('language').notNull(),
    questions: jsonb('questions').$type<unknown[]>().notNull().default([]),
    answers: jsonb('answers').$type<unknown[]>().notNull().default([]),
    score: integer('score'),
    completedAt: tstz('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('interview_sessions_user_idx').on(t.userId, t.createdAt)],
);
