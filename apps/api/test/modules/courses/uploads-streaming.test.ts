import { existsSync, readdirSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { actors, type Actor, type Role } from '#test/support/roles';
import { tinyMp4 } from '#test/support/uploads';

const LIMIT = 256 * 1024;
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name))
    : [];

/** A real HTTP upload sent in chunks without Content-Length, as a browser streaming a large file would. */
function streamUpload(
  port: number,
  url: string,
  headers: Record<string, string>,
  chunks: Buffer[],
): Promise<{ status: number; body: string }> {
  const boundary = 'masarstreamboundary';
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        headers: {
          ...headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'transfer-encoding': 'chunked',
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'EPIPE' || err.code === 'ECONNRESET' ? undefined : reject(err),
    );
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    let i = 0;
    const pump = () => {
      while (i < chunks.length) {
        if (!req.write(chunks[i++])) return void req.once('drain', pump);
      }
      req.end(`\r\n--${boundary}--\r\n`);
    };
    pump();
  });
}

describe('lecture videos stream to storage with the size limit enforced on the way', () => {
  let app: FastifyInstance;
  let as: Record<Role, Actor>;
  let port: number;
  let lectureId: string;

  beforeAll(async () => {
    app = await buildTestApp({ config: { uploadVideoMaxBytes: LIMIT } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
    as = await actors(app);
    const admin = (url: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api${url}`, headers: as.admin.headers, payload });
    const course = (
      await admin('/Courses', { title: 'Streaming', category: 'AI', level: 'Beginner', language: 'en', price: 0 })
    ).json();
    const unit = (await admin(`/courses/${course._id}/units`, { title: 'U' })).json();
    const section = (await admin(`/units/${unit._id}/sections`, { title: 'S' })).json();
    lectureId = (await admin(`/sections/${section._id}/lectures`, { title: 'L', kind: 'video' })).json()._id;
  });
  afterAll(() => app.close());

  it('accepts a video under the limit sent in many chunks', async () => {
    const video = tinyMp4(LIMIT - 1024);
    const chunks = Array.from({ length: Math.ceil(video.length / 8192) }, (_, i) =>
      video.subarray(i * 8192, (i + 1) * 8192),
    );
    const res = await streamUpload(port, `/api/lectures/${lectureId}/video`, as.admin.headers, chunks);
    expect(res.status, res.body).toBe(200);
    const { key, size } = JSON.parse(res.body) as { key: string; size: number };
    expect(size).toBe(video.length);
    expect(statSync(path.join(app.config.filesDir, ...key.split('/'))).size).toBe(video.length);
  });

  it('stops an oversize video with 413 while it streams, keeping no partial file', async () => {
    const before = filesUnder(app.config.filesDir);
    const chunks = [tinyMp4(16), ...Array.from({ length: 128 }, () => Buffer.alloc(16 * 1024, 7))]; // 2 MB, limit 256 KB
    const res = await streamUpload(
      port,
      `/api/lectures/${lectureId}/video`,
      { ...as.admin.headers, 'accept-language': 'en' },
      chunks,
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is too large. The limit is 256\u00a0KB.',
    });
    expect(filesUnder(app.config.filesDir)).toEqual(before);
  });

  it('refuses an oversize upload from its Content-Length before reading it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/lectures/${lectureId}/video`,
      headers: {
        ...as.admin.headers,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(10 * LIMIT),
      },
      payload: Buffer.alloc(10 * LIMIT),
    });
    expect(res.statusCode).toBe(413);
  });
});
