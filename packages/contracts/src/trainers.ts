import { z } from 'zod';
import { ZTrainerSpecialty } from './common/enums';
import { ZCourseSummary } from './courses';
import { VALIDATION } from './validation';

const ZText = (max: number) =>
  z.string({ error: VALIDATION.required }).trim().min(1, VALIDATION.required).max(max, VALIDATION.tooLong);

/** A trainer as lists show it (GET /trainers). */
export const ZTrainer = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  specialty: ZTrainerSpecialty,
  photoUrl: z.string().nullable(),
  experienceYears: z.number().int().nonnegative(),
  /** published courses only */
  coursesCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTrainer = z.infer<typeof ZTrainer>;
export const ZTrainerList = z.array(ZTrainer);

/** GET /trainers/{id}: the profile with the trainer's published courses. */
export const ZTrainerDetails = ZTrainer.extend({ courses: z.array(ZCourseSummary) });
export type TTrainerDetails = z.infer<typeof ZTrainerDetails>;

/** GET /trainers: an array; the total before paging is in X-Total-Count. */
export const ZTrainerListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  specialty: ZTrainerSpecialty.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type TTrainerListQuery = z.infer<typeof ZTrainerListQuery>;

/** POST /trainers (admin). The photo is uploaded separately (POST /trainers/{id}/photo). */
export const ZCreateTrainerRequest = z.object({
  name: ZText(120),
  title: ZText(160),
  bio: z.string().trim().max(5000, VALIDATION.tooLong).default(''),
  specialty: ZTrainerSpecialty,
  experienceYears: z.coerce.number().int().min(0).max(80).default(0),
});
export type TCreateTrainerRequest = z.input<typeof ZCreateTrainerRequest>;

/** PATCH /trainers/{id} (admin): any subset of the fields. */
export const ZUpdateTrainerRequest = z
  .object({
    name: ZText(120),
    title: ZText(160),
    bio: z.string().trim().max(5000, VALIDATION.tooLong),
    specialty: ZTrainerSpecialty,
    experienceYears: z.coerce.number().int().min(0).max(80),
  })
  .partial();
export type TUpdateTrainerRequest = z.infer<typeof ZUpdateTrainerRequest>;
