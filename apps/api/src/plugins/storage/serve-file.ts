import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fileNotFound, uploadMessage } from './messages';
import { PUBLIC_PREFIX, type ByteRange, type FileStorage } from './file-storage';

/** Documents a route that answers the file's bytes (no JSON). */
export const ZFileBody = z.any().describe('The file itself, with its own Content-Type');

/** Documents the answer of a file route when S3 storage serves the bytes (docs/decisions/014). */
export const ZFileRedirect = z
  .null()
  .describe(
    'With S3 storage (S3_BUCKET): a redirect (302, no body) to the file in the bucket, a presigned URL valid MEDIA_URL_TTL_SECONDS, or S3_PUBLIC_URL for a public image; it serves byte ranges itself',
  );

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The single byte range of a Range header, 'unsatisfiable' when it lies outside the file, or null
 * to send the whole file (no header, several ranges, or a form we do not serve: RFC 9110 lets a
 * server ignore Range).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start >= size || start > end ? 'unsatisfiable' : { start, end };
}

export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with a plain ASCII fallback name and the real (e.g. Arabic) name in RFC 5987
 * `filename*`. Quotes, backslashes, path separators and control characters never reach the header.
 */
export function attachmentDisposition(name: string, fallback: string): string {
  const clean =
    name
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001f\u007f"\\/:*?<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || fallback;
  const ascii = clean
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[%;]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const plain = /[a-z0-9]/i.test(ascii.replace(/\.[a-z0-9]+$/i, '')) ? ascii : fallback;
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeRfc5987(clean)}`;
}

export interface ServeOptions {
  cacheControl: string;
  /** a strong validator; by default one is made from the size and modification time */
  etag?: string;
  /** set for downloads: Content-Disposition attachment */
  disposition?: string;
}

/**
 * Sends a stored file with its Content-Type, nosniff, ETag / 304 and single-range (206) support;
 * or, when the storage offers a direct URL (S3), a 302 to it once the caller's access has been
 * checked: the bucket then serves the bytes, byte ranges included (docs/decisions/014).
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  opts: ServeOptions,
): Promise<FastifyReply> {
  const info = await storage.stat(key);
  if (!info) throw fileNotFound();
  const direct = await storage.directUrl?.(key, { cacheControl: opts.cacheControl, disposition: opts.disposition });
  if (direct) {
    // a presigned URL expires: only a public key's fixed bucket/CDN URL may be remembered
    return reply
      .code(302)
      .header('location', direct)
      .header('cache-control', key.startsWith(PUBLIC_PREFIX) ? 'public, max-age=86400' : 'private, no-store')
      .send();
  }
  const etag = opts.etag ?? `"${info.size.toString(36)}-${info.modifiedAt.getTime().toString(36)}"`;
  reply
    .header('etag', etag)
    .header('cache-control', opts.cacheControl)
    .header('last-modified', info.modifiedAt.toUTCString())
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff');
  if (opts.disposition) reply.header('content-disposition', opts.disposition);
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();

  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== etag ? null : parseRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') {
    const message = uploadMessage('rangeNotSatisfiable', request.lang);
    return reply
      .code(416)
      .header('content-range', `bytes */${info.size}`)
      .type('application/json; charset=utf-8')
      .send({ message, code: 'VALIDATION_FAILED' });
  }
  const file = await storage.read(key, range ?? undefined);
  if (!file) throw fileNotFound();
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  const length = range ? range.end - range.start + 1 : info.size;
  return reply.header('content-length', length).type(info.contentType).send(file.stream);
}
