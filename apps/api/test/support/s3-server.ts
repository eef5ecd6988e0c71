import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '#src/config/config';

export interface LocalS3 {
  /** what S3_* would configure for it: path style on 127.0.0.1, s3rver's own key pair */
  config: S3Config;
  endpoint: string;
  close(): Promise<void>;
}

/**
 * s3rver (npm, "Fake S3 server for node"): a real HTTP S3 server on a port the OS picks, keeping
 * its objects in a temporary folder, with one empty bucket. It serves ranges, multipart uploads and
 * presigned GETs with their response-* overrides and expiry; it does not verify V4 signatures.
 */
export async function startLocalS3(bucket = 'masar-files'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(process.env.MASAR_TEST_TMP ?? tmpdir(), 'masar-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    config: {
      bucket,
      region: 'us-east-1',
      endpoint,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      publicUrl: undefined,
      downloads: 'redirect',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
