import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns';
import { language } from './enums';
import { courses, lectures } from './courses';
import { users } from './users';

/**
 * A learner's private note on a lecture (issue 20), at the video time it was taken (0 for text and
 * PDF lectures). The course is kept beside the lecture so a course's notes are one indexed read.
 */
export const lectureNotes = pgTable(
  'lecture_notes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull().default(0),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('lecture_notes_user_course_idx').on(t.userId, t.courseId, t.createdAt)],
);

/**
 * A learner's question on a lecture, seen by the course's enrolled learners and admins, and its
 * one answer by an admin. A hidden question is seen by admins only.
 */
export const lectureQuestions = pgTable(
  'lecture_questions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    answer: text('answer'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: tstz('answered_at'),
    hiddenAt: tstz('hidden_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('lecture_questions_lecture_idx').on(t.lectureId, t.createdAt),
    // the admins' queue: unanswered, oldest first
    index('lecture_questions_answered_idx').on(t.answeredAt, t.createdAt),
  ],
);

/** A WebVTT captions file of a video lecture, one per language. */
export const lectureCaptions = pgTable(
  'lecture_captions',
  {
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    language: language('language').notNull(),
    fileKey: text('file_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.lectureId, t.language] })],
);
