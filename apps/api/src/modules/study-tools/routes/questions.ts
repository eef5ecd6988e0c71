import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAnswerRequest,
  ZIdParams,
  ZQuestion,
  ZQuestionHiddenRequest,
  ZQuestionList,
  ZQuestionQueue,
  ZQuestionQueueQuery,
  ZQuestionRequest,
} from '@masar/contracts';
import { defined } from '@masar/contracts/defined';
import { currentAuth } from '#src/plugins/authentication';
import { accessibleLecture } from '#src/modules/learning/routes/access';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { studyToolsError } from '../messages';
import { QUESTIONS_PER_TEN_MINUTES, perAccountLimit } from './rate-limits';

/** Questions on lectures: enrolled learners ask and read them, admins answer and hide. */
const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lectures/:id/questions',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['study tools'],
        summary: "A lecture's questions with their answers, newest first",
        description: 'Enrolled learners and admins (403 otherwise). Hidden questions are listed for admins only.',
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZQuestionList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      const lecture = await accessibleLecture(app, auth, request.params.id);
      return app.lectureQuestions.list(lecture.id, auth.userId, auth.role === 'admin');
    },
  );

  app.post(
    '/lectures/:id/questions',
    {
      config: { auth: 'user', ...perAccountLimit('questions', QUESTIONS_PER_TEN_MINUTES, 600_000) },
      schema: {
        tags: ['study tools'],
        summary: 'Ask a question on a lecture',
        description: `Enrolled learners and admins. At most ${QUESTIONS_PER_TEN_MINUTES} questions in ten minutes per account (429).`,
        security: BEARER,
        params: ZIdParams,
        body: ZQuestionRequest,
        response: { 201: ZQuestion, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const auth = currentAuth(request);
      const lecture = await accessibleLecture(app, auth, request.params.id);
      return reply.code(201).send(await app.lectureQuestions.ask(auth.userId, lecture, request.body.body));
    },
  );

  app.put(
    '/questions/:id/answer',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['study tools'],
        summary: 'Answer a question (admin)',
        description: 'Sets or replaces the answer; the asker is e-mailed in their language each time.',
        security: BEARER,
        params: ZIdParams,
        body: ZAnswerRequest,
        response: { 200: ZQuestion, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      const answered = await app.lectureQuestions.answer(
        request.params.id,
        auth.userId,
        request.body.answer,
        app.questionMail.queueAnswered,
      );
      if (!answered) throw studyToolsError('NOT_FOUND', 'questionNotFound');
      return defined(await app.lectureQuestions.one(request.params.id, auth.userId));
    },
  );

  app.put(
    '/questions/:id/hidden',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['study tools'],
        summary: 'Hide or show a question (admin)',
        description: 'A hidden question vanishes for learners, the asker included; admins still see it.',
        security: BEARER,
        params: ZIdParams,
        body: ZQuestionHiddenRequest,
        response: { 200: ZQuestion, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      if (!(await app.lectureQuestions.setHidden(request.params.id, request.body.hidden)))
        throw studyToolsError('NOT_FOUND', 'questionNotFound');
      return defined(await app.lectureQuestions.one(request.params.id, auth.userId));
    },
  );

  app.get(
    '/admin/questions',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['study tools'],
        summary: "The admins' queue of learners' questions",
        description:
          '`status` unanswered (default: not answered and not hidden, oldest first), answered or all (newest first); paged by `limit` (1–100, default 20) and `offset`.',
        security: BEARER,
        querystring: ZQuestionQueueQuery,
        response: { 200: ZQuestionQueue, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { status = 'unanswered', limit = 20, offset = 0 } = request.query;
      return app.lectureQuestions.queue(status, limit, offset, currentAuth(request).userId);
    },
  );
};

export default questionsRoutes;
