import { z } from 'zod';
import { VALIDATION } from './validation';

/** Quizzes and the final exam (issue 20). Every score is a whole percentage. */
export const QUIZ_QUESTION_KINDS = ['single', 'multiple', 'true_false'] as const;
export const ZQuizQuestionKind = z.enum(QUIZ_QUESTION_KINDS);
export type TQuizQuestionKind = z.infer<typeof ZQuizQuestionKind>;

export const QUIZ_MAX_QUESTIONS = 200;
export const QUIZ_MAX_OPTIONS = 10;
/**
 * A true/false question's two stored options carry these ids and texts; an attempt shows them under
 * ids of its own, with these texts, which the player names in its language.
 */
export const TRUE_FALSE_IDS = ['true', 'false'] as const;
/** the longest time limit an admin may set: ten hours */
export const QUIZ_MAX_TIME_LIMIT_MINUTES = 600;
/** the longest wait between attempts: a week */
export const QUIZ_MAX_RETAKE_WAIT_MINUTES = 10_080;
/**
 * A submit this long after an attempt's deadline is still graded (the player submits by itself at
 * zero; this covers the trip to the server on a slow connection). Later ones are refused.
 */
export const QUIZ_SUBMIT_GRACE_SECONDS = 30;

/**
 * When a learner sees which options were right: never; once they have passed; or once they have
 * passed or used their last attempt. A final exam never shows its key, whatever this says.
 */
export const QUIZ_REVEAL_ANSWERS = ['never', 'after_passing', 'after_last_attempt'] as const;
export const ZQuizRevealAnswers = z.enum(QUIZ_REVEAL_ANSWERS);
export type TQuizRevealAnswers = z.infer<typeof ZQuizRevealAnswers>;

/** Field-message keys of the quiz calls (the API and the web translate them). */
export const QUIZ_VALIDATION = {
  oneCorrect: 'quiz.validation.oneCorrect',
  someCorrect: 'quiz.validation.someCorrect',
  optionsCount: 'quiz.validation.optionsCount',
  passPercent: 'quiz.validation.passPercent',
  maxAttempts: 'quiz.validation.maxAttempts',
  questionsPerAttempt: 'quiz.validation.questionsPerAttempt',
  timeLimit: 'quiz.validation.timeLimit',
  retakeWait: 'quiz.validation.retakeWait',
} as const;
export type TQuizValidationKey = (typeof QUIZ_VALIDATION)[keyof typeof QUIZ_VALIDATION];
export const QUIZ_VALIDATION_EN: Record<TQuizValidationKey, string> = {
  'quiz.validation.oneCorrect': 'Mark exactly one option as correct',
  'quiz.validation.someCorrect': 'Mark at least one option as correct',
  'quiz.validation.optionsCount': `Give between 2 and ${QUIZ_MAX_OPTIONS} options`,
  'quiz.validation.passPercent': 'Enter a pass mark from 0 to 100',
  'quiz.validation.maxAttempts': 'Enter a number of attempts from 1 to 100, or leave it empty for unlimited',
  'quiz.validation.questionsPerAttempt': `Enter a number of questions from 1 to ${QUIZ_MAX_QUESTIONS}, or leave it empty for all`,
  'quiz.validation.timeLimit': `Enter a time limit from 1 to ${QUIZ_MAX_TIME_LIMIT_MINUTES} minutes, or leave it empty for none`,
  'quiz.validation.retakeWait': `Enter a wait from 1 to ${QUIZ_MAX_RETAKE_WAIT_MINUTES} minutes, or leave it empty for none`,
};

const ZText = (max: number) =>
  z.string({ error: VALIDATION.required }).trim().min(1, VALIDATION.required).max(max, VALIDATION.tooLong);

export const ZQuizOptionInput = z.object({ text: ZText(500), correct: z.boolean().default(false) });

/**
 * A question as the admin writes it. Single choice: exactly one correct option; multiple choice:
 * one or more; true/false: `answer` (no options).
 */
export const ZQuizQuestionInput = z
  .object({
    kind: ZQuizQuestionKind,
    prompt: ZText(2000),
    options: z.array(ZQuizOptionInput).max(QUIZ_MAX_OPTIONS, QUIZ_VALIDATION.optionsCount).default([]),
    /** true/false questions only */
    answer: z.boolean().optional(),
    explanation: z.string().trim().max(2000, VALIDATION.tooLong).nullable().default(null),
  })
  .superRefine((q, ctx) => {
    if (q.kind === 'true_false') {
      if (q.answer === undefined) ctx.addIssue({ code: 'custom', path: ['answer'], message: VALIDATION.required });
      return;
    }
    if (q.options.length < 2)
      ctx.addIssue({ code: 'custom', path: ['options'], message: QUIZ_VALIDATION.optionsCount });
    const correct = q.options.filter((o) => o.correct).length;
    if (q.kind === 'single' && correct !== 1)
      ctx.addIssue({ code: 'custom', path: ['options'], message: QUIZ_VALIDATION.oneCorrect });
    if (q.kind === 'multiple' && correct < 1)
      ctx.addIssue({ code: 'custom', path: ['options'], message: QUIZ_VALIDATION.someCorrect });
  });
export type TQuizQuestionInput = z.input<typeof ZQuizQuestionInput>;
export type TQuizQuestionData = z.output<typeof ZQuizQuestionInput>;

/** PATCH /quiz-questions/{id}: the whole question again, and/or a new 0-based position. */
export const ZUpdateQuizQuestionRequest = z.object({
  question: ZQuizQuestionInput.optional(),
  position: z.number().int().min(0).max(10_000).optional(),
});

/** An option as the admin sees it (with whether it is correct). */
export const ZQuizOptionAdmin = z.object({ id: z.string(), text: z.string(), correct: z.boolean() });
export const ZQuizQuestionAdmin = z.object({
  _id: z.string(),
  position: z.number().int(),
  kind: ZQuizQuestionKind,
  prompt: z.string(),
  options: z.array(ZQuizOptionAdmin),
  explanation: z.string().nullable(),
});
export type TQuizQuestionAdmin = z.infer<typeof ZQuizQuestionAdmin>;

export const ZQuizSettings = z.object({
  passPercent: z.number().int().min(0, QUIZ_VALIDATION.passPercent).max(100, QUIZ_VALIDATION.passPercent),
  /** null: unlimited */
  maxAttempts: z.number().int().min(1, QUIZ_VALIDATION.maxAttempts).max(100, QUIZ_VALIDATION.maxAttempts).nullable(),
  isFinalExam: z.boolean(),
  /** a pool: this many questions drawn at random from the bank for each attempt; null: all of them */
  questionsPerAttempt: z
    .number()
    .int()
    .min(1, QUIZ_VALIDATION.questionsPerAttempt)
    .max(QUIZ_MAX_QUESTIONS, QUIZ_VALIDATION.questionsPerAttempt)
    .nullable(),
  /** each attempt asks its questions in an order of its own (a pool's draw is always shuffled) */
  shuffleQuestions: z.boolean(),
  /** enforced by the server; null: no limit */
  timeLimitMinutes: z
    .number()
    .int()
    .min(1, QUIZ_VALIDATION.timeLimit)
    .max(QUIZ_MAX_TIME_LIMIT_MINUTES, QUIZ_VALIDATION.timeLimit)
    .nullable(),
  /** minutes between submitting an attempt and starting the next; null: none */
  retakeWaitMinutes: z
    .number()
    .int()
    .min(1, QUIZ_VALIDATION.retakeWait)
    .max(QUIZ_MAX_RETAKE_WAIT_MINUTES, QUIZ_VALIDATION.retakeWait)
    .nullable(),
  /** a final exam answers `never` whatever was stored */
  revealAnswers: ZQuizRevealAnswers,
});
export type TQuizSettings = z.infer<typeof ZQuizSettings>;
export const ZUpdateQuizSettingsRequest = ZQuizSettings.partial();

/** GET /lectures/{id}/quiz (admin): the settings and every question with its answers. */
export const ZQuizAdmin = ZQuizSettings.extend({
  lectureId: z.string(),
  courseId: z.string(),
  questions: z.array(ZQuizQuestionAdmin),
});
export type TQuizAdmin = z.infer<typeof ZQuizAdmin>;

/** POST /lectures/{id}/quiz/import (admin): a question bank as CSV or JSON text (docs/api/quizzes.md). */
export const ZQuizImportRequest = z.object({
  format: z.enum(['csv', 'json']),
  content: z.string().min(1, VALIDATION.required).max(500_000, VALIDATION.tooLong),
  /** append (default) after the existing questions, or replace them all */
  mode: z.enum(['append', 'replace']).default('append'),
});
export type TQuizImportRequest = z.input<typeof ZQuizImportRequest>;
export const ZQuizImportResult = z.object({ imported: z.number().int(), quiz: ZQuizAdmin });

/** A question as the learner sees it: options in this attempt's order, nothing of which are correct. */
export const ZQuizQuestionPublic = z.object({
  _id: z.string(),
  kind: ZQuizQuestionKind,
  prompt: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type TQuizQuestionPublic = z.infer<typeof ZQuizQuestionPublic>;

export const ZQuizAttemptSummary = z.object({
  _id: z.string(),
  number: z.number().int(),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  scorePercent: z.number().int().nullable(),
  passed: z.boolean().nullable(),
  /** closed by the time limit */
  expired: z.boolean(),
});
export type TQuizAttemptSummary = z.infer<typeof ZQuizAttemptSummary>;

/** GET /lectures/{id}/quiz/state (enrolled learners, admins): the rules and my attempts. */
export const ZQuizState = ZQuizSettings.extend({
  lectureId: z.string(),
  questionCount: z.number().int(),
  attempts: z.array(ZQuizAttemptSummary),
  bestScore: z.number().int().nullable(),
  passed: z.boolean(),
  /** null: unlimited */
  attemptsLeft: z.number().int().nullable(),
  /** an attempt started and not submitted, to resume */
  openAttemptId: z.string().nullable(),
  /** the open attempt's deadline (ISO), when the quiz has a time limit */
  openAttemptDeadline: z.string().nullable(),
  /** the wait between attempts: when the next one may start (ISO); null: now */
  nextAttemptAt: z.string().nullable(),
  /** the server's clock (ISO), to count down against */
  serverTime: z.string(),
});
export type TQuizState = z.infer<typeof ZQuizState>;

/** POST /lectures/{id}/quiz/attempts: the attempt to answer (a started one is resumed). */
export const ZQuizAttemptStart = z.object({
  _id: z.string(),
  number: z.number().int(),
  questions: z.array(ZQuizQuestionPublic),
  /** when the time limit ends (ISO); null: no limit */
  deadlineAt: z.string().nullable(),
  /** whole seconds left by the server's clock; null: no limit */
  secondsLeft: z.number().int().nullable(),
});
export type TQuizAttemptStart = z.infer<typeof ZQuizAttemptStart>;

/** POST /quiz-attempts/{id}/submit: option ids chosen per question id (unanswered counts wrong). */
export const ZQuizSubmitRequest = z.object({
  answers: z
    .record(z.uuid(), z.array(z.string().min(1).max(40)).max(QUIZ_MAX_OPTIONS))
    .refine((a) => Object.keys(a).length <= QUIZ_MAX_QUESTIONS, VALIDATION.tooLong),
});
export type TQuizSubmitRequest = z.infer<typeof ZQuizSubmitRequest>;

/** A submitted attempt, question by question: what was chosen, what was right, and why. */
export const ZQuizAttemptResult = z.object({
  _id: z.string(),
  lectureId: z.string(),
  number: z.number().int(),
  scorePercent: z.number().int(),
  passed: z.boolean(),
  passPercent: z.number().int(),
  bestScore: z.number().int(),
  attemptsLeft: z.number().int().nullable(),
  submittedAt: z.string(),
  /** at a course's 100%: the certificate's code */
  certificateCode: z.string().nullable(),
  /** the quiz's rule allows showing the right options now (never for a final exam, but to admins) */
  answersShown: z.boolean(),
  /** the time limit ran out: the attempt was closed at its deadline and what was sent later not graded */
  expired: z.boolean(),
  questions: z.array(
    ZQuizQuestionPublic.extend({
      selected: z.array(z.string()),
      /** only when `answersShown` */
      correctOptionIds: z.array(z.string()).optional(),
      correct: z.boolean(),
      /** only when `answersShown` (an explanation gives the answer away) */
      explanation: z.string().nullable().optional(),
    }),
  ),
});
export type TQuizAttemptResult = z.infer<typeof ZQuizAttemptResult>;

/** GET /lectures/{id}/quiz/results (admin). */
export const ZQuizResults = z.object({
  lectureId: z.string(),
  attempts: z.number().int(),
  learners: z.number().int(),
  passedLearners: z.number().int(),
  /** submitted attempts that passed, in percent; null before any */
  passRate: z.number().int().nullable(),
  averageScore: z.number().int().nullable(),
  mostMissed: z.array(
    z.object({ questionId: z.string(), prompt: z.string(), missed: z.number().int(), answered: z.number().int() }),
  ),
  recent: z.array(
    ZQuizAttemptSummary.extend({ learner: z.object({ _id: z.string(), name: z.string(), email: z.string() }) }),
  ),
});
export type TQuizResults = z.infer<typeof ZQuizResults>;
