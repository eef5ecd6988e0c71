import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Registers upload routes in their own context with @fastify/multipart. Outside it, the rest of
 * the API keeps refusing multipart bodies (415) and carries none of the plugin's per-request hooks
 * (the catalog is benchmarked). Limits are set per call by receiveUpload.
 */
export function uploadScope(routes: FastifyPluginAsyncZod) {
  return async function uploads(app: FastifyInstance) {
    await app.register(multipart, { throwFileSizeLimit: false, limits: { files: 1, fields: 10, parts: 20 } });
    await app.register(routes);
  };
}

/** Documentation shared by the upload routes. */
export const UPLOAD_DOC = {
  consumes: ['multipart/form-data'],
  description:
    'multipart/form-data with one file (field name `file`). The type is judged by the content, not the name: ' +
    '415 for another type, 413 above the limit. A replaced file is deleted.',
};
