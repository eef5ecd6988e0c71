import { z } from 'zod';
import { VALIDATION } from './validation';

/** Issue 20: a learner's notes and questions on lectures, and lecture captions. */

const ZText = (max: number) => z.string().trim().min(1, VALIDATION.required).max(max, VALIDATION.tooLong);

/** Seconds into the video where a note was taken (0 for text and PDF lectures). */
const ZPosition = z.number().int().min(0).max(86_400);

export const ZNoteRequest = z.object({ body: ZText(5000), positionSeconds: ZPosition.default(0) });
export type TNoteRequest = z.input<typeof ZNoteRequest>;
export const ZNoteUpdate = z
  .object({ body: ZText(5000).optional(), positionSeconds: ZPosition.optional() })
  .refine((v) => v.body !== undefined || v.positionSeconds !== undefined, { message: VALIDATION.required });
export type TNoteUpdate = z.input<typeof ZNoteUpdate>;

export const ZNote = z.object({
  _id: z.string(),
  courseId: z.string(),
  lectureId: z.string(),
  lectureTitle: z.string(),
  positionSeconds: z.number().int(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TNote = z.infer<typeof ZNote>;
export const ZNoteList = z.array(ZNote);

export const ZNotesExportQuery = z.object({ format: z.enum(['md', 'csv']).optional() });

export const ZQuestionRequest = z.object({ body: ZText(2000) });
export type TQuestionRequest = z.input<typeof ZQuestionRequest>;
export const ZAnswerRequest = z.object({ answer: ZText(5000) });
export type TAnswerRequest = z.input<typeof ZAnswerRequest>;
export const ZQuestionHiddenRequest = z.object({ hidden: z.boolean() });

export const ZQuestion = z.object({
  _id: z.string(),
  courseId: z.string(),
  lectureId: z.string(),
  body: z.string(),
  /** first name and an initial, as on reviews */
  author: z.object({ name: z.string() }),
  mine: z.boolean(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** always false for learners: they never see hidden questions */
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type TQuestion = z.infer<typeof ZQuestion>;
export const ZQuestionList = z.array(ZQuestion);

/** The admins' queue: a question with where it was asked. */
export const ZQueuedQuestion = ZQuestion.extend({ courseTitle: z.string(), lectureTitle: z.string() });
export type TQueuedQuestion = z.infer<typeof ZQueuedQuestion>;
export const ZQuestionQueueQuery = z.object({
  status: z.enum(['unanswered', 'answered', 'all']).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
});
export type TQuestionQueueQuery = z.infer<typeof ZQuestionQueueQuery>;
export const ZQuestionQueue = z.object({ total: z.number().int(), items: z.array(ZQueuedQuestion) });
export type TQuestionQueue = z.infer<typeof ZQuestionQueue>;

export const CAPTION_LANGUAGES = ['ar', 'en'] as const;
export const ZCaptionLanguage = z.enum(CAPTION_LANGUAGES);
export type TCaptionLanguage = z.infer<typeof ZCaptionLanguage>;
export const ZCaptionParams = z.object({ id: z.uuid(), language: ZCaptionLanguage });
/** A captions track: a signed URL for learners (or public for a free preview). */
export const ZCaptionTrack = z.object({ language: ZCaptionLanguage, url: z.string() });
export type TCaptionTrack = z.infer<typeof ZCaptionTrack>;
export const ZCaptionTrackList = z.array(ZCaptionTrack);
/** The largest captions file accepted. */
export const CAPTION_MAX_BYTES = 512 * 1024;
