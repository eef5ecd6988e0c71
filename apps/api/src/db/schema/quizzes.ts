import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns';
import { courses, lectures } from './courses';
import { users } from './users';

export const quizQuestionKind = pgEnum('quiz_question_kind', ['single', 'multiple', 'true_false']);
export const quizRevealAnswers = pgEnum('quiz_reveal_answers', ['never', 'after_passing', 'after_last_attempt']);

export interface QuizOption {
  id: string;
  text: string;
  correct: boolean;
}

/**
 * The settings of a lecture of kind `quiz` (issue 20). `courseId` is the lecture's course, kept so
 * the database itself allows one final exam per course (a lecture moves only within its course).
 */
export const quizzes = pgTable(
  'quizzes',
  {
    lectureId: uuid('lecture_id')
      .primaryKey()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    passPercent: integer('pass_percent').notNull().default(70),
    /** null: unlimited */
    maxAttempts: integer('max_attempts'),
    isFinalExam: boolean('is_final_exam').notNull().default(false),
    /** a pool: questions drawn per attempt; null: every question */
    questionsPerAttempt: integer('questions_per_attempt'),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    /** null: no time limit */
    timeLimitMinutes: integer('time_limit_minutes'),
    /** null: the next attempt may start at once */
    retakeWaitMinutes: integer('retake_wait_minutes'),
    revealAnswers: quizRevealAnswers('reveal_answers').notNull().default('after_passing'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quizzes_one_final_exam_per_course')
      .on(t.courseId)
      .where(sql`${t.isFinalExam}`),
    check('quizzes_pass_percent_range', sql`${t.passPercent} between 0 and 100`),
    check('quizzes_max_attempts_positive', sql`${t.maxAttempts} is null or ${t.maxAttempts} > 0`),
    check('quizzes_pool_positive', sql`${t.questionsPerAttempt} is null or ${t.questionsPerAttempt} > 0`),
    check('quizzes_time_limit_positive', sql`${t.timeLimitMinutes} is null or ${t.timeLimitMinutes} > 0`),
    check('quizzes_retake_wait_positive', sql`${t.retakeWaitMinutes} is null or ${t.retakeWaitMinutes} > 0`),
  ],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: id(),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => quizzes.lectureId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: quizQuestionKind('kind').notNull(),
    prompt: text('prompt').notNull(),
    options: jsonb('options').$type<QuizOption[]>().notNull(),
    explanation: text('explanation'),
    createdAt: createdAt(),
  },
  (t) => [index('quiz_questions_lecture_pos_idx').on(t.lectureId, t.position)],
);

/**
 * What an attempt showed: its questions in order, each with its options in the shuffled order,
 * every option under an id of this attempt's own (`id`) standing for a stored option (`optionId`),
 * so no id carries over from one attempt to the next.
 */
export type QuizAttemptLayout = Array<{ questionId: string; options: Array<{ id: string; optionId: string }> }>;
/** What was answered (stored option ids) and how it was graded, per question, as of the submission. */
export type QuizAttemptGrading = Array<{ questionId: string; selected: string[]; correct: boolean }>;

/**
 * A learner's attempt: started (the layout is fixed), then submitted once (answers, score). Kept
 * for the admins' results; deleting the quiz deletes them.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: id(),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => quizzes.lectureId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1, 2, …: the learner's attempts at this quiz */
    number: integer('number').notNull(),
    layout: jsonb('layout').$type<QuizAttemptLayout>().notNull(),
    grading: jsonb('grading').$type<QuizAttemptGrading>(),
    scorePercent: integer('score_percent'),
    passed: boolean('passed'),
    startedAt: createdAt(),
    /** startedAt plus the time limit, fixed at the start; null: no limit */
    deadlineAt: tstz('deadline_at'),
    submittedAt: tstz('submitted_at'),
    /** closed at its deadline: what came later was not graded */
    expired: boolean('expired').notNull().default(false),
  },
  (t) => [
    uniqueIndex('quiz_attempts_lecture_user_number_unique').on(t.lectureId, t.userId, t.number),
    index('quiz_attempts_user_idx').on(t.userId),
  ],
);
