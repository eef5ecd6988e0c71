import { z } from 'zod';

/** How a CV file is laid out: the layouts that break parsers and ATS readers are named. */
export const LAYOUT_TAGS = [
  'one-column',
  'two-columns',
  'wrapped-bullets',
  'table',
  'text-box',
  'contact-in-header',
  'contact-in-footer',
  'contact-in-image',
  'date-first-headings',
  'bilingual-headings',
  'garbled-font',
  'scanned',
] as const;
export const ZLayoutTag = z.enum(LAYOUT_TAGS);
export type LayoutTag = z.infer<typeof ZLayoutTag>;

export const TIERS = ['strong', 'average', 'weak'] as const;
export const CV_LANGUAGES = ['ar', 'en', 'bilingual'] as const;
export const FORMATS = ['pdf', 'docx'] as const;

/** A month (2021-03) or a year (2019). */
const ZMonth = z.string().regex(/^(19|20)\d{2}(-(0[1-9]|1[0-2]))?$/);

export const ZTruthEntry = z.object({
  title: z.string().min(1),
  company: z.string().min(1),
  /** '' when the CV gives no dates for this job */
  from: z.union([ZMonth, z.literal('')]),
  to: z.union([ZMonth, z.literal('present'), z.literal('')]),
  bullets: z.number().int().nonnegative(),
});
export type TruthEntry = z.infer<typeof ZTruthEntry>;

/** What a careful reader finds in the file, and what a careful recruiter would and would not say about it. */
export const ZTruth = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    file: z.string().regex(/\.(pdf|docx)$/),
    language: z.enum(CV_LANGUAGES),
    format: z.enum(FORMATS),
    /** the quality of the content, whatever the layout does to it */
    tier: z.enum(TIERS),
    layout: z.array(ZLayoutTag).min(1),
    entries: z.object({
      name: z.string().min(1),
      email: z.string(),
      /** the phone number's digits (ASCII), '' when the CV has none */
      phone: z.string().regex(/^\d*$/),
      jobTitle: z.string(),
      experience: z.array(ZTruthEntry),
      education: z.number().int().nonnegative(),
      skills: z.array(z.string()),
      /** words misspelt on purpose, as written (a rewrite must not keep them) */
      typos: z.array(z.string()).default([]),
    }),
    findings: z.object({
      /** codes a careful recruiter would give this CV */
      expected: z.array(z.string()),
      /** codes that would be false for this CV */
      wrong: z.array(z.string()),
    }),
  })
  .refine((t) => !t.findings.expected.some((c) => t.findings.wrong.includes(c)), {
    message: 'a finding cannot be both expected and wrong',
  });
export type Truth = z.infer<typeof ZTruth>;
