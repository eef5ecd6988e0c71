import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidKey,
  contentTypeOfKey,
  type ByteRange,
  type FileStorage,
  type StoredFileInfo,
  type StoredFileRead,
} from './file-storage';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files on local disk under one root. Writes go to a temporary name beside the target and are
 * renamed into place once complete, so a reader never sees half a file and a failed upload
 * leaves nothing behind.
 */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  /** the content type is implied by the key's extension on disk */
  async put(key: string, body: Readable | Buffer, _contentType?: string): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.part`;
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temp, { flags: 'wx' }));
      const { size } = await stat(temp);
      await rename(temp, target);
      return { size };
    } catch (err) {
      await unlink(temp).catch(() => undefined);
      throw err;
    }
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile()
        ? { key, size: info.size, contentType: contentTypeOfKey(key), modifiedAt: info.mtime }
        : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async read(key: string, range?: ByteRange): Promise<StoredFileRead | null> {
    const info = await this.stat(key);
    if (!info) return null;
    const stream = createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
    return { ...info, stream, range: range ?? null };
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
  }
}
