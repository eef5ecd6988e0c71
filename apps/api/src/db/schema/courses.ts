import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns';
import { courseCategory, courseLevel, courseStatus, language, lectureKind } from './enums';
import { trainers } from './trainers';

export const courses = pgTable(
  'courses',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: courseCategory('category').notNull(),
    level: courseLevel('level').notNull(),
    language: language('language').notNull(),
    /** integer minor units (piastres for EGP) */
    priceAmount: integer('price_amount').notNull(),
    priceCurrency: text('price_currency').notNull(),
    imageUrl: text('image_url'),
    syllabusFileKey: text('syllabus_file_key'),
    whatYouWillLearn: jsonb('what_you_will_learn').$type<string[]>().notNull().default([]),
    status: courseStatus('status').notNull().default('draft'),
    publishedAt: tstz('published_at'),
    trainerId: uuid('trainer_id').references(() => trainers.id, { onDelete: 'set null' }),
    /** normalizeForSearch(title + description + trainer name + category), kept by writers */
    searchText: text('search_text').notNull().default(''),
    moodleCourseId: integer('moodle_course_id'),
    // Denormalized so the catalog is one indexed scan; recomputed from rows by course-stats.
    studentsCount: integer('students_count').notNull().default(0),
    lecturesCount: integer('lectures_count').notNull().default(0),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    ratingAvg: doublePrecision('rating_avg').notNull().default(0),
    ratingsCount: integer('ratings_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('courses_slug_unique').on(t.slug),
    index('courses_status_students_idx').on(t.status, t.studentsCount),
    index('courses_status_published_idx').on(t.status, t.publishedAt),
    index('courses_status_price_idx').on(t.status, t.priceAmount),
    index('courses_category_level_idx').on(t.category, t.level),
    index('courses_trainer_idx').on(t.trainerId),
    check('courses_price_nonnegative', sql`${t.priceAmount} >= 0`),
  ],
);

export const courseUnits = pgTable(
  'course_units',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('course_units_course_pos_idx').on(t.courseId, t.position)],
);

export const courseSections = pgTable(
  'course_sections',
  {
    id: id(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => courseUnits.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('course_sections_unit_pos_idx').on(t.unitId, t.position)],
);

export const lectures = pgTable(
  'lectures',
  {
    id: id(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    kind: lectureKind('kind').notNull(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    videoFileKey: text('video_file_key'),
    attachmentFileKey: text('attachment_file_key'),
    body: text('body'),
    isPreview: boolean('is_preview').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('lectures_section_pos_idx').on(t.sectionId, t.position)],
);
