import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config/config';
import { fileStorageFor } from '#src/plugins/storage/index';
import { LocalFileStorage } from '#src/plugins/storage/local-file-storage';
import { S3FileStorage } from '#src/plugins/storage/s3-file-storage';

const load = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'masar-config-')), ...env });

describe('S3 configuration', () => {
  it('keeps files on local disk unless S3_BUCKET is set', () => {
    const config = load({ S3_REGION: 'eu-west-1', S3_ENDPOINT: '' });
    expect(config.s3).toBeUndefined();
    expect(fileStorageFor(config)).toBeInstanceOf(LocalFileStorage);
  });

  it('reads the bucket, endpoint, keys, addressing, public URL and download mode', () => {
    const config = load({
      S3_BUCKET: 'masar-files',
      S3_ENDPOINT: 'https://minio.example.com/',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example.com/files/',
      S3_DOWNLOADS: 'proxy',
    });
    expect(config.s3).toEqual({
      bucket: 'masar-files',
      region: 'us-east-1',
      endpoint: 'https://minio.example.com',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' },
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com/files',
      downloads: 'proxy',
    });
    expect(fileStorageFor(config)).toBeInstanceOf(S3FileStorage);
    expect(load({ S3_BUCKET: 'b' }).s3).toMatchObject({
      credentials: undefined,
      endpoint: undefined,
      forcePathStyle: false,
      downloads: 'redirect',
    });
  });

  it('refuses half a key pair, a malformed URL and an unknown download mode', () => {
    expect(() => load({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-the-id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => load({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => load({ S3_BUCKET: 'b', S3_DOWNLOADS: 'stream' })).toThrow(/S3_DOWNLOADS/);
  });
});
