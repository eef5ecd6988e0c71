import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { trainerSpecialty } from './enums';

export const trainers = pgTable(
  'trainers',
  {
    id: id(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    bio: text('bio').notNull().default(''),
    specialty: trainerSpecialty('specialty').notNull(),
    photoUrl: text('photo_url'),
    experienceYears: integer('experience_years').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('trainers_specialty_idx').on(t.specialty)],
);
