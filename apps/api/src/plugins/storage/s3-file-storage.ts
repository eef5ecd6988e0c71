import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '#src/config/config';
import {
  PUBLIC_PREFIX,
  assertValidKey,
  contentTypeOfKey,
  type ByteRange,
  type DirectUrlOptions,
  type FileStorage,
  type StoredFileInfo,
  type StoredFileRead,
} from './file-storage';

/** Streamed bodies (videos) go up in parts of this size, two at a time: at most 16 MB held per upload. */
const PART_BYTES = 8 * 1024 * 1024;

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey');

export function s3ClientFor(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // checksums only where S3 demands them: many S3-compatible servers refuse the SDK's default
    // CRC32 trailers (aws-chunked bodies)
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files as objects of one bucket, under the same keys as on local disk. A PUT (or a multipart
 * upload, completed only once every part is in) replaces an object whole, so a reader never sees
 * half a file; a failed stream aborts its multipart upload and leaves the previous object.
 */
export class S3FileStorage implements FileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly config: Pick<S3Config, 'bucket' | 'publicUrl' | 'downloads'>,
    /** lifetime of presigned URLs */
    private readonly signedUrlSeconds: number,
  ) {}

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<{ size: number }> {
    assertValidKey(key);
    const target = { Bucket: this.config.bucket, Key: key, ContentType: contentType };
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ ...target, Body: body, ContentLength: body.length }));
      return { size: body.length };
    }
    let size = 0;
    const source: { failure?: unknown } = {};
    async function* counted(stream: Readable) {
      try {
        for await (const chunk of stream) {
          size += (chunk as Buffer).length;
          yield chunk as Buffer;
        }
      } catch (err) {
        source.failure = err;
        throw err;
      }
    }
    const upload = new Upload({
      client: this.client,
      params: { ...target, Body: Readable.from(counted(body)) },
      partSize: PART_BYTES,
      queueSize: 2,
    });
    try {
      await upload.done();
    } catch (err) {
      // the body's own error (e.g. the 413 of an upload past its limit), not that of aborting the
      // multipart upload after it, which a server without AbortMultipartUpload answers with a 405
      throw 'failure' in source ? source.failure : err;
    }
    return { size };
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    assertValidKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return {
        key,
        size: head.ContentLength ?? 0,
        contentType: contentTypeOfKey(key),
        modifiedAt: head.LastModified ?? new Date(0),
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async read(key: string, range?: ByteRange): Promise<StoredFileRead | null> {
    assertValidKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.config.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      // "bytes 0-99/1234": the whole object's size is after the slash
      const total = /\/(\d+)$/.exec(object.ContentRange ?? '')?.[1];
      return {
        key,
        size: total === undefined ? (object.ContentLength ?? 0) : Number(total),
        contentType: contentTypeOfKey(key),
        modifiedAt: object.LastModified ?? new Date(0),
        stream: object.Body as Readable,
        range: range ?? null,
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  /** Closes the client's kept-alive connections. */
  close(): void {
    this.client.destroy();
  }

  async directUrl(key: string, opts: DirectUrlOptions): Promise<string | null> {
    assertValidKey(key);
    if (key.startsWith(PUBLIC_PREFIX)) return this.config.publicUrl ? `${this.config.publicUrl}/${key}` : null;
    if (this.config.downloads !== 'redirect') return null;
    const command = new GetObjectCommand({
      Bucket: this.config.bucket,
      Key: key,
      ResponseContentType: contentTypeOfKey(key),
      ResponseCacheControl: opts.cacheControl,
      ResponseContentDisposition: opts.disposition,
    });
    return getSignedUrl(this.client, command, { expiresIn: this.signedUrlSeconds });
  }
}
