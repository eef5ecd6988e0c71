import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lectures } from '#src/db/schema/index';
import { defined } from '@masar/contracts/defined';
import type { LearningGateFixture } from './learning-fixture';

export interface QuizGateFixture {
  /** a quiz lecture (unlimited attempts) in the learner's enrolled course */
  quizId: string;
  questionId: string;
  /** a question the DELETE row removes */
  spareQuestionId: string;
  /** the learner's submitted attempt, and the open one after it */
  submittedAttemptId: string;
  openAttemptId: string;
}

/** A quiz in the gate's learning course, with two questions and two attempts of the learner. */
export async function quizGateFixture(
  app: FastifyInstance,
  learnerId: string,
  learning: LearningGateFixture,
): Promise<QuizGateFixture> {
  const [video] = await app.db.select().from(lectures).where(eq(lectures.id, learning.videoId));
  const quiz = await app.outlineRepository.createLecture(defined(video).sectionId, {
    title: 'Gate quiz',
    kind: 'quiz',
    durationSeconds: 0,
    isPreview: false,
    body: null,
  });
  const question = { kind: 'true_false' as const, prompt: 'Gate?', options: [], answer: true, explanation: null };
  await app.quizzes.addQuestion(quiz.id, question);
  const { questions } = await app.quizzes.addQuestion(quiz.id, { ...question, prompt: 'Spare?' });
  const submitted = await app.quizAttempts.start(quiz.id, learnerId);
  await app.quizAttempts.submit(submitted._id, {});
  const open = await app.quizAttempts.start(quiz.id, learnerId);
  return {
    quizId: quiz.id,
    questionId: defined(questions[0])._id,
    spareQuestionId: defined(questions[1])._id,
    submittedAttemptId: submitted._id,
    openAttemptId: open._id,
  };
}
