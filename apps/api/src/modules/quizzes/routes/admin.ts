import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZIdParams,
  ZQuizAdmin,
  ZQuizImportRequest,
  ZQuizImportResult,
  ZQuizQuestionInput,
  ZQuizResults,
  ZUpdateQuizQuestionRequest,
  ZUpdateQuizSettingsRequest,
} from '@masar/contracts';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { parseQuestionBank } from '../quiz-import';

/** The quiz editor inside the outline editor (admin): settings, questions, import, results. */
const quizAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { config: { auth: 'admin' as const } };
  const schema = { tags: ['quizzes'], security: BEARER };

  app.get(
    '/lectures/:id/quiz',
    {
      ...admin,
      schema: {
        ...schema,
        summary: "A quiz lecture's settings and questions, with the correct options",
        description: '404 when the lecture is not a quiz.',
        params: ZIdParams,
        response: { 200: ZQuizAdmin, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => app.quizzes.get(request.params.id),
  );

  app.patch(
    '/lectures/:id/quiz',
    {
      ...admin,
      schema: {
        ...schema,
        summary: 'Set the pass mark, the attempts allowed (null: unlimited) and whether it is the final exam',
        description: 'A course has at most one final exam: marking a second one answers 409.',
        params: ZIdParams,
        body: ZUpdateQuizSettingsRequest,
        response: { 200: ZQuizAdmin, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => app.quizzes.updateSettings(request.params.id, request.body),
  );

  app.post(
    '/lectures/:id/quiz/questions',
    {
      ...admin,
      schema: {
        ...schema,
        summary: 'Add a question at the end of a quiz',
        description:
          'Single choice: exactly one correct option; multiple choice: one or more (2–10 options); true/false: `answer`.',
        params: ZIdParams,
        body: ZQuizQuestionInput,
        response: { 201: ZQuizAdmin, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await app.quizzes.addQuestion(request.params.id, request.body)),
  );

  app.patch(
    '/quiz-questions/:id',
    {
      ...admin,
      schema: {
        ...schema,
        summary: 'Edit or move a question',
        description: '`position` is 0-based; moving shifts the others. Answers the whole quiz.',
        params: ZIdParams,
        body: ZUpdateQuizQuestionRequest,
        response: { 200: ZQuizAdmin, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => app.quizzes.updateQuestion(request.params.id, request.body),
  );

  app.delete(
    '/quiz-questions/:id',
    {
      ...admin,
      schema: {
        ...schema,
        summary: 'Delete a question',
        params: ZIdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await app.quizzes.deleteQuestion(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/lectures/:id/quiz/import',
    {
      ...admin,
      schema: {
        ...schema,
        summary: 'Import a question bank (CSV or JSON, docs/api/quizzes.md)',
        description:
          'All or nothing, in one transaction: any bad row answers 400 naming every bad row (`details.rows`: row number and problem). ' +
          '`mode` appends after the existing questions (default) or replaces them. A JSON bank may carry the quiz\u2019s ' +
          'rules beside its questions (`{ "settings": {…}, "questions": […] }`), applied in the same transaction.',
        params: ZIdParams,
        body: ZQuizImportRequest,
        response: { 200: ZQuizImportResult, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { questions, settings } = parseQuestionBank(request.body.format, request.body.content);
      const quiz = await app.quizzes.importQuestions(request.params.id, questions, request.body.mode, settings);
      return { imported: questions.length, quiz };
    },
  );

  app.get(
    '/lectures/:id/quiz/results',
    {
      ...admin,
      schema: {
        ...schema,
        summary: "A quiz's results: attempts, pass rate, the questions most missed, the latest attempts",
        params: ZIdParams,
        response: { 200: ZQuizResults, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await app.quizzes.get(request.params.id);
      return app.quizResults.results(request.params.id);
    },
  );
};

export default quizAdminRoutes;
