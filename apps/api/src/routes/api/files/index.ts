import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/messages/catalog';
import { PUBLIC_PREFIX, isValidKey } from '../../../plugins/app/storage/file-storage';
import { IMMUTABLE, ZFileBody, sendStoredFile } from '../../../plugins/app/storage/serve-file';
import { errorResponses } from '../route-helpers';

const ZPublicFileParams = z.object({ '*': z.string().max(300) });

/** Public files (course images, trainer photos). Their names are content hashes: cached for a year. */
const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/public/*',
    {
      schema: {
        tags: ['files'],
        summary: 'A public file (course image, trainer photo)',
        description: 'Content-addressed names, so the answer is immutable: cached for a year, with an ETag and nosniff.',
        params: ZPublicFileParams,
        response: { 200: ZFileBody, 206: ZFileBody, ...errorResponses(400, 404, 416) },
      },
    },
    async (request, reply) => {
      const key = `${PUBLIC_PREFIX}${request.params['*']}`;
      if (!isValidKey(key)) throw notFound('fileNotFound');
      const name = key.slice(key.lastIndexOf('/') + 1, key.lastIndexOf('.'));
      return sendStoredFile(request, reply, app.storage, key, { cacheControl: IMMUTABLE, etag: `"${name}"` });
    },
  );
};

export default filesRoutes;
