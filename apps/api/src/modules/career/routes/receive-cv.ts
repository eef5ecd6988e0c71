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

/** A multipart request's file (field `file`): at most 10 MB (413 beyond), not empty. */
async function receiveFile(request: FastifyRequest): Promise<{ buffer: Buffer; fileName: string }> {
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
  return { buffer, fileName: part.filename.slice(0, 200) };
}

/**
 * The CV of a multipart request (field `file`): at most 10 MB (413 beyond), PDF or DOCX by its
 * content (415 otherwise; a DOCX is recognised from the whole zip, not its first bytes).
 * Needs the route inside an upload scope (@fastify/multipart registered).
 */
export async function receiveCv(request: FastifyRequest): Promise<ReceivedCv> {
  const { buffer, fileName } = await receiveFile(request);
  const fileType = await officeType(buffer);
  if (fileType !== 'pdf' && fileType !== 'docx') throw careerError('UNSUPPORTED_MEDIA_TYPE', 'fileType', 'file');
  return { buffer, fileType, fileName: fileName || `cv.${fileType}` };
}

async function officeType(buffer: Buffer): Promise<'pdf' | 'docx' | 'other' | undefined> {
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected) return undefined;
  return detected.mime === 'application/pdf' ? 'pdf' : detected.mime === DOCX ? 'docx' : 'other';
}

/** A job description file: PDF, DOCX, or a .txt file (no binary format recognised, no NUL byte). */
export async function receiveJobDescription(
  request: FastifyRequest,
): Promise<{ buffer: Buffer; fileType: 'pdf' | 'docx' | 'txt' }> {
  const { buffer, fileName } = await receiveFile(request);
  const fileType = await officeType(buffer);
  if (fileType === 'pdf' || fileType === 'docx') return { buffer, fileType };
  if (!fileType && !buffer.includes(0) && /\.txt$/i.test(fileName)) return { buffer, fileType: 'txt' };
  throw careerError('UNSUPPORTED_MEDIA_TYPE', 'jobDescriptionFileType', 'file');
}
