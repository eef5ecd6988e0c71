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
import { attemptOptions } from '../grading';
import { answersShown, timeUpError } from '../quiz-rules';
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

/** The graded attempt as its taker (or an admin) reads it; the key only where the quiz's rule allows. */
function toResult(s: Omit<Submitted, 'graded'>, certificateCode: string | null, isAdmin: boolean): TQuizAttemptResult {
  const { attempt, quiz, questions } = s;
  const byId = new Map(questions.map((q) => [q.id, q]));
  const layout = new Map(attempt.layout.map((entry) => [entry.questionId, entry]));
  const attemptsLeft = quiz.maxAttempts === null ? null : Math.max(0, quiz.maxAttempts - s.attemptsUsed);
  const shown = answersShown(quiz, { passedEver: s.passedEver, attemptsLeft, openAttempt: s.openAttempt }, isAdmin);
  return {
    _id: attempt.id,
    lectureId: attempt.lectureId,
    number: attempt.number,
    scorePercent: attempt.scorePercent ?? 0,
    passed: attempt.passed ?? false,
    passPercent: quiz.passPercent,
    bestScore: s.bestScore,
    attemptsLeft,
    submittedAt: (attempt.submittedAt ?? new Date()).toISOString(),
    certificateCode,
    answersShown: shown,
    expired: attempt.expired,
    questions: (attempt.grading ?? []).flatMap((g) => {
      const q = byId.get(g.questionId);
      if (!q) return [];
      const options = attemptOptions(q, layout.get(g.questionId));
      const asShown = (stored: string[]) => options.filter((o) => stored.includes(o.optionId)).map((o) => o.id);
      return [
        {
          _id: q.id,
          kind: q.kind,
          prompt: q.prompt,
          options: options.map(({ id, text }) => ({ id, text })),
          selected: asShown(g.selected),
          correct: g.correct,
          ...(shown
            ? { correctOptionIds: options.filter((o) => o.correct).map((o) => o.id), explanation: q.explanation }
            : {}),
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
          'The questions drawn for this attempt (a pool), their options shuffled under ids of this attempt alone, ' +
          'nothing of which are correct, and the deadline of a timed quiz. 409 when no attempts are left, during ' +
          'the wait between attempts (details.nextAttemptAt), or when the quiz has no questions.',
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
          'the lecture; at 100% course progress (the final exam passed) the certificate is issued and its code returned. ' +
          'Right options and explanations only as the quiz\u2019s rule allows (never for a final exam). 409 (details.reason ' +
          '"timeUp") when sent more than 30 s after a timed attempt\u2019s deadline: the attempt is closed unanswered.',
        params: ZIdParams,
        body: ZQuizSubmitRequest,
        response: { 200: ZQuizAttemptResult, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      const { attempt } = await ownAttempt(app, auth, request.params.id);
      const submitted = await app.quizAttempts.submit(attempt.id, request.body.answers);
      if (submitted.attempt.expired) throw timeUpError(attempt.id, submitted.attempt.deadlineAt);
      let certificateCode: string | null = null;
      if (submitted.attempt.passed || submitted.bestScore >= submitted.quiz.passPercent) {
        const lecture = await quizLecture(app, auth, attempt.lectureId);
        const write = await app.lectureProgress.markDone(attempt.userId, lecture);
        if (write.courseProgress === 100 && (await app.learning.isEnrolled(attempt.userId, lecture.courseId)))
          certificateCode = (await app.certificates.issue(attempt.userId, lecture.courseId))?.code ?? null;
      }
      return toResult(submitted, certificateCode, auth.role === 'admin');
    },
  );

  app.get(
    '/quiz-attempts/:id',
    {
      ...user,
      schema: {
        ...schema,
        summary: 'A submitted attempt reviewed: my answers, and the right ones where the quiz allows',
        description: "The caller's own attempts (admins: anyone's); 404 otherwise, and 409 while it is not submitted.",
        params: ZIdParams,
        response: { 200: ZQuizAttemptResult, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      const { attempt } = await ownAttempt(app, auth, request.params.id, true);
      if (!attempt.submittedAt) throw quizError('CONFLICT', 'attemptOpen');
      return toResult(await app.quizAttempts.review(attempt), null, auth.role === 'admin');
    },
  );
};

export default quizLearnerRoutes;
