import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TUploadResult } from '@masar/contracts';
import { deleteFiles, storeUpload } from './index';
import { receiveUpload } from './receive-upload';
import type { UploadRule } from './upload-rules';

export interface UploadTarget {
  rule: UploadRule;
  folder: string;
  /** the 404 when the record is not there (the owning module's message) */
  missing: () => Error;
  exists: () => Promise<boolean>;
  /** points the record at the new key; null when it vanished meanwhile */
  attach: (key: string) => Promise<{ oldKey: string | null } | null>;
}

/**
 * Receives, stores, then points the record at the file; the file it replaced is deleted, and a
 * file whose record vanished meanwhile too. A 404 is answered before any byte is read.
 */
export async function acceptUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  target: UploadTarget,
): Promise<TUploadResult> {
  if (!(await target.exists())) throw target.missing();
  const stored = await storeUpload(app.storage, await receiveUpload(request, target.rule), target.folder);
  const replaced = await target.attach(stored.key).catch(async (err: unknown) => {
    await deleteFiles(app, [stored.key]);
    throw err;
  });
  if (!replaced) {
    await deleteFiles(app, [stored.key]);
    throw target.missing();
  }
  if (replaced.oldKey !== stored.key) await deleteFiles(app, [replaced.oldKey]);
  return stored;
}
