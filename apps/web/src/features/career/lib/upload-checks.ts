import { RESUME_UPLOAD_MAX_BYTES } from '@masar/contracts';
import { isApiError } from '@/lib/api-client';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const REVIEW_ACCEPT = `.pdf,.docx,${PDF},${DOCX}`;

export type TUploadProblem =
  'tooLarge' | 'unpacksTooLarge' | 'tooComplex' | 'type' | 'empty' | 'scanned' | 'unreadable';

/**
 * What the browser can tell before uploading (SPEC section 5: at most 10 MB; PDF or DOCX). The
 * server checks again by content; this saves the learner a long upload that would be refused.
 */
export function checkResumeFile(file: File): TUploadProblem | null {
  const name = file.name.toLowerCase();
  const typeOk = file.type === PDF || file.type === DOCX || name.endsWith('.pdf') || name.endsWith('.docx');
  if (!typeOk) return 'type';
  if (file.size > RESUME_UPLOAD_MAX_BYTES) return 'tooLarge';
  if (file.size === 0) return 'empty';
  return null;
}

/**
 * The server's refusals that have their own message here: 413 (the file, what a DOCX unpacks to,
 * or a file that took too much time or memory to read), 415, and a PDF without text.
 */
export function uploadProblemOf(error: unknown): TUploadProblem | null {
  if (!isApiError(error)) return null;
  const details =
    error.data && typeof error.data === 'object' && 'details' in error.data
      ? (error.data as { details?: { reason?: unknown } }).details
      : undefined;
  if (error.status === 413)
    return details?.reason === 'unpacksTooLarge' || details?.reason === 'tooComplex' ? details.reason : 'tooLarge';
  if (error.status === 415) return 'type';
  if (error.status === 400 && details?.reason === 'noText') return 'scanned';
  if (error.status === 400 && details?.reason === 'unreadable') return 'unreadable';
  return null;
}
