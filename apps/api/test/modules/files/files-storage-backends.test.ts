import { Readable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUploadResult, type TUploadResult } from '@masar/contracts';
import { eq } from 'drizzle-orm';
import { enrolments, lectures } from '#src/db/schema/index';
import type { Config } from '#src/config/config';
import { buildTestApp } from '#test/helper';
import { actors, type Actor, type Role } from '#test/support/roles';
import { learner, learningCourse } from '#test/support/learning-fixture';
import { startLocalS3, type LocalS3 } from '#test/support/s3-server';
import { PNG, multipart, tinyMp4, tinyPdf } from '#test/support/uploads';
import { defined } from '@masar/contracts/defined';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3('masar-api-files');
});
afterAll(() => s3.close());

interface Served {
  status: number;
  headers: Record<string, string | undefined>;
  body: Buffer;
}

const VIDEO_LIMIT = 9 * 1024 * 1024;

type Backend = 'local disk' | 'S3 (s3rver)' | 'S3 (s3rver) with S3_PUBLIC_URL' | 'S3 (s3rver) with S3_DOWNLOADS=proxy';

const configOf = (backend: Backend): Partial<Config> =>
  backend === 'local disk'
    ? {}
    : {
        s3: {
          ...s3.config,
          publicUrl: backend.endsWith('URL') ? `${s3.endpoint}/${s3.config.bucket}` : undefined,
          downloads: backend.endsWith('proxy') ? 'proxy' : 'redirect',
        },
      };

describe.each<Backend>([
  'local disk',
  'S3 (s3rver)',
  'S3 (s3rver) with S3_PUBLIC_URL',
  'S3 (s3rver) with S3_DOWNLOADS=proxy',
])('files on %s, through the API', (backend) => {
  let app: FastifyInstance;
  let as: Record<Role, Actor>;
  let course: Awaited<ReturnType<typeof learningCourse>>;
  let enrolled: { id: string; headers: Record<string, string> };
  const onS3 = backend !== 'local disk';
  /** private files answer a redirect to a presigned URL */
  const redirects = onS3 && !backend.endsWith('proxy');

  /** The answer as a browser gets it: a redirect to the bucket is followed with the same Range. */
  async function follow(res: LightMyRequestResponse, range?: string): Promise<Served> {
    if (res.statusCode !== 302) {
      const headers = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, v?.toString()]));
      return { status: res.statusCode, headers, body: res.rawPayload };
    }
    expect(onS3, 'only S3 storage redirects').toBe(true);
    expect(redirects || defined(res.headers.location).startsWith(`${s3.endpoint}/${s3.config.bucket}/public/`)).toBe(
      true,
    );
    const location = defined(res.headers.location);
    expect(location.startsWith(`${s3.endpoint}/${s3.config.bucket}/`), location).toBe(true);
    const answer = await fetch(location, { headers: range ? { range } : {} });
    return {
      status: answer.status,
      headers: Object.fromEntries(answer.headers.entries()),
      body: Buffer.from(await answer.arrayBuffer()),
    };
  }

  const upload = async (url: string, file: Buffer, name: string): Promise<TUploadResult> => {
    const { payload, headers } = multipart(file, name);
    const res = await app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload,
      headers: { ...headers, ...as.admin.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    return ZUploadResult.parse(res.json());
  };

  beforeAll(async () => {
    app = await buildTestApp({ config: { ...configOf(backend), uploadVideoMaxBytes: VIDEO_LIMIT } });
    as = await actors(app);
    course = await learningCourse(app, { title: `Files on ${backend}` });
    enrolled = await learner(app);
    await app.db.insert(enrolments).values({ userId: enrolled.id, courseId: course.courseId });
  });
  afterAll(() => app.close());

  it('serves a public course image at its URL (through the API, or by redirect to S3_PUBLIC_URL)', async () => {
    const image = await upload(`/courses/${course.courseId}/image`, PNG, 'cover.png');
    const res = await app.inject({ url: defined(image.url) });
    if (backend.endsWith('URL')) {
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${s3.endpoint}/${s3.config.bucket}/${image.key}`);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    } else {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const served = await follow(res);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.body.equals(PNG)).toBe(true);
  });

  it('gives an enrolled learner the lecture video through its signed URL, byte ranges included', async () => {
    const video = tinyMp4(4096);
    const stored = await upload(`/lectures/${course.videoId}/video`, video, 'intro.mp4');
    const media = await app.inject({ url: `/api/lectures/${course.videoId}/media-url`, headers: enrolled.headers });
    expect(media.statusCode, media.body).toBe(200);
    const url = media.json().url as string;

    const whole = await app.inject({ url });
    expect(whole.statusCode).toBe(redirects ? 302 : 200);
    if (redirects) {
      expect(whole.statusCode).toBe(302);
      expect(whole.headers['cache-control']).toBe('private, no-store');
      expect(new URL(defined(whole.headers.location)).searchParams.get('X-Amz-Expires')).toBe(
        String(app.config.mediaUrlTtlSeconds),
      );
    }
    const all = await follow(whole);
    expect(all.status).toBe(200);
    expect(all.headers['content-type']).toBe('video/mp4');
    expect(all.body.equals(video)).toBe(true);

    const range = 'bytes=100-1123';
    const part = await follow(await app.inject({ url, headers: { range } }), range);
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1123/${video.length}`);
    expect(part.body.equals(video.subarray(100, 1124))).toBe(true);
    expect(await app.storage.stat(stored.key)).toMatchObject({ size: video.length, contentType: 'video/mp4' });
  });

  it('refuses a guest and an unenrolled learner before any URL is given', async () => {
    const guest = await app.inject({ url: `/api/lectures/${course.videoId}/media-url` });
    expect(guest.statusCode).toBe(401);
    const stranger = await learner(app, { firstName: 'Omar', lastName: 'Adel' });
    const refused = await app.inject({ url: `/api/lectures/${course.videoId}/media-url`, headers: stranger.headers });
    expect(refused.statusCode).toBe(403);
    for (const res of [guest, refused]) {
      expect(res.headers.location).toBeUndefined();
      expect(res.body).not.toContain('/api/media/');
      expect(res.body).not.toContain(s3.endpoint);
    }
    const forged = await app.inject({ url: '/api/media/not-a-real-token-at-all' });
    expect(forged.statusCode).toBe(403);
    expect(forged.headers.location).toBeUndefined();
  });

  it("plays a free preview lecture's video to a guest, byte ranges included", async () => {
    await app.db.update(lectures).set({ isPreview: true }).where(eq(lectures.id, course.videoId));
    const url = `/api/lectures/${course.videoId}/preview/media`;
    const whole = await app.inject({ url });
    expect(whole.statusCode).toBe(redirects ? 302 : 200);
    const all = await follow(whole);
    expect(all.status).toBe(200);
    expect(all.headers['content-type']).toBe('video/mp4');
    const range = 'bytes=0-15';
    const part = await follow(await app.inject({ url, headers: { range } }), range);
    expect(part.status).toBe(206);
    expect(part.body.equals(all.body.subarray(0, 16))).toBe(true);
  });

  it('downloads the syllabus under the course name', async () => {
    const pdf = tinyPdf('Files syllabus');
    await upload(`/courses/${course.courseId}/syllabus`, pdf, 'syllabus.pdf');
    const res = await app.inject({ url: `/api/courses/${course.courseId}/syllabus` });
    const served = await follow(res);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="Files on .*\.pdf"/);
    expect(served.body.equals(pdf)).toBe(true);
  });

  it('answers 413 for a video past the limit and keeps the lecture on its previous video', async () => {
    const before = defined((await app.learning.lectureWithCourse(course.videoId))?.videoFileKey);
    const { payload, headers } = multipart(tinyMp4(VIDEO_LIMIT + 1024 * 1024), 'long.mp4');
    // a stream has no Content-Length: the limit is met while the file goes to storage
    const res = await app.inject({
      method: 'POST',
      url: `/api/lectures/${course.videoId}/video`,
      payload: Readable.from([payload]),
      headers: { ...headers, ...as.admin.headers },
    });
    expect(res.statusCode, res.body).toBe(413);
    expect((await app.learning.lectureWithCourse(course.videoId))?.videoFileKey).toBe(before);
    expect(await app.storage.stat(before)).not.toBeNull();
  });

  it('deletes the replaced file and the files of a deleted lecture', async () => {
    const first = await upload(`/lectures/${course.pdfId}/attachment`, tinyPdf('one'), 'one.pdf');
    const second = await upload(`/lectures/${course.pdfId}/attachment`, tinyPdf('two'), 'two.pdf');
    expect(second.key).not.toBe(first.key);
    expect(await app.storage.stat(first.key)).toBeNull();
    expect(await app.storage.stat(second.key)).not.toBeNull();
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/lectures/${course.pdfId}`,
      headers: as.admin.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await app.storage.stat(second.key)).toBeNull();
  });

  it.runIf(onS3)("names the bucket's origin in the Content-Security-Policy", async () => {
    const csp = defined((await app.inject({ url: '/api/health' })).headers['content-security-policy']?.toString());
    if (redirects) {
      expect(csp).toContain(`media-src 'self' blob: ${s3.endpoint}`);
      expect(csp).toContain(`frame-src 'self' ${s3.endpoint}`);
    } else {
      expect(csp).toContain(`media-src 'self' blob:;`);
      expect(csp).not.toContain('frame-src');
    }
    if (backend.endsWith('URL')) expect(csp).toContain(`img-src 'self' data: blob: ${s3.endpoint}`);
  });
});
