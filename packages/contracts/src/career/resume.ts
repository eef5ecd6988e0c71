import { z } from 'zod';
import { ZLanguage } from '../common/enums';
import { CAREER_VALIDATION as V } from './validation';

export const CAREER_LEVELS = ['entry', 'junior', 'mid', 'senior', 'manager'] as const;
export const ZCareerLevel = z.enum(CAREER_LEVELS);
export type TCareerLevel = z.infer<typeof ZCareerLevel>;

export const INDUSTRIES = [
  'technology',
  'data',
  'design',
  'marketing',
  'sales',
  'finance',
  'human-resources',
  'education',
  'healthcare',
  'engineering',
  'customer-service',
  'operations',
  'other',
] as const;
export const ZIndustry = z.enum(INDUSTRIES);
export type TIndustry = z.infer<typeof ZIndustry>;

export const LANGUAGE_PROFICIENCIES = ['native', 'fluent', 'advanced', 'intermediate', 'basic'] as const;
export const ZLanguageProficiency = z.enum(LANGUAGE_PROFICIENCIES);

const text = (max: number) => z.string().trim().max(max, V.tooLong);
const required = (max: number) => z.string({ error: V.required }).trim().min(1, V.required).max(max, V.tooLong);
const orEmpty = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

/** A year (2024) or a month (2024-05); Arabic-Indic digits are converted by the API's parser, not here. */
export const ZResumeDate = orEmpty(
  z
    .string()
    .trim()
    .regex(/^(19|20)\d{2}(-(0[1-9]|1[0-2]))?$/, V.monthInvalid),
).default('');
export const ZResumeEmail = orEmpty(z.string().trim().max(254, V.emailInvalid).pipe(z.email(V.emailInvalid)));
/** +20 10 1234 5678, 0501234567, (02) 2345-6789...: 7 to 15 digits with the usual separators */
export const ZResumePhone = orEmpty(
  z
    .string()
    .trim()
    .max(30, V.phoneInvalid)
    .regex(/^\+?[\d\u0660-\u0669\s().-]{7,30}$/, V.phoneInvalid)
    .refine(
      (v) => (v.match(/[\d\u0660-\u0669]/g) ?? []).length >= 7 && (v.match(/[\d\u0660-\u0669]/g) ?? []).length <= 15,
      V.phoneInvalid,
    ),
);
export const ZResumeUrl = orEmpty(
  z
    .string()
    .trim()
    .max(500, V.urlInvalid)
    .pipe(z.url({ protocol: /^https?$/, error: V.urlInvalid })),
);

/** SPEC section 3: links (website, url). `website` names the site: LinkedIn, GitHub, portfolio... */
export const ZResumeLink = z.object({ website: text(60).default(''), url: ZResumeUrl.default('') });

/** SPEC section 3: experience. With `stillWorking` the end date is ignored (and stored empty). */
export const ZResumeExperience = z
  .object({
    company: text(120).default(''),
    jobTitle: text(120).default(''),
    from: ZResumeDate,
    to: ZResumeDate,
    stillWorking: z.boolean().default(false),
    description: text(4000).default(''),
  })
  .transform((e) => (e.stillWorking ? { ...e, to: '' } : e))
  .refine((e) => !e.from || !e.to || e.to >= e.from, { message: V.endBeforeStart, path: ['to'] });

export const ZResumeEducation = z.object({
  institute: text(160).default(''),
  degree: text(160).default(''),
  date: ZResumeDate,
  description: text(2000).default(''),
});

export const ZResumeCertification = z.object({
  name: text(160).default(''),
  institute: text(160).default(''),
  date: ZResumeDate,
  description: text(2000).default(''),
  link: ZResumeUrl.default(''),
});

export const ZResumeLanguageItem = z.object({
  name: text(60).default(''),
  proficiency: orEmpty(ZLanguageProficiency).default(''),
});

/** The fields of a CV without defaults: a PATCH names only what it changes. */
const RESUME_FIELDS = {
  name: text(100),
  email: ZResumeEmail,
  phone: ZResumePhone,
  address: text(200),
  jobTitle: text(120),
  industry: orEmpty(ZIndustry),
  level: orEmpty(ZCareerLevel),
  summary: text(2000),
  links: z.array(ZResumeLink).max(10, V.tooMany),
  experience: z.array(ZResumeExperience).max(30, V.tooMany),
  education: z.array(ZResumeEducation).max(20, V.tooMany),
  certifications: z.array(ZResumeCertification).max(30, V.tooMany),
  skills: z.array(text(60).min(1, V.required)).max(100, V.tooMany),
  languages: z.array(ZResumeLanguageItem).max(20, V.tooMany),
};

/**
 * The content of a CV (SPEC section 3). Every field may be empty: drafts are saved as the
 * learner goes; the wizard's step schemas below say what a step needs before moving on.
 */
export const ZResumeData = z.object({
  name: RESUME_FIELDS.name.default(''),
  email: RESUME_FIELDS.email.default(''),
  phone: RESUME_FIELDS.phone.default(''),
  address: RESUME_FIELDS.address.default(''),
  jobTitle: RESUME_FIELDS.jobTitle.default(''),
  industry: RESUME_FIELDS.industry.default(''),
  level: RESUME_FIELDS.level.default(''),
  summary: RESUME_FIELDS.summary.default(''),
  links: RESUME_FIELDS.links.default([]),
  experience: RESUME_FIELDS.experience.default([]),
  education: RESUME_FIELDS.education.default([]),
  certifications: RESUME_FIELDS.certifications.default([]),
  skills: RESUME_FIELDS.skills.default([]),
  languages: RESUME_FIELDS.languages.default([]),
});
/** Only the keys given; each replaces the stored one. */
export const ZResumeDataPatch = z.object(RESUME_FIELDS).partial();
export type TResumeData = z.output<typeof ZResumeData>;
export type TResumeDataInput = z.input<typeof ZResumeData>;
export type TResumeExperience = z.output<typeof ZResumeExperience>;

/** Wizard step "personal info": what must be there before the next step. */
export const ZResumePersonalStep = z.object({
  name: required(100),
  email: z
    .string({ error: V.required })
    .trim()
    .min(1, V.required)
    .max(254, V.emailInvalid)
    .pipe(z.email(V.emailInvalid)),
  phone: ZResumePhone.default(''),
  address: text(200).default(''),
  jobTitle: required(120),
  industry: orEmpty(ZIndustry).default(''),
  level: orEmpty(ZCareerLevel).default(''),
  summary: text(2000).default(''),
});
/** Wizard steps with lists: an item that is added must have its main fields. */
export const ZResumeExperienceStep = z.array(
  ZResumeExperience.refine((e) => e.company !== '' && e.jobTitle !== '', { message: V.required, path: ['company'] }),
);
export const ZResumeEducationStep = z.array(
  ZResumeEducation.refine((e) => e.institute !== '', { message: V.required, path: ['institute'] }),
);
export const ZResumeCertificationStep = z.array(
  ZResumeCertification.refine((c) => c.name !== '', { message: V.required, path: ['name'] }),
);

export const RESUME_WIZARD_STEPS = [
  'language',
  'personal',
  'links',
  'experience',
  'education',
  'certifications',
  'skills',
  'languages',
] as const;
export type TResumeWizardStep = (typeof RESUME_WIZARD_STEPS)[number];

const blankOr = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);
/**
 * The content of a CV as the API answers it: the same fields as ZResumeData without its input
 * rules (the response is checked on the way out, and input transforms cannot run backwards).
 */
export const ZResumeContent = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  jobTitle: z.string(),
  industry: blankOr(ZIndustry),
  level: blankOr(ZCareerLevel),
  summary: z.string(),
  links: z.array(z.object({ website: z.string(), url: z.string() })),
  experience: z.array(
    z.object({
      company: z.string(),
      jobTitle: z.string(),
      from: z.string(),
      to: z.string(),
      stillWorking: z.boolean(),
      description: z.string(),
    }),
  ),
  education: z.array(
    z.object({ institute: z.string(), degree: z.string(), date: z.string(), description: z.string() }),
  ),
  certifications: z.array(
    z.object({ name: z.string(), institute: z.string(), date: z.string(), description: z.string(), link: z.string() }),
  ),
  skills: z.array(z.string()),
  languages: z.array(z.object({ name: z.string(), proficiency: blankOr(ZLanguageProficiency) })),
});
export type TResumeContent = z.infer<typeof ZResumeContent>;

/** A saved CV. `language` sets its direction (ar: right-to-left). */
export const ZResume = z.object({
  _id: z.string(),
  title: z.string(),
  language: ZLanguage,
  data: ZResumeContent,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TResume = z.infer<typeof ZResume>;

export const ZResumeSummary = z.object({
  _id: z.string(),
  title: z.string(),
  language: ZLanguage,
  name: z.string(),
  jobTitle: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TResumeSummary = z.infer<typeof ZResumeSummary>;
export const ZResumeList = z.array(ZResumeSummary);

/** POST /career/resumes: a new draft; `data` may be partial or absent. */
export const ZCreateResumeRequest = z.object({
  title: text(120).optional(),
  language: ZLanguage,
  data: ZResumeDataPatch.optional(),
});
export type TCreateResumeRequest = z.input<typeof ZCreateResumeRequest>;

/** PATCH /career/resumes/{id}: the draft as the learner goes; each key of `data` given replaces it. */
export const ZUpdateResumeRequest = z
  .object({ title: text(120).min(1, V.required), language: ZLanguage, data: ZResumeDataPatch })
  .partial()
  .refine(
    (b) =>
      b.title !== undefined || b.language !== undefined || (b.data !== undefined && Object.keys(b.data).length > 0),
    {
      message: V.nothingToChange,
    },
  );
export type TUpdateResumeRequest = z.input<typeof ZUpdateResumeRequest>;

/** Download formats of a saved CV. */
export const RESUME_EXPORT_FORMATS = ['pdf', 'docx'] as const;
