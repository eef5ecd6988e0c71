import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { RESUME_UPLOAD_MAX_BYTES } from '@masar/contracts';
import { careerError } from '../messages';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ENVELOPE_BYTES = 64 * 1024;

export interface ReceivedCv {
  buffer: Buffer;
  fileType: 'pdf' | 'docx';
  fileName: string;
}

/**
 * The CV of a multipart request (field `file`): at most 10 MB (413 beyond), PDF or DOCX by its
 * content (415 otherwise; a DOCX is recognised from the whole zip, not its first bytes).
 * Needs the route inside an upload scope (@fastify/multipart registered).
 */
export async function receiveCv(request: FastifyRequest): Promise<ReceivedCv> {
  if (!request.isMultipart()) throw careerError('UNSUPPORTED_MEDIA_TYPE', 'notMultipart');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > RESUME_UPLOAD_MAX_BYTES + ENVELOPE_BYTES)
    throw careerError('PAYLOAD_TOO_LARGE', 'fileTooLarge', 'file');
  let part;
  let buffer: Buffer;
  try {
    part = await request.file({ limits: { fileSize: RESUME_UPLOAD_MAX_BYTES + 1, files: 1, fields: 10, parts: 20 } });
    if (!part) throw careerError('VALIDATION_FAILED', 'fileRequired', 'file');
    buffer = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw careerError('PAYLOAD_TOO_LARGE', 'fileTooLarge', 'file');
    if (
      (error as { statusCode?: number }).statusCode === 400 &&
      (error as { code?: string }).code === 'VALIDATION_FAILED'
    )
      throw error;
    throw careerError('VALIDATION_FAILED', 'unreadable', 'file', { reason: 'unreadable' });
  }
  if (part.file.truncated || buffer.length > RESUME_UPLOAD_MAX_BYTES)
    throw careerError('PAYLOAD_TOO_LARGE', 'fileTooLarge', 'file');
  if (buffer.length === 0) throw careerError('VALIDATION_FAILED', 'fileRequired', 'file');
  const detected = await fileTypeFromBuffer(buffer);
  const fileType = detected?.mime === 'application/pdf' ? 'pdf' : detected?.mime === DOCX ? 'docx' : undefined;
  if (!fileType) throw careerError('UNSUPPORTED_MEDIA_TYPE', 'fileType', 'file');
  return { buffer, fileType, fileName: (part.filename || `cv.${fileType}`).slice(0, 200) };
}
