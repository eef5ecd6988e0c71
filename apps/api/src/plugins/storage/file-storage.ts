import type { Readable } from 'node:stream';

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFileInfo {
  key: string;
  size: number;
  contentType: string;
  modifiedAt: Date;
}

export interface StoredFileRead extends StoredFileInfo {
  /** the whole file, or only `range` when one was asked for */
  stream: Readable;
  range: ByteRange | null;
}

export interface DirectUrlOptions {
  /** the Cache-Control the file should be answered with */
  cacheControl: string;
  /** Content-Disposition of a download */
  disposition?: string;
}

/**
 * Where uploads live (ARCHITECTURE.md: local disk by default, S3-compatible storage by configuration).
 * Keys are relative paths such as `public/courses/<id>/<sha256>.webp`; their extension names the
 * content type. Keys under `public/` are served to anyone by GET /api/files/public/*; every other
 * key is private and leaves only through calls that check access (syllabus download, and the
 * learning calls of issue 5 through `read(key, range)`).
 */
export interface FileStorage {
  /** Stores the whole body under key, replacing any file there. A failed or aborted body stores nothing. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<{ size: number }>;
  stat(key: string): Promise<StoredFileInfo | null>;
  /** A stream of the file or of one byte range of it (for video seeking); null when missing. */
  read(key: string, range?: ByteRange): Promise<StoredFileRead | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A URL where the browser fetches the file itself, once the API has checked access (S3: a
   * presigned GET, or the bucket/CDN URL of a public key); null, or no such method (local disk):
   * the API sends the bytes.
   */
  directUrl?(key: string, opts: DirectUrlOptions): Promise<string | null>;
}

const KEY = /^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*\.[a-z0-9]{2,5}$/;

export const isValidKey = (key: string) => key.length <= 300 && KEY.test(key);

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

export const PUBLIC_PREFIX = 'public/';
export const PUBLIC_FILES_ROUTE = '/api/files/public/';

/** The URL a public key is served at. */
export const publicUrlOf = (key: string) => `${PUBLIC_FILES_ROUTE}${key.slice(PUBLIC_PREFIX.length)}`;

/** The key behind a URL made by publicUrlOf (null for anything else, e.g. an external image URL). */
export function keyOfPublicUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(PUBLIC_FILES_ROUTE)) return null;
  const key = `${PUBLIC_PREFIX}${url.slice(PUBLIC_FILES_ROUTE.length)}`;
  return isValidKey(key) ? key : null;
}
