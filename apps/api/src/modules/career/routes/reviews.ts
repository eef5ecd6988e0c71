import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PEER_AVERAGE_MIN_REVIEWS,
  ZIdParams,
  ZReview,
  ZReviewAverageQuery,
  ZReviewAverages,
  ZReviewList,
  ZReviewUploadFields,
} from '@masar/contracts';
import { ENGINE_VERSION } from '@masar/career/analyze';
import { analyzeCv, inferPeerGroup, toReview, toReviewSummary, type StoredReview } from '../review-service';
import { UPLOAD_DOC } from '#src/plugins/storage/upload-scope';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { found, viewerOf } from './helpers';
import { receiveCv } from './receive-cv';

const TAGS = ['career'];

/** CV review: upload for a score, the learner's reviews, the averages to compare with. */
const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviews } = app.career;

  app.post(
    '/career/reviews',
    {
      config: { auth: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Upload a CV (PDF or DOCX, at most 10 MB) for a scored review',
        description: `${UPLOAD_DOC.description} The same text reviewed again by the same account answers the stored review (200). Query: the learner's industry and level, for the peer average.`,
        consumes: UPLOAD_DOC.consumes,
        security: BEARER,
        querystring: ZReviewUploadFields,
        response: { 200: ZReview, 201: ZReview, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request, reply) => {
      const { buffer, fileType, fileName } = await receiveCv(request);
      const analyzed = await analyzeCv(buffer, fileType);
      const viewer = viewerOf(request);
      const inferred = inferPeerGroup(analyzed.parsed);
      const industry = request.query.industry ?? inferred.industry;
      const level = request.query.level ?? inferred.level;
      const { lang } = request;

      const existing = await reviews.findByHash(viewer.userId, analyzed.textHash);
      if (existing) {
        const row =
          existing.industry === industry && existing.level === level
            ? existing
            : await reviews.setPeerGroup(existing.id, industry, level);
        return reply.code(200).send(toReview(row, await reviews.averages(row.industry, row.level), lang));
      }
      const stored: StoredReview = {
        engine: ENGINE_VERSION,
        fileName: fileName.slice(0, 200),
        fileType,
        parsed: analyzed.parsed,
        parts: analyzed.parts,
      };
      const row = await reviews.create({
        userId: viewer.userId,
        score: analyzed.score,
        parts: stored as unknown as Record<string, unknown>,
        industry,
        level,
        textHash: analyzed.textHash,
      });
      return reply.code(201).send(toReview(row, await reviews.averages(industry, level), lang));
    },
  );

  app.get(
    '/career/reviews',
    {
      config: { auth: 'user' },
      schema: {
        tags: TAGS,
        summary: "The signed-in learner's reviews, newest first",
        security: BEARER,
        response: { 200: ZReviewList, ...errorResponses(401) },
      },
    },
    async (request) => (await reviews.list(viewerOf(request).userId)).map(toReviewSummary),
  );

  app.get(
    '/career/reviews/average',
    {
      config: { auth: 'user' },
      schema: {
        tags: TAGS,
        summary: 'The average score over all reviews, and over one industry and level',
        description: `The peer average is given once ${PEER_AVERAGE_MIN_REVIEWS} reviews exist for that industry and level (before that its score is null and enough is false).`,
        security: BEARER,
        querystring: ZReviewAverageQuery,
        response: { 200: ZReviewAverages, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { industry, level } = request.query;
      const averages = await reviews.averages(industry, level);
      const enough = (averages.peer?.count ?? 0) >= PEER_AVERAGE_MIN_REVIEWS;
      return {
        overall: averages.overall,
        peer:
          averages.peer && industry && level
            ? { industry, level, count: averages.peer.count, enough, score: enough ? averages.peer.score : null }
            : null,
      };
    },
  );

  app.get(
    '/career/reviews/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: TAGS,
        summary: 'A review with its details and the averages as of now',
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZReview, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const row = found(await reviews.find(request.params.id, viewerOf(request)));
      return toReview(row, await reviews.averages(row.industry, row.level), request.lang);
    },
  );

  app.delete(
    '/career/reviews/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Delete a review (it leaves the averages)',
        security: BEARER,
        params: ZIdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      found(await reviews.remove(request.params.id, viewerOf(request)));
      return reply.code(204).send(null);
    },
  );
};

export default reviewsRoutes;
