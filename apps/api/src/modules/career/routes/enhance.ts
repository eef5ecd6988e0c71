import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApplyEnhanceRequest,
  ZEnhanceRequest,
  ZEnhanceResult,
  ZResume,
  type TLanguage,
  type TResumeData,
} from '@masar/contracts';
import { careerError, careerMessage } from '../messages';
import { applyRewrites, enhanceCv } from '@masar/career/enhance/index';
import { sanitizeResumeData } from '@masar/career/parse/sanitize';
import type { Viewer } from '../career-repository';
import type { StoredReview } from '../review-service';
import type { FastifyInstance } from 'fastify';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { found, toResume, viewerOf } from './helpers';
import { defined } from '@masar/contracts/defined';

interface Source {
  data: TResumeData;
  language: TLanguage;
  title: string;
  ownerId: string;
}

/** The CV to improve: a saved one, or what the parser read from a reviewed upload. */
export async function loadSource(
  app: FastifyInstance,
  viewer: Viewer,
  ids: { resumeId?: string; reviewId?: string },
): Promise<Source> {
  if (ids.resumeId) {
    const row = found(await app.career.resumes.find(ids.resumeId, viewer));
    return { data: sanitizeResumeData(row.data), language: row.language, title: row.title, ownerId: row.userId };
  }
  const row = found(await app.career.reviews.find(defined(ids.reviewId), viewer));
  const stored = row.parts as unknown as StoredReview;
  const data = sanitizeResumeData(stored.parsed.data);
  return {
    data,
    language: stored.parsed.language,
    title: data.name || stored.fileName.replace(/\.(pdf|docx)$/i, ''),
    ownerId: row.userId,
  };
}

/** "Enhance with AI": suggested rewrites, then the accepted ones in a new CV. */
const enhanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/career/enhance',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['career'],
        summary: 'Suggested rewrites for a saved CV or a reviewed upload',
        description:
          'The built-in engine always answers; a configured model may replace its rewrites, each checked for added employers, dates and numbers.',
        security: BEARER,
        body: ZEnhanceRequest,
        response: { 200: ZEnhanceResult, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const source = await loadSource(app, viewerOf(request), request.body);
      return enhanceCv(source.data, source.language, request.lang, app.career.llm, request.log);
    },
  );

  app.post(
    '/career/enhance/apply',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['career'],
        summary: 'Accepted rewrites into a NEW CV (the source is left as it is)',
        security: BEARER,
        body: ZApplyEnhanceRequest,
        response: { 201: ZResume, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { accepted, title, ...ids } = request.body;
      const source = await loadSource(app, viewerOf(request), ids);
      const applied = applyRewrites(source.data, accepted);
      if ('missing' in applied) throw careerError('VALIDATION_FAILED', 'targetMissing', `accepted.${applied.missing}`);
      const suffix = careerMessage('enhancedSuffix', source.language);
      const row = await app.career.resumes.create(source.ownerId, {
        title: (title ?? `${source.title} ${suffix}`).slice(0, 120),
        language: source.language,
        data: sanitizeResumeData(applied.data),
      });
      return reply.code(201).send(toResume(row));
    },
  );
};

export default enhanceRoutes;
