import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_PREFIX, isValidKey } from '#src/plugins/storage/file-storage';
import { fileNotFound } from '#src/plugins/storage/messages';
import { IMMUTABLE, ZFileBody, ZFileRedirect, sendStoredFile } from '#src/plugins/storage/serve-file';
import { errorResponses } from '#src/lib/route-helpers';

const ZPublicFileParams = z.object({
  folder: z.enum(['courses', 'trainers']),
  owner: z.uuid(),
  name: z.string().regex(/^[a-f0-9]{64}\.(jpg|png|webp)$/),
});

/** Public files (course images, trainer photos). Their names are content hashes: cached for a year. */
const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/public/:folder/:owner/:name',
    {
      schema: {
        tags: ['files'],
        summary: 'A public file (course image, trainer photo)',
        description:
          'Names are content hashes, so the answer never changes: cached for a year (immutable), with an ETag, nosniff and byte ranges.',
        params: ZPublicFileParams,
        response: { 200: ZFileBody, 206: ZFileBody, 302: ZFileRedirect, ...errorResponses(400, 404, 416) },
      },
    },
    async (request, reply) => {
      const { folder, owner, name } = request.params;
      const key = `${PUBLIC_PREFIX}${folder}/${owner}/${name}`;
      if (!isValidKey(key)) throw fileNotFound();
      return sendStoredFile(request, reply, app.storage, key, {
        cacheControl: IMMUTABLE,
        etag: `"${name.slice(0, name.indexOf('.'))}"`,
      });
    },
  );
};

export default filesRoutes;
