import { z } from 'zod';
import { ZLanguage } from '../common/enums';
import { ZCareerLevel, ZIndustry, ZResumeContent } from './resume';

/** The four parts of the review score (SPEC section 3), 25 points each, 100 in all. */
export const REVIEW_PARTS = ['grammar', 'ats', 'content', 'achievements'] as const;
export const ZReviewPartName = z.enum(REVIEW_PARTS);
export type TReviewPartName = z.infer<typeof ZReviewPartName>;
export const REVIEW_PART_MAX = 25;

/** Peer averages by industry and level are shown once this many reviews exist for them. */
export const PEER_AVERAGE_MIN_REVIEWS = 5;

/**
 * One point lost: the line it came from (1-based in the extracted text, null when it concerns the
 * whole CV, e.g. a missing section), why, and how to fix it. `code` and `params` are stable;
 * `reason` and `fix` are written in the request's language.
 */
export const ZReviewDeduction = z.object({
  code: z.string(),
  points: z.number().positive(),
  line: z.number().int().positive().nullable(),
  excerpt: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  reason: z.string(),
  fix: z.string(),
});
export type TReviewDeduction = z.infer<typeof ZReviewDeduction>;

export const ZReviewPart = z.object({
  part: ZReviewPartName,
  score: z.number().min(0).max(REVIEW_PART_MAX),
  max: z.literal(REVIEW_PART_MAX),
  deductions: z.array(ZReviewDeduction),
});
export type TReviewPart = z.infer<typeof ZReviewPart>;

export const ZAverage = z.object({
  /** null while there are no reviews to average */
  score: z.number().nullable(),
  count: z.number().int().nonnegative(),
});
export const ZPeerAverage = ZAverage.extend({
  industry: ZIndustry,
  level: ZCareerLevel,
  /** false until PEER_AVERAGE_MIN_REVIEWS reviews exist for this industry and level (score is then null) */
  enough: z.boolean(),
});

/** A section the parser recognised: its kind and the heading line as written. */
export const RESUME_SECTIONS = [
  'summary',
  'experience',
  'education',
  'skills',
  'certifications',
  'languages',
  'links',
  'projects',
  'other',
] as const;
export const ZResumeSectionKind = z.enum(RESUME_SECTIONS);
export const ZParsedSection = z.object({
  kind: ZResumeSectionKind,
  heading: z.string(),
  line: z.number().int().positive(),
});

/** What the parser understood of the uploaded file. */
export const ZParsedResume = z.object({
  language: ZLanguage,
  pages: z.number().int().nonnegative(),
  /** the layout looked like two columns (read column by column) */
  columns: z.union([z.literal(1), z.literal(2)]),
  sections: z.array(ZParsedSection),
  data: ZResumeContent,
  /** the extracted text, one entry per line; deductions point into it */
  lines: z.array(z.string()),
  /** set when the text was read from page images by OCR (a scanned CV): the mean word confidence, 0..100; absent in older reviews */
  ocr: z
    .object({ confidence: z.number().min(0).max(100) })
    .nullable()
    .optional(),
});
export type TParsedResume = z.infer<typeof ZParsedResume>;

export const REVIEW_FILE_TYPES = ['pdf', 'docx'] as const;

/** POST /career/reviews answers this (201 new, 200 when the same file was already reviewed). */
export const ZReview = z.object({
  _id: z.string(),
  createdAt: z.string(),
  fileName: z.string(),
  fileType: z.enum(REVIEW_FILE_TYPES),
  industry: ZIndustry.nullable(),
  level: ZCareerLevel.nullable(),
  /** 0..100, the sum of the parts */
  score: z.number().int().min(0).max(100),
  parts: z.array(ZReviewPart).length(4),
  average: z.object({ overall: ZAverage, peer: ZPeerAverage.nullable() }),
  parsed: ZParsedResume,
});
export type TReview = z.infer<typeof ZReview>;

export const ZReviewSummary = z.object({
  _id: z.string(),
  createdAt: z.string(),
  fileName: z.string(),
  score: z.number().int(),
  industry: ZIndustry.nullable(),
  level: ZCareerLevel.nullable(),
  language: ZLanguage,
});
export const ZReviewList = z.array(ZReviewSummary);

/**
 * The text fields sent with the file in POST /career/reviews (multipart/form-data, field `file`):
 * the learner's industry and level choose the peer average shown beside the score.
 */
export const ZReviewUploadFields = z.object({
  industry: ZIndustry.optional(),
  level: ZCareerLevel.optional(),
});

/** GET /career/reviews/average: the averages a learner's score is compared with. */
export const ZReviewAverageQuery = z.object({ industry: ZIndustry.optional(), level: ZCareerLevel.optional() });
export const ZReviewAverages = z.object({ overall: ZAverage, peer: ZPeerAverage.nullable() });
