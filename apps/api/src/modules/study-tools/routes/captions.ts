import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCaptionParams, ZCaptionTrackList, ZIdParams } from '@masar/contracts';
import { AppError } from '#src/lib/app-error';
import { assertCourseAccess } from '#src/modules/learning/routes/access';
import { learningError } from '#src/modules/learning/messages';
import { fileNotFound } from '#src/plugins/storage/messages';
import { ZFileBody } from '#src/plugins/storage/serve-file';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { studyToolsError } from '../messages';

/** Learners' captions: signed, short-lived URLs (a free preview's for anyone), served by the API itself. */
const captionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lectures/:id/captions',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['study tools'],
        summary: "A video lecture's captions tracks with signed URLs",
        description:
          'Enrolled learners and admins; anyone for a free preview lecture of a published course (401 for a guest otherwise, 403 for a learner not enrolled). ' +
          'The URLs expire after MEDIA_URL_TTL_SECONDS, like the lecture media.',
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZCaptionTrackList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const lecture = await app.lectureCaptions.lecture(request.params.id);
      if (!lecture) throw learningError('NOT_FOUND', 'lectureNotFound');
      if (!lecture.publicPreview) {
        if (!request.auth) throw new AppError('UNAUTHENTICATED');
        await assertCourseAccess(app, request.auth, lecture.courseId);
      }
      const now = app.clock.now().getTime();
      return (await app.lectureCaptions.list(lecture.id)).map((c) => ({
        language: c.language,
        url: `/api/captions/${app.captionTokens.issue(lecture.id, c.language, app.config.mediaUrlTtlSeconds, now).token}`,
      }));
    },
  );

  app.get(
    '/captions/:token',
    {
      schema: {
        tags: ['study tools'],
        summary: 'A captions file by signed URL (text/vtt)',
        description: 'The token is the permission: 403 when it is forged or expired.',
        params: z.object({
          token: z
            .string()
            .min(10)
            .max(100)
            .regex(/^[A-Za-z0-9_-]+$/),
        }),
        response: { 200: ZFileBody, ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const verified = app.captionTokens.verify(request.params.token, app.clock.now().getTime());
      if (!verified) throw learningError('FORBIDDEN', 'mediaLinkExpired');
      const key = await app.lectureCaptions.keyOf(verified.lectureId, verified.language);
      if (!key) throw studyToolsError('NOT_FOUND', 'captionsNotFound');
      // through the API even on S3: a <track> from another origin would need CORS on the bucket
      const file = await app.storage.read(key);
      if (!file) throw fileNotFound();
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
      return reply
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .type('text/vtt; charset=utf-8')
        .send(Buffer.concat(chunks));
    },
  );

  app.delete(
    '/lectures/:id/captions/:language',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['study tools'],
        summary: "Remove a lecture's captions in one language (admin)",
        security: BEARER,
        params: ZCaptionParams,
        response: { 204: z.null().describe('Removed'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, language } = request.params;
      const key = await app.lectureCaptions.remove(id, language);
      if (!key) throw studyToolsError('NOT_FOUND', 'captionsNotFound');
      await app.storage
        .delete(key)
        .catch((err: unknown) => request.log.warn({ err, key }, 'captions file left behind'));
      return reply.code(204).send(null);
    },
  );
};

export default captionsRoutes;
