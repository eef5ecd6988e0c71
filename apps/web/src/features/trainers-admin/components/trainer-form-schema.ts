import { VALIDATION, ZTrainerSpecialty, type TTrainer } from '@masar/contracts';
import { z } from 'zod';
import type { TTrainerBody } from '../api/save-trainer';

/** The contract's trainer rules, with the years as typed. */
export const ZTrainerForm = z.object({
  name: z.string().trim().min(1, VALIDATION.required).max(120, VALIDATION.tooLong),
  title: z.string().trim().min(1, VALIDATION.required).max(160, VALIDATION.tooLong),
  bio: z.string().trim().max(5000, VALIDATION.tooLong),
  specialty: ZTrainerSpecialty,
  experienceYears: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, 'trainers.yearsInvalid')
    .refine((value) => Number(value) <= 80, 'trainers.yearsInvalid'),
});
export type TTrainerFormValues = z.infer<typeof ZTrainerForm>;

export function toTrainerBody(values: TTrainerFormValues): TTrainerBody {
  return {
    name: values.name.trim(),
    title: values.title.trim(),
    bio: values.bio.trim(),
    specialty: values.specialty,
    experienceYears: Number(values.experienceYears),
  };
}

export function toTrainerValues(trainer: TTrainer | null): TTrainerFormValues {
  return {
    name: trainer?.name ?? '',
    title: trainer?.title ?? '',
    bio: trainer?.bio ?? '',
    specialty: trainer?.specialty ?? 'tech',
    experienceYears: String(trainer?.experienceYears ?? 0),
  };
}
