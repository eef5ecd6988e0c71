import { z } from 'zod';
import { ZCourseCategory, ZCourseLevel, ZLanguage } from '../common/enums';
import { ZId } from '../common/ids';
import { ZIndustry } from './resume';
import { CAREER_VALIDATION as V } from './validation';

export const ZBilingualName = z.object({ ar: z.string(), en: z.string() });

/** A skill of the shipped bilingual list. */
export const ZSkill = z.object({ id: z.string(), name: ZBilingualName });
export type TSkill = z.infer<typeof ZSkill>;
export const ZSkillList = z.array(ZSkill);

/** GET /career/skills?q=: the bilingual list, searched in either language. */
export const ZSkillSearchQuery = z.object({
  q: z.string().trim().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});

/** A target role (skills analysis and interview practice). */
export const ZCareerRole = z.object({ id: z.string(), name: ZBilingualName, industry: ZIndustry });
export type TCareerRole = z.infer<typeof ZCareerRole>;
export const ZCareerRoleList = z.array(ZCareerRole);
export const ZRoleId = z
  .string()
  .trim()
  .min(1, V.required)
  .max(60)
  .regex(/^[a-z0-9-]+$/);

export const SKILL_IMPORTANCE = ['essential', 'important', 'nice'] as const;
export const ZSkillImportance = z.enum(SKILL_IMPORTANCE);

/** POST /career/skills/analyze: typed skills, and/or the skills of a saved CV or a reviewed upload. */
export const ZSkillsAnalysisRequest = z
  .object({
    roleId: ZRoleId,
    skills: z.array(z.string().trim().min(1, V.required).max(60, V.tooLong)).max(100, V.tooMany).optional(),
    resumeId: ZId.optional(),
    reviewId: ZId.optional(),
  })
  .refine((b) => (b.skills?.length ?? 0) > 0 || b.resumeId !== undefined || b.reviewId !== undefined, {
    message: V.required,
    path: ['skills'],
  });
export type TSkillsAnalysisRequest = z.infer<typeof ZSkillsAnalysisRequest>;

/** A published course of the platform that teaches a missing skill. */
export const ZCourseLink = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  category: ZCourseCategory,
  level: ZCourseLevel,
  language: ZLanguage,
});

export const ZSkillMatch = z.object({
  skill: ZSkill,
  importance: ZSkillImportance,
  weight: z.number().int().positive(),
});
export const ZMissingSkill = ZSkillMatch.extend({ courses: z.array(ZCourseLink) });

export const ZSkillsAnalysis = z.object({
  role: ZCareerRole,
  /** in order of importance, then of weight */
  matched: z.array(ZSkillMatch),
  missing: z.array(ZMissingSkill),
  /** skills of the learner that are known but not asked for by the role */
  extra: z.array(ZSkill),
  /** words the learner gave that are not in the skill list */
  unrecognized: z.array(z.string()),
  /** share of the role's weighted skills the learner has, 0..100: round(100 × weights.matched ÷ weights.total) */
  coverage: z.number().int().min(0).max(100),
  /** the formula's parts: the summed weights of the matched skills and of all the role's skills */
  weights: z.object({ matched: z.number().int().nonnegative(), total: z.number().int().nonnegative() }),
});
export type TSkillsAnalysis = z.infer<typeof ZSkillsAnalysis>;
