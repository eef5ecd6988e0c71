import { parentPort } from 'node:worker_threads';
import { ArchiveTooLargeError, checkActualSizes, readZipDirectory } from './docx-archive';
import { extractDocx } from './extract-docx';
import { extractPdf, PdfTooComplexError } from './extract-pdf';
import type { ExtractedText } from './extracted';
import { defined } from '@masar/contracts/defined';

/** Why a file could not be read: it unpacks to too much, reading it took too long or too much memory, or it is broken. */
export type ExtractionFailure = 'tooLarge' | 'tooComplex' | 'unreadable';

export interface ExtractionJob {
  id: number;
  fileType: 'pdf' | 'docx';
  data: Uint8Array;
}

export type ExtractionReply = { id: number; extracted: ExtractedText } | { id: number; failure: ExtractionFailure };

// NUL and lone surrogates (a DOCX may say &#0; or &#xD800;) cannot be stored as text
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what is removed
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/gu;

async function extract(job: ExtractionJob): Promise<ExtractedText> {
  const buffer = Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength);
  // the directory's sizes were checked before the job was sent; here they are held to them
  if (job.fileType === 'docx') checkActualSizes(buffer, readZipDirectory(buffer));
  const extracted = job.fileType === 'pdf' ? await extractPdf(buffer) : await extractDocx(buffer);
  return {
    ...extracted,
    lines: extracted.lines.map((line) => line.replace(UNSTORABLE, '')).filter((line) => line !== ''),
  };
}

const failureOf = (error: unknown): ExtractionFailure =>
  error instanceof ArchiveTooLargeError
    ? 'tooLarge'
    : error instanceof PdfTooComplexError || error instanceof RangeError
      ? 'tooComplex'
      : 'unreadable';

/** One CV at a time, off the server's thread (extractor.ts runs it under a memory and time limit). */
parentPort?.on('message', (job: ExtractionJob) => {
  extract(job).then(
    (extracted) => defined(parentPort).postMessage({ id: job.id, extracted } satisfies ExtractionReply),
    (error: unknown) =>
      defined(parentPort).postMessage({ id: job.id, failure: failureOf(error) } satisfies ExtractionReply),
  );
});
