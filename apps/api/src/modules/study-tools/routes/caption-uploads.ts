import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { CAPTION_MAX_BYTES, ZCaptionParams, ZUploadResult } from '@masar/contracts';
import { formatFileSize } from '@masar/contracts/format';
import { AppError } from '#src/lib/app-error';
import { learningError } from '#src/modules/learning/messages';
import { deleteFiles } from '#src/plugins/storage/index';
import { uploadError, uploadMessage } from '#src/plugins/storage/messages';
import { UPLOAD_DOC } from '#src/plugins/storage/upload-scope';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { studyToolsError } from '../messages';
import { checkWebVtt } from '../webvtt';

const tooLarge = () =>
  AppError.localized('PAYLOAD_TOO_LARGE', (lang) => {
    const message = uploadMessage('fileTooLarge', lang, { max: formatFileSize(CAPTION_MAX_BYTES, lang) });
    return { message, details: { file: message } };
  });

/** The one file of the multipart body, whole, refused past CAPTION_MAX_BYTES without reading on. */
async function receiveCaptions(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw uploadError('UNSUPPORTED_MEDIA_TYPE', 'notMultipart');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > CAPTION_MAX_BYTES + 64 * 1024) throw tooLarge();
  let buffer: Buffer;
  let truncated: boolean;
  try {
    const part = await request.file({ limits: { fileSize: CAPTION_MAX_BYTES + 1, files: 1, fields: 10, parts: 20 } });
    if (!part) throw uploadError('VALIDATION_FAILED', 'fileMissing', { field: 'file' });
    buffer = await part.toBuffer();
    truncated = part.file.truncated;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw uploadError('VALIDATION_FAILED', 'uploadUnreadable', { field: 'file' });
  }
  if (truncated || buffer.length > CAPTION_MAX_BYTES) throw tooLarge();
  return buffer;
}

/** Captions uploads (admin): registered inside an upload scope. */
const captionUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/lectures/:id/captions/:language',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['uploads'],
        summary: `Lecture captions in one language: WebVTT (admin, ≤ ${CAPTION_MAX_BYTES / 1024} KB)`,
        ...UPLOAD_DOC,
        description:
          'multipart/form-data with one file (field name `file`), UTF-8 WebVTT that parses without an error and has at least one cue (400 naming the first fault), ' +
          'for a video lecture (400 otherwise); 413 above the limit. Replaces the captions in that language.',
        security: BEARER,
        params: ZCaptionParams,
        response: { 200: ZUploadResult, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const { id, language } = request.params;
      const lecture = await app.lectureCaptions.lecture(id);
      if (!lecture) throw learningError('NOT_FOUND', 'lectureNotFound');
      if (lecture.kind !== 'video') throw studyToolsError('VALIDATION_FAILED', 'captionsNeedVideo');
      const text = checkWebVtt(await receiveCaptions(request));
      const bytes = Buffer.from(text, 'utf8');
      const key = `private/lectures/${id}/captions-${language}-${createHash('sha256').update(bytes).digest('hex')}.vtt`;
      const { size } = await app.storage.put(key, bytes, 'text/vtt; charset=utf-8');
      const replaced = await app.lectureCaptions.set(id, language, key).catch(async (err: unknown) => {
        await deleteFiles(app, [key]);
        throw err;
      });
      if (!replaced) {
        await deleteFiles(app, [key]);
        throw learningError('NOT_FOUND', 'lectureNotFound');
      }
      if (replaced.oldKey !== key) await deleteFiles(app, [replaced.oldKey]);
      return { key, url: null, size, contentType: 'text/vtt' };
    },
  );
};

export default captionUploadRoutes;
