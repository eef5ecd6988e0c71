import type { TTrainer } from '@masar/contracts';
import type { trainers } from '#src/db/schema/index';

export type TrainerRow = typeof trainers.$inferSelect;

export function toTrainer(t: TrainerRow, coursesCount: number): TTrainer {
  return {
    _id: t.id,
    name: t.name,
    title: t.title,
    bio: t.bio,
    specialty: t.specialty,
    photoUrl: t.photoUrl,
    experienceYears: t.experienceYears,
    coursesCount,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}
