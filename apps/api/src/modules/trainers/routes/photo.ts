import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZUploadResult } from '@masar/contracts';
import { acceptUpload } from '#src/plugins/storage/accept-upload';
import { UPLOAD_DOC } from '#src/plugins/storage/upload-scope';
import { IMAGE_RULE, megabytes } from '#src/plugins/storage/upload-rules';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { notFound } from '#src/modules/courses/messages';

/** The trainer's photo. Registered inside an upload scope. */
const trainerPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/trainers/:id/photo',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['uploads'],
        summary: `Trainer photo: JPEG, PNG or WebP (admin, ≤ ${megabytes(IMAGE_RULE.maxBytes)} MB)`,
        ...UPLOAD_DOC,
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZUploadResult, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const result = await acceptUpload(app, request, {
        rule: IMAGE_RULE,
        folder: `public/trainers/${id}`,
        missing: () => notFound('trainerNotFound'),
        exists: () => app.trainersRepository.exists(id),
        attach: (key) => app.trainersRepository.setPhoto(id, key),
      });
      await app.courseListCache.invalidate(); // the trainer's cached public pages show the photo
      return result;
    },
  );
};

export default trainerPhotoRoutes;
