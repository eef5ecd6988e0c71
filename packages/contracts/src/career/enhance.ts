import { z } from 'zod';
import { ZLanguage } from '../common/enums';
import { ZId } from '../common/ids';
import { CAREER_VALIDATION as V } from './validation';

/**
 * Where a rewrite goes: the summary, or one line of one experience's description
 * (`index` is the experience, `line` the line of its description, both from 0).
 */
export const ZEnhanceTarget = z.discriminatedUnion('section', [
  z.object({ section: z.literal('summary') }),
  z.object({
    section: z.literal('experience'),
    index: z.number().int().min(0).max(29),
    line: z.number().int().min(0).max(99),
  }),
]);
export type TEnhanceTarget = z.infer<typeof ZEnhanceTarget>;

/** The CV to improve: a saved one or an uploaded one that was reviewed. */
const source = {
  resumeId: ZId.optional(),
  reviewId: ZId.optional(),
};
const oneSource = (b: { resumeId?: string; reviewId?: string }) =>
  (b.resumeId === undefined) !== (b.reviewId === undefined);

/** POST /career/enhance */
export const ZEnhanceRequest = z.object(source).refine(oneSource, { message: V.oneSource });
export type TEnhanceRequest = z.infer<typeof ZEnhanceRequest>;

export const ENHANCE_ENGINES = ['builtin', 'llm'] as const;

export const ZEnhanceSuggestion = z.object({
  /** stable for the same line and rewrite */
  id: z.string(),
  target: ZEnhanceTarget,
  original: z.string(),
  suggested: z.string(),
  engine: z.enum(ENHANCE_ENGINES),
  /** why it is better, in the request's language */
  reasons: z.array(z.string()),
  /** the rewrite holds a placeholder such as [X%] for a figure only the learner knows */
  needsFigures: z.boolean(),
  /** what to fill in, in the CV's language (e.g. "By how much did sales grow?") */
  questions: z.array(z.string()),
});
export type TEnhanceSuggestion = z.infer<typeof ZEnhanceSuggestion>;

export const ZEnhanceResult = z.object({
  language: ZLanguage,
  engine: z.enum(ENHANCE_ENGINES),
  llm: z.object({
    /** LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are set */
    configured: z.boolean(),
    /** the model answered and at least one of its rewrites was kept */
    used: z.boolean(),
    /** rewrites refused because they added employers, dates or numbers not in the source */
    rejected: z.number().int().nonnegative(),
    /** the model failed or timed out and the built-in engine answered */
    fellBack: z.boolean(),
  }),
  suggestions: z.array(ZEnhanceSuggestion),
});
export type TEnhanceResult = z.infer<typeof ZEnhanceResult>;

/** POST /career/enhance/apply: the accepted rewrites (possibly edited) go into a NEW CV. */
export const ZApplyEnhanceRequest = z
  .object({
    ...source,
    title: z.string().trim().min(1, V.required).max(120, V.tooLong).optional(),
    accepted: z
      .array(z.object({ target: ZEnhanceTarget, text: z.string().trim().min(1, V.required).max(2000, V.tooLong) }))
      .min(1, V.required)
      .max(200, V.tooMany),
  })
  .refine(oneSource, { message: V.oneSource });
export type TApplyEnhanceRequest = z.infer<typeof ZApplyEnhanceRequest>;
