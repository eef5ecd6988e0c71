import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { formatFileSize } from '@masar/contracts/format';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '#src/lib/app-error';
import { uploadError, uploadMessage } from './messages';
import type { UploadRule } from './upload-rules';

/** Enough of the file's start for file-type to recognise every format we accept. */
const SNIFF_BYTES = 4100;
/** Room for the multipart envelope around the file when judging Content-Length up front. */
const ENVELOPE_BYTES = 64 * 1024;

export type ReceivedUpload =
  | { mime: string; ext: string; streamed: false; buffer: Buffer; sha256: string }
  | { mime: string; ext: string; streamed: true; stream: Readable };

const tooLarge = (rule: UploadRule) =>
  AppError.localized('PAYLOAD_TOO_LARGE', (lang) => {
    const message = uploadMessage('fileTooLarge', lang, { max: formatFileSize(rule.maxBytes, lang) });
    return { message, details: { file: message } };
  });

/**
 * Reads the one file of a multipart request: checks its type by content and its size while it
 * arrives (never more than the limit in memory; videos not at all). Throws 415 / 413 / 400 with
 * translated messages. Needs the route to live in an upload scope (upload-scope.ts).
 */
export async function receiveUpload(request: FastifyRequest, rule: UploadRule): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw uploadError('UNSUPPORTED_MEDIA_TYPE', 'notMultipart');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > rule.maxBytes + ENVELOPE_BYTES) throw tooLarge(rule);

  let part;
  try {
    // one byte over the limit lets us tell "exactly at the limit" from "over it"
    part = await request.file({ limits: { fileSize: rule.maxBytes + 1, files: 1, fields: 10, parts: 20 } });
  } catch {
    throw uploadError('VALIDATION_FAILED', 'uploadUnreadable', { field: 'file' });
  }
  if (!part) throw uploadError('VALIDATION_FAILED', 'fileMissing', { field: 'file' });
  const source = part.file;
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  // a malformed or cut-off body surfaces here: a 400, not a 500
  const nextChunk = async () => {
    try {
      return await chunks.next();
    } catch {
      throw uploadError('VALIDATION_FAILED', 'uploadUnreadable', { field: 'file' });
    }
  };

  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < SNIFF_BYTES) {
    const next = await nextChunk();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  const start = Buffer.concat(head);
  if (start.length === 0) throw uploadError('VALIDATION_FAILED', 'fileMissing', { field: 'file' });
  const detected = await fileTypeFromBuffer(start);
  const ext = detected ? rule.types[detected.mime] : undefined;
  if (!detected || !ext) {
    source.resume(); // let the parser discard the rest
    throw uploadError('UNSUPPORTED_MEDIA_TYPE', rule.typeMessage, { field: 'file' });
  }

  // the head, then the rest, failing with 413 as soon as the limit is passed
  async function* body(): AsyncGenerator<Buffer> {
    let total = start.length;
    if (total > rule.maxBytes) throw tooLarge(rule);
    yield start;
    while (!ended) {
      const next = await nextChunk();
      if (next.done) break;
      total += next.value.length;
      if (total > rule.maxBytes) throw tooLarge(rule);
      yield next.value;
    }
    if (source.truncated) throw tooLarge(rule);
  }

  if (rule.streamed)
    return { mime: detected.mime, ext, streamed: true, stream: Readable.from(body(), { objectMode: false }) };
  const parts: Buffer[] = [];
  for await (const chunk of body()) parts.push(chunk);
  const buffer = Buffer.concat(parts);
  return {
    mime: detected.mime,
    ext,
    streamed: false,
    buffer,
    sha256: createHash('sha256').update(buffer).digest('hex'),
  };
}
