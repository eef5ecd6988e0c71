import { z } from 'zod';
import { ZMissingSkill, ZSkill } from './skills';
import { CAREER_VALIDATION as V } from './validation';

export const JOB_DESCRIPTION_MIN_CHARS = 80;
export const JOB_DESCRIPTION_MAX_CHARS = 20_000;

/** POST /career/reviews/:id/match: a pasted job description, Arabic or English. */
export const ZJobMatchRequest = z.object({
  jobDescription: z
    .string()
    .trim()
    .min(1, V.required)
    .min(JOB_DESCRIPTION_MIN_CHARS, V.jobDescriptionTooShort)
    .max(JOB_DESCRIPTION_MAX_CHARS, V.jobDescriptionTooLong),
});
export type TJobMatchRequest = z.infer<typeof ZJobMatchRequest>;

/** Where in the CV a keyword was found. */
export const CV_PLACES = ['title', 'summary', 'experience', 'skills', 'education', 'certifications', 'other'] as const;
export const ZCvPlace = z.enum(CV_PLACES);
export type TCvPlace = z.infer<typeof ZCvPlace>;

export const ZMatchedKeyword = z.object({ skill: ZSkill, places: z.array(ZCvPlace).min(1) });
export const ZMissingKeyword = ZMissingSkill.pick({ skill: true, courses: true });

/** The three parts of the match rate: hard skills weigh most, then soft skills, then the job title. */
export const MATCH_PARTS = ['hardSkills', 'softSkills', 'jobTitle'] as const;
export const MATCH_PART_WEIGHTS = { hardSkills: 60, softSkills: 25, jobTitle: 15 } as const;

export const ZMatchFormulaPart = z.object({
  part: z.enum(MATCH_PARTS),
  /** the part's share of the rate when the description names something of every part */
  weight: z.number().int().positive(),
  matched: z.number().int().nonnegative(),
  total: z.number().int().positive(),
});

export const ZJobMatch = z.object({
  /** round(100 × Σ weight × matched ÷ total ÷ Σ weight) over the parts the description names; 0 when it names none */
  rate: z.number().int().min(0).max(100),
  /** only the parts the description names something of */
  formula: z.array(ZMatchFormulaPart),
  language: z.enum(['ar', 'en']),
  hardSkills: z.object({ matched: z.array(ZMatchedKeyword), missing: z.array(ZMissingKeyword) }),
  softSkills: z.object({ matched: z.array(ZMatchedKeyword), missing: z.array(ZSkill) }),
  jobTitle: z.object({
    /** the title the description asks for, as written there; null when none was found */
    wanted: z.string().nullable(),
    /** the CV's title, or the past job, that matches it */
    found: z.string().nullable(),
    place: z.enum(['title', 'experience']).nullable(),
  }),
});
export type TJobMatch = z.infer<typeof ZJobMatch>;
