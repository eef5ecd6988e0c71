import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns';
import { courses } from './courses';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    handledAt: tstz('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const courseRegistrations = pgTable(
  'course_registrations',
  {
    id: id(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    country: text('country').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('course_registrations_course_idx').on(t.courseId, t.createdAt)],
);
