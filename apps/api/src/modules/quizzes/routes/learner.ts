import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZIdParams,
  ZQuizAttemptResult,
  ZQuizAttemptStart,
  ZQuizState,
  ZQuizSubmitRequest,
  type TQuizAttemptResult,
} from '@masar/contracts';
import { currentAuth, type RequestAuth } from '#src/plugins/authentication';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { accessibleLecture } from '#src/modules/learning/routes/access';
import type { Submitted } from '../attempts-repository';
import { orderedOptions } from '../grading';
import { quizError } from '../messages';

/**
 * Starting and submitting: a learner's writes, limited per signed-in account (counted after
 * authentication, so a classroom behind one address is not one learner), in the shared store.
 */
const ATTEMPT_RATE_LIMIT = {
  max: 60,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `quiz-attempts:user:${request.auth?.userId ?? request.ip}`,
};

async function quizLecture(app: FastifyInstance, auth: RequestAuth, lectureId: string) {
  const lecture = await accessibleLecture(app, auth, lectureId);
  if (lecture.kind !== 'quiz') throw quizError('NOT_FOUND', 'notAQuiz');
  return lecture;
}

/**
 * The attempt, if it is the caller's (`adminReads`: an admin may read anyone's, never answer for
 * them); 404 otherwise, never 403: ids are not confirmed.
 */
async function ownAttempt(app: FastifyInstance, auth: RequestAuth, attemptId: string, adminReads = false) {
  const found = await app.quizAttempts.find(attemptId, auth.userId, adminReads && auth.role === 'admin');
  if (!found) throw quizError('NOT_FOUND', 'attemptNotFound');
  // a learner who left the course (refund) keeps no access to its quizzes
  await accessibleLecture(app, auth, found.attempt.lectureId);
  return found;
}

function toResult(s: Omit<Submitted, 'graded'>, certificateCode: string | null): TQuizAttemptResult {
  const { attempt, quiz, questions } = s;
  const byId = new Map(questions.map((q) => [q.id, q]));
  return {
    _id: attempt.id,
    lectureId: attempt.lectureId,
    number: attempt.number,
    scorePercent: attempt.scorePercent ?? 0,
    passed: attempt.passed ?? false,
    passPercent: quiz.passPercent,
    bestScore: s.bestScore,
    attemptsLeft: quiz.maxAttempts === null ? null : Math.max(0, quiz.maxAttempts - s.attemptsUsed),
    submittedAt: (attempt.submittedAt ?? new Date()).toISOString(),
    certificateCode,
    questions: (attempt.grading ?? []).flatMap((g) => {
      const q = byId.get(g.questionId);
      if (!q) return [];
      return [
        {
          _id: q.id,
          kind: q.kind,
          prompt: q.prompt,
          options: orderedOptions(q, attempt.layout).map(({ id, text }) => ({ id, text })),
          selected: g.selected,
          correctOptionIds: q.options.filter((o) => o.correct).map((o) => o.id),
          correct: g.correct,
          explanation: q.explanation,
        },
      ];
    }),
  };
}

/** Taking a quiz (enrolled learners and admins): the rules and my attempts, start, submit, review. */
const quizLearnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const user = { config: { auth: 'user' as const } };
  const schema = { tags: ['quizzes'], security: BEARER };

  app.get(
    '/lectures/:id/quiz/state',
    {
      ...user,
      schema: {
        ...schema,
        summary: "A quiz's rules and my attempts: best score, passed, attempts left, an open attempt",
        description: 'Enrolled learners and admins (403 otherwise); 404 when the lecture is not a quiz.',
        params: ZIdParams,
        response: { 200: ZQuizState, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      await quizLecture(app, auth, request.params.id);
      return app.quizAttempts.state(request.params.id, auth.userId);
    },
  );

  app.post(
    '/lectures/:id/quiz/attempts',
    {
      config: { ...user.config, rateLimit: ATTEMPT_RATE_LIMIT },
      schema: {
        ...schema,
        summary: 'Start an attempt (or resume the open one)',
        description:
          'The questions with their options shuffled for this attempt, and nothing of which are correct. ' +
          '409 when no attempts are left or the quiz has no questions.',
        params: ZIdParams,
        response: { 200: ZQuizAttemptStart, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      await quizLecture(app, auth, request.params.id);
      return app.quizAttempts.start(request.params.id, auth.userId);
    },
  );

  app.post(
    '/quiz-attempts/:id/submit',
    {
      config: { ...user.config, rateLimit: ATTEMPT_RATE_LIMIT },
      schema: {
        ...schema,
        summary: 'Submit an attempt: graded once on the server',
        description:
          'Answers are option ids per question id; unanswered and partly right answers count wrong. A second submit of the ' +
          'same attempt (even at the same moment) answers the first one\u2019s result and grades nothing. A pass completes ' +
          'the lecture; at 100% course progress (the final exam passed) the certificate is issued and its code returned.',
        params: ZIdParams,
        body: ZQuizSubmitRequest,
        response: { 200: ZQuizAttemptResult, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      const { attempt } = await ownAttempt(app, auth, request.params.id);
      const submitted = await app.quizAttempts.submit(attempt.id, request.body.answers);
      let certificateCode: string | null = null;
      if (submitted.attempt.passed || submitted.bestScore >= submitted.quiz.passPercent) {
        const lecture = await quizLecture(app, auth, attempt.lectureId);
        const write = await app.lectureProgress.markDone(attempt.userId, lecture);
        if (write.courseProgress === 100 && (await app.learning.isEnrolled(attempt.userId, lecture.courseId)))
          certificateCode = (await app.certificates.issue(attempt.userId, lecture.courseId))?.code ?? null;
      }
      return toResult(submitted, certificateCode);
    },
  );

  app.get(
    '/quiz-attempts/:id',
    {
      ...user,
      schema: {
        ...schema,
        summary: 'A submitted attempt reviewed: my answers, the right ones and the explanations',
        description: "The caller's own attempts (admins: anyone's); 404 otherwise, and 409 while it is not submitted.",
        params: ZIdParams,
        response: { 200: ZQuizAttemptResult, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      const { attempt } = await ownAttempt(app, auth, request.params.id, true);
      if (!attempt.submittedAt) throw quizError('CONFLICT', 'attemptOpen');
      return toResult(await app.quizAttempts.review(attempt), null);
    },
  );
};

export default quizLearnerRoutes;
