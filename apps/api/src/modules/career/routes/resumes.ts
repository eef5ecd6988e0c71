import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreateResumeRequest,
  ZIdParams,
  ZResume,
  ZResumeData,
  ZResumeList,
  ZUpdateResumeRequest,
} from '@masar/contracts';
import { careerMessage } from '../messages';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { found, toResume, toResumeSummary, viewerOf } from './helpers';

const TAGS = ['career'];

/** The CV builder: drafts saved as the learner goes, listed, duplicated, deleted. */
const resumesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { resumes } = app.career;

  app.get(
    '/career/resumes',
    {
      config: { auth: 'user' },
      schema: {
        tags: TAGS,
        summary: "The signed-in learner's CVs, newest first",
        security: BEARER,
        response: { 200: ZResumeList, ...errorResponses(401) },
      },
    },
    async (request) => (await resumes.list(viewerOf(request).userId)).map(toResumeSummary),
  );

  app.post(
    '/career/resumes',
    {
      config: { auth: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Start a CV (a draft; `data` may be partial)',
        security: BEARER,
        body: ZCreateResumeRequest,
        response: { 201: ZResume, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { title, language, data } = request.body;
      const full = ZResumeData.parse(data ?? {});
      const row = await resumes.create(viewerOf(request).userId, {
        title: title || full.name || careerMessage('untitled', language),
        language,
        data: full,
      });
      return reply.code(201).send(toResume(row));
    },
  );

  app.get(
    '/career/resumes/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: TAGS,
        summary: 'A CV (its owner or an admin)',
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZResume, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => toResume(found(await resumes.find(request.params.id, viewerOf(request)))),
  );

  app.patch(
    '/career/resumes/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Save a draft: each key of `data` given replaces the stored one',
        security: BEARER,
        params: ZIdParams,
        body: ZUpdateResumeRequest,
        response: { 200: ZResume, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => toResume(found(await resumes.update(request.params.id, viewerOf(request), request.body))),
  );

  app.delete(
    '/career/resumes/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Delete a CV',
        security: BEARER,
        params: ZIdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      found(await resumes.remove(request.params.id, viewerOf(request)));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/career/resumes/:id/duplicate',
    {
      config: { auth: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Copy a CV (the copy belongs to the same learner)',
        security: BEARER,
        params: ZIdParams,
        response: { 201: ZResume, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const source = found(await resumes.find(request.params.id, viewerOf(request)));
      const suffix = careerMessage('copySuffix', request.lang);
      const copy = await resumes.create(source.userId, {
        title: `${source.title} ${suffix}`.slice(0, 120),
        language: source.language,
        data: ZResumeData.parse(source.data),
      });
      return reply.code(201).send(toResume(copy));
    },
  );
};

export default resumesRoutes;
