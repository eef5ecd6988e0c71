import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  ZIdParams,
  ZInterviewAnswerRequest,
  ZInterviewSession,
  ZInterviewSessionList,
  ZStartInterviewRequest,
} from '@masar/contracts';
import { careerError } from '../messages';
import { pickQuestions } from '@masar/career/interview/bank';
import {
  answerNext,
  sessionSummary,
  toSession,
  toSessionSummary,
  type StoredAnswer,
} from '@masar/career/interview/session';
import type { SessionQuestion } from '@masar/career/interview/bank';
import { roleById } from '@masar/career/skills/catalog';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { found, viewerOf } from './helpers';
import { defined } from '@masar/contracts/defined';

const TAGS = ['career'];
const DEFAULT_QUESTIONS = 5;

/** Interview practice: questions one at a time, feedback on each answer, a summary; sessions saved. */
const interviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { interviews } = app.career;

  app.post(
    '/career/interviews',
    {
      config: { auth: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Start a practice session',
        security: BEARER,
        body: ZStartInterviewRequest,
        response: { 201: ZInterviewSession, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { roleId, level, kind, language, questionCount } = request.body;
      const role = roleById(roleId);
      if (!role) throw careerError('NOT_FOUND', 'roleNotFound', 'roleId');
      const questions = pickQuestions(role, level, kind, language, questionCount ?? DEFAULT_QUESTIONS, randomUUID());
      const row = await interviews.create({
        userId: viewerOf(request).userId,
        role: role.id,
        level,
        language,
        questions,
        answers: [],
      });
      return reply.code(201).send(toSession(row));
    },
  );

  app.get(
    '/career/interviews',
    {
      config: { auth: 'user' },
      schema: {
        tags: TAGS,
        summary: "The learner's practice sessions, newest first",
        security: BEARER,
        response: { 200: ZInterviewSessionList, ...errorResponses(401) },
      },
    },
    async (request) => (await interviews.list(viewerOf(request).userId)).map(toSessionSummary),
  );

  app.get(
    '/career/interviews/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: TAGS,
        summary: 'A practice session',
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZInterviewSession, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => toSession(found(await interviews.find(request.params.id, viewerOf(request)))),
  );

  app.post(
    '/career/interviews/:id/answers',
    {
      config: { auth: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Answer the current question: feedback, then the next question or the summary',
        security: BEARER,
        params: ZIdParams,
        body: ZInterviewAnswerRequest,
        response: { 200: ZInterviewSession, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const row = found(await interviews.find(request.params.id, viewerOf(request)));
      if (row.completedAt) throw careerError('CONFLICT', 'interviewComplete');
      const next = await answerNext(row, request.body.answer, app.career.llm, request.log);
      const saved = await interviews.update(row.id, row.answers.length, next);
      if (!saved) throw careerError('CONFLICT', 'interviewComplete');
      return toSession(saved);
    },
  );

  app.post(
    '/career/interviews/:id/finish',
    {
      config: { auth: 'user' },
      schema: {
        tags: TAGS,
        summary: 'End a session early: the summary covers the answered questions',
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZInterviewSession, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const row = found(await interviews.find(request.params.id, viewerOf(request)));
      const answers = row.answers as StoredAnswer[];
      if (row.completedAt) throw careerError('CONFLICT', 'interviewComplete');
      if (answers.length === 0) throw careerError('CONFLICT', 'nothingAnswered');
      const questions = (row.questions as SessionQuestion[]).slice(0, answers.length);
      const score = sessionSummary(answers, row.language, defined(questions[0]).kind).score;
      const saved = await interviews.update(row.id, answers.length, {
        questions,
        answers,
        score,
        completedAt: new Date(),
      });
      if (!saved) throw careerError('CONFLICT', 'interviewComplete');
      return toSession(saved);
    },
  );

  app.delete(
    '/career/interviews/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Delete a practice session',
        security: BEARER,
        params: ZIdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      found(await interviews.remove(request.params.id, viewerOf(request)));
      return reply.code(204).send(null);
    },
  );
};

export default interviewsRoutes;
