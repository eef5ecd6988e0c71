import { z } from 'zod';
import { ZLanguage } from '../common/enums';
import { ZCareerLevel } from './resume';
import { ZBilingualName, ZRoleId } from './skills';
import { CAREER_VALIDATION as V } from './validation';

export const INTERVIEW_KINDS = ['behavioural', 'technical', 'situational'] as const;
export const ZInterviewKind = z.enum(INTERVIEW_KINDS);
export type TInterviewKind = z.infer<typeof ZInterviewKind>;

export const INTERVIEW_QUESTIONS_MIN = 3;
export const INTERVIEW_QUESTIONS_MAX = 10;
export const INTERVIEW_ANSWER_MAX = 5000;

/** POST /career/interviews */
export const ZStartInterviewRequest = z.object({
  roleId: ZRoleId,
  level: ZCareerLevel,
  kind: ZInterviewKind,
  language: ZLanguage,
  questionCount: z.number().int().min(INTERVIEW_QUESTIONS_MIN).max(INTERVIEW_QUESTIONS_MAX).optional(),
});
export type TStartInterviewRequest = z.infer<typeof ZStartInterviewRequest>;

/** POST /career/interviews/{id}/answers */
export const ZInterviewAnswerRequest = z.object({
  answer: z.string({ error: V.answerRequired }).trim().min(1, V.answerRequired).max(INTERVIEW_ANSWER_MAX, V.tooLong),
});

export const ZInterviewQuestion = z.object({
  id: z.string(),
  kind: ZInterviewKind,
  text: z.string(),
  /** a follow-up the model asked (LLM configured) rather than one from the bank */
  followUp: z.boolean(),
});

export const INTERVIEW_CRITERIA = ['structure', 'relevance', 'specifics', 'length'] as const;
export const ZInterviewCriterion = z.enum(INTERVIEW_CRITERIA);

/** Each criterion 0..25; texts in the session's language. */
export const ZCriterionFeedback = z.object({
  criterion: ZInterviewCriterion,
  score: z.number().int().min(0).max(25),
  comment: z.string(),
});

export const ZAnswerFeedback = z.object({
  score: z.number().int().min(0).max(100),
  criteria: z.array(ZCriterionFeedback).length(4),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
});
export type TAnswerFeedback = z.infer<typeof ZAnswerFeedback>;

export const ZInterviewAnswer = z.object({ questionId: z.string(), answer: z.string(), feedback: ZAnswerFeedback });

export const ZInterviewSummary = z.object({
  score: z.number().int().min(0).max(100),
  answered: z.number().int().nonnegative(),
  criteria: z.array(ZCriterionFeedback).length(4),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
});

export const ZInterviewSession = z.object({
  _id: z.string(),
  roleId: z.string(),
  roleName: ZBilingualName,
  level: ZCareerLevel,
  kind: ZInterviewKind,
  language: ZLanguage,
  /** questions asked so far (one at a time), the current one last */
  questions: z.array(ZInterviewQuestion),
  /** the question waiting for an answer; null once the session is complete */
  current: ZInterviewQuestion.nullable(),
  answers: z.array(ZInterviewAnswer),
  total: z.number().int().positive(),
  /** set when complete */
  summary: ZInterviewSummary.nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TInterviewSession = z.infer<typeof ZInterviewSession>;

export const ZInterviewSessionSummary = z.object({
  _id: z.string(),
  roleId: z.string(),
  roleName: ZBilingualName,
  level: ZCareerLevel,
  kind: ZInterviewKind,
  language: ZLanguage,
  answered: z.number().int().nonnegative(),
  total: z.number().int().positive(),
  score: z.number().int().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export const ZInterviewSessionList = z.array(ZInterviewSessionSummary);
