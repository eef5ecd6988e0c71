import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TUploadResult } from '@masar/contracts';
import { PUBLIC_PREFIX, publicUrlOf, type FileStorage } from './file-storage';
import type { Config } from '#src/config/config';
import { LocalFileStorage } from './local-file-storage';
import { S3FileStorage, s3ClientFor } from './s3-file-storage';
import type { ReceivedUpload } from './receive-upload';

/**
 * Stores a received upload under `folder` (e.g. `public/courses/<id>`). Buffered files get
 * content-addressed names (the same bytes, the same key: safe to cache forever); streamed videos a
 * random one, never reused.
 */
export async function storeUpload(
  storage: FileStorage,
  upload: ReceivedUpload,
  folder: string,
): Promise<TUploadResult> {
  const name = upload.streamed ? randomUUID() : upload.sha256;
  const key = `${folder}/${name}.${upload.ext}`;
  const { size } = await storage.put(key, upload.streamed ? upload.stream : upload.buffer, upload.mime);
  return { key, url: key.startsWith(PUBLIC_PREFIX) ? publicUrlOf(key) : null, size, contentType: upload.mime };
}

/** Deletes files once the database no longer points at them; a failure is logged, not thrown. */
export async function deleteFiles(app: FastifyInstance, keys: Array<string | null | undefined>): Promise<void> {
  for (const key of new Set(keys.filter((k): k is string => Boolean(k)))) {
    await app.storage.delete(key).catch((err: unknown) => app.log.warn({ err, key }, 'could not delete a stored file'));
  }
}

/** The storage the configuration names (the app's, and the seed's at start-up): S3 when S3_BUCKET is set. */
export function fileStorageFor(config: Pick<Config, 'filesDir' | 's3' | 'mediaUrlTtlSeconds'>): FileStorage {
  if (config.s3) return new S3FileStorage(s3ClientFor(config.s3), config.s3, config.mediaUrlTtlSeconds);
  return new LocalFileStorage(config.filesDir);
}

export default fp(
  async function storagePlugin(app: FastifyInstance) {
    const storage = fileStorageFor(app.config);
    app.decorate('storage', storage);
    if (storage instanceof S3FileStorage) app.addHook('onClose', async () => storage.close());
  },
  { name: 'storage' },
);

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}
