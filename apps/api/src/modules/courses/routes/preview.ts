import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZLecturePreview } from '@masar/contracts';
import { catalogError, notFound } from '../messages';
import { fileNotFound } from '#src/plugins/storage/messages';
import { ZFileBody, ZFileRedirect, sendStoredFile } from '#src/plugins/storage/serve-file';
import { errorResponses } from '#src/lib/route-helpers';

/** Free preview lectures, for anyone (guests included): the course page's player dialog. */
const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  const previewOf = async (id: string) => {
    const found = await app.coursesRepository.findPreview(id);
    if (found.outcome === 'not-found') throw notFound('lectureNotFound');
    if (found.outcome === 'not-preview') throw catalogError('FORBIDDEN', 'notAPreview');
    return found;
  };

  app.get(
    '/lectures/:id/preview',
    {
      schema: {
        tags: ['courses'],
        summary: 'A free preview lecture of a published course',
        description:
          'Public. Only lectures marked `isPreview` in a published course (403 for another lecture of it, 404 otherwise). ' +
          'A video or PDF plays from `mediaUrl` (null until its file is uploaded); a text lecture comes with its `body`.',
        params: ZIdParams,
        response: { 200: ZLecturePreview, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => (await previewOf(request.params.id)).preview,
  );

  app.get(
    '/lectures/:id/preview/media',
    {
      schema: {
        tags: ['courses'],
        summary: "A free preview lecture's video or PDF (byte ranges)",
        description:
          'Public, under the same rule as the preview itself. Supports Range (206) and answers 416 outside the file.',
        params: ZIdParams,
        response: { 200: ZFileBody, 206: ZFileBody, 302: ZFileRedirect, ...errorResponses(400, 403, 404, 416) },
      },
    },
    async (request, reply) => {
      const { mediaKey } = await previewOf(request.params.id);
      if (!mediaKey) throw fileNotFound();
      // public content, but short-lived: unmarking a preview takes effect within minutes
      return sendStoredFile(request, reply, app.storage, mediaKey, { cacheControl: 'public, max-age=300' });
    },
  );
};

export default previewRoutes;
