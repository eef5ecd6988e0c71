import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '#src/plugins/storage/file-storage';
import { fileStorageFor } from '#src/plugins/storage/index';
import { LocalFileStorage } from '#src/plugins/storage/local-file-storage';
import { S3FileStorage, s3ClientFor } from '#src/plugins/storage/s3-file-storage';
import { s3BrowserOrigins } from '#src/plugins/storage/s3-origins';
import { startLocalS3, type LocalS3 } from '#test/support/s3-server';
import { defined } from '@masar/contracts/defined';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.close());

const backends: Array<[string, () => FileStorage]> = [
  ['local disk', () => new LocalFileStorage(mkdtempSync(path.join(tmpdir(), 'masar-storage-')))],
  ['S3 (s3rver)', () => fileStorageFor({ filesDir: '/nonexistent', s3: s3.config, mediaUrlTtlSeconds: 600 })],
];

describe.each(backends)('FileStorage on %s', (_name, make) => {
  it('puts, stats, reads whole files and byte ranges, and deletes', async () => {
    const storage = make();
    const key = 'private/lectures/abc/video.mp4';
    expect(await storage.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]), 'video/mp4')).toEqual({
      size: 11,
    });
    const info = defined(await storage.stat(key));
    expect(info).toMatchObject({ key, size: 11, contentType: 'video/mp4' });
    expect(Math.abs(info.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await text(defined(await storage.read(key)).stream)).toBe('hello world');
    const part = defined(await storage.read(key, { start: 6, end: 10 }));
    expect(part).toMatchObject({ size: 11, contentType: 'video/mp4', range: { start: 6, end: 10 } });
    expect(await text(part.stream)).toBe('world');
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.read(key)).toBeNull();
    await storage.delete(key); // missing is fine
  });

  it('replaces a file whole, and keeps the previous one when the new body fails midway', async () => {
    const storage = make();
    const key = 'public/courses/x/a.png';
    await storage.put(key, Buffer.from('old'), 'image/png');
    async function* failing() {
      yield Buffer.from('new part');
      throw new Error('client went away');
    }
    await expect(storage.put(key, Readable.from(failing()), 'image/png')).rejects.toThrow('client went away');
    expect(await text(defined(await storage.read(key)).stream)).toBe('old');
    await storage.put(key, Buffer.from('newer'), 'image/png');
    expect(await storage.stat(key)).toMatchObject({ size: 5, contentType: 'image/png' });
    expect(await text(defined(await storage.read(key)).stream)).toBe('newer');
  });

  it('streams a video larger than one upload part and reads its far end', async () => {
    const storage = make();
    const key = 'private/lectures/big/video.webm';
    const bytes = randomBytes(9 * 1024 * 1024 + 123);
    const chunks = Array.from({ length: Math.ceil(bytes.length / 65_536) }, (_, i) =>
      bytes.subarray(i * 65_536, (i + 1) * 65_536),
    );
    expect(await storage.put(key, Readable.from(chunks), 'video/webm')).toEqual({ size: bytes.length });
    const tail = defined(await storage.read(key, { start: bytes.length - 100, end: bytes.length - 1 }));
    expect(await buffer(tail.stream)).toEqual(bytes.subarray(bytes.length - 100));
    // Buffer#equals: a deep toEqual walks 9 MB element by element
    expect((await buffer(defined(await storage.read(key)).stream)).equals(bytes)).toBe(true);
    await storage.delete(key);
  });

  it('stores nothing when a video fails after more than one upload part', async () => {
    const storage = make();
    const key = 'private/lectures/cut/video.mp4';
    async function* cut() {
      for (let i = 0; i < 10; i += 1) yield randomBytes(1024 * 1024);
      throw new Error('connection reset');
    }
    await expect(storage.put(key, Readable.from(cut()), 'video/mp4')).rejects.toThrow('connection reset');
    expect(await storage.stat(key)).toBeNull();
  });

  it('refuses keys that are not plain names', async () => {
    const storage = make();
    await expect(storage.put('../etc/passwd.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /invalid storage key/,
    );
    await expect(storage.stat('public//x.png')).rejects.toThrow(/invalid storage key/);
  });
});

describe('S3 storage: what browsers are sent to', () => {
  it('presigns private files with their type, caching and download name; the URL serves byte ranges', async () => {
    const storage = fileStorageFor({ filesDir: '/nonexistent', s3: s3.config, mediaUrlTtlSeconds: 600 });
    const key = 'private/courses/c/syllabus.pdf';
    await storage.put(key, Buffer.from('%PDF-1.4 syllabus'), 'application/pdf');
    const disposition = `attachment; filename="Intro.pdf"; filename*=UTF-8''%D9%85.pdf`;
    const url = defined(await storage.directUrl?.(key, { cacheControl: 'private, no-cache', disposition }));
    const signed = new URL(url);
    expect(signed.origin).toBe(s3.endpoint);
    expect(signed.pathname).toBe(`/${s3.config.bucket}/${key}`);
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(signed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);

    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect(whole.headers.get('cache-control')).toBe('private, no-cache');
    expect(whole.headers.get('content-disposition')).toBe(disposition);
    expect(await whole.text()).toBe('%PDF-1.4 syllabus');
    const part = await fetch(url, { headers: { range: 'bytes=9-16' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 9-16/17');
    expect(await part.text()).toBe('syllabus');
  });

  it('gives public keys the S3_PUBLIC_URL address, and nothing without it or in proxy mode', async () => {
    const client = s3ClientFor(s3.config);
    const publicBase = `${s3.endpoint}/${s3.config.bucket}`;
    const withCdn = new S3FileStorage(client, { ...s3.config, publicUrl: publicBase }, 600);
    const key = 'public/trainers/t/face.png';
    await withCdn.put(key, Buffer.from('png bytes'), 'image/png');
    const url = await withCdn.directUrl(key, { cacheControl: 'public' });
    expect(url).toBe(`${publicBase}/${key}`);
    const image = await fetch(defined(url));
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(await image.text()).toBe('png bytes');

    const plain = new S3FileStorage(client, s3.config, 600);
    expect(await plain.directUrl(key, { cacheControl: 'public' })).toBeNull();
    const proxied = new S3FileStorage(client, { ...s3.config, downloads: 'proxy' }, 600);
    expect(await proxied.directUrl('private/a/b.pdf', { cacheControl: 'private' })).toBeNull();
  });

  it("names the presigned URLs' origin and the public URL's for the Content-Security-Policy", async () => {
    expect(await s3BrowserOrigins({ ...s3.config, publicUrl: 'https://cdn.example.com/files' })).toEqual({
      media: [s3.endpoint],
      images: ['https://cdn.example.com'],
    });
    const aws = { ...s3.config, endpoint: undefined, forcePathStyle: false, region: 'eu-west-1', bucket: 'masar' };
    expect(await s3BrowserOrigins(aws)).toEqual({ media: ['https://masar.s3.eu-west-1.amazonaws.com'], images: [] });
    expect(await s3BrowserOrigins({ ...aws, downloads: 'proxy' })).toEqual({ media: [], images: [] });
  });
});
