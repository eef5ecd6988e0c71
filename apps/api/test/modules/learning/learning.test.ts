import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments, lectures } from '#src/db/schema/index';
import { buildTestApp } from '#test/helper';
import { bearer } from '#test/support/accounts';
import { learner, learningCourse } from '#test/support/learning-fixture';
import { manualClock, withMedia } from '#test/support/watching-fixture';
import { TEST_ADMIN } from '#test/test-config';
import { defined } from '@masar/contracts/defined';

describe('learning: my courses, content, media, progress', () => {
  let app: FastifyInstance;
  let course: Awaited<ReturnType<typeof learningCourse>>;
  let me: Awaited<ReturnType<typeof learner>>;
  let other: Awaited<ReturnType<typeof learner>>;
  let admin: Record<string, string>;

  const get = (url: string, headers: Record<string, string> = me.headers) =>
    app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object | undefined, headers: Record<string, string> = me.headers) =>
    app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const progress = (ranges: Array<[number, number]>, position = 0) =>
    post(`/api/lectures/${course.videoId}/progress`, { positionSeconds: position, watchedRanges: ranges });

  beforeAll(async () => {
    app = await buildTestApp();
    course = await learningCourse(app);
    me = await learner(app);
    other = await learner(app, { firstName: 'Omar', lastName: 'Said' }, 'en');
    const adminUser = defined(await app.usersRepository.findByEmail(TEST_ADMIN.email));
    admin = bearer((await app.sessions.create(adminUser)).accessToken);
  });
  afterAll(async () => app?.close());

  it('answers an empty list before any enrolment, and /Courses/mine is not taken for a course id', async () => {
    const mine = await get('/api/Courses/mine');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/Courses/mine' })).statusCode).toBe(401);
    expect((await get('/api/courses/mine')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/Courses/content' })).statusCode).toBe(401);
  });

  it('refuses content, media and progress to a learner who is not enrolled (403), in their language', async () => {
    const content = await app.inject({
      method: 'GET',
      url: `/api/Courses/content?courseId=${course.courseId}`,
      headers: { ...me.headers, 'accept-language': 'ar' },
    });
    expect(content.statusCode).toBe(403);
    expect(content.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'هذا المحتوى متاح للمتعلمين المسجلين في الدورة فقط.',
    });
    expect((await get(`/api/lectures/${course.videoId}/media-url`)).statusCode).toBe(403);
    expect((await progress([[0, 10]])).statusCode).toBe(403);
    expect((await post(`/api/lectures/${course.textId}/complete`, undefined)).statusCode).toBe(403);
    expect((await get('/api/Courses/content?courseId=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/Courses/content?courseId=nope')).statusCode).toBe(400);
  });

  it('gives admins the content without an enrolment', async () => {
    const content = await get(`/api/Courses/content?courseId=${course.courseId}`, admin);
    expect(content.statusCode).toBe(200);
    expect(content.json().totalLectures).toBe(3);
  });

  it('lists the course once enrolled, with progress from unique watched seconds (seeking to the end does not count)', async () => {
    await app.db.insert(enrolments).values({ userId: me.id, courseId: course.courseId });
    const mine = (await get('/api/Courses/mine')).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ _id: course.courseId, progress: 0, certificateCode: null, myReview: null });

    // watched for real: the player's media URL first, then each report as long after the last as it took to play
    await withMedia(app, course.videoId);
    const clock = manualClock(app);
    try {
      expect((await get(`/api/lectures/${course.videoId}/media-url`)).statusCode).toBe(200);
      clock.advance(50);
      let r = (await progress([[0, 50]], 50)).json();
      expect(r).toMatchObject({ completed: false, watchedSeconds: 50, positionSeconds: 50, courseProgress: 0 });
      clock.advance(25);
      r = (
        await progress(
          [
            [95, 100],
            [0, 20],
          ],
          100,
        )
      ).json();
      expect(r).toMatchObject({ completed: false, watchedSeconds: 55 });
      clock.advance(40);
      r = (await progress([[40, 80]], 80)).json();
      expect(r).toMatchObject({ completed: false, watchedSeconds: 85 });
      clock.advance(15);
      r = (await progress([[80, 95]], 95)).json();
      expect(r).toMatchObject({ completed: true, watchedSeconds: 100, courseProgress: 33 });
    } finally {
      clock.restore();
    }

    const content = (await get(`/api/Courses/content?courseId=${course.courseId}`)).json();
    const lectureMarks = content.units[0].sections[0].lectures.map((l: { completed: boolean; kind: string }) => [
      l.kind,
      l.completed,
    ]);
    expect(lectureMarks).toEqual([
      ['video', true],
      ['text', false],
      ['pdf', false],
    ]);
    expect(content.resume).toEqual({ lectureId: course.videoId, positionSeconds: 95 });
    expect(content.units[0].sections[0].lectures[1].body).toBe('Read me');
  });

  it('refuses to mark a video done by hand and rejects ranges outside the limits', async () => {
    expect((await post(`/api/lectures/${course.videoId}/complete`, undefined)).statusCode).toBe(409);
    expect((await progress([[-1, 5]])).statusCode).toBe(400);
    expect((await post(`/api/lectures/${course.videoId}/progress`, { positionSeconds: 'x' })).statusCode).toBe(400);
  });

  it('completes the course with text and PDF lectures and issues one certificate', async () => {
    const text = (await post(`/api/lectures/${course.textId}/complete`, undefined)).json();
    expect(text).toMatchObject({ completed: true, courseProgress: 66, certificateCode: null });
    const pdf = (await post(`/api/lectures/${course.pdfId}/complete`, undefined)).json();
    expect(pdf.courseProgress).toBe(100);
    expect(pdf.certificateCode).toMatch(/^[A-Z2-7]{26}$/);
    const again = (await post(`/api/lectures/${course.pdfId}/complete`, undefined)).json();
    expect(again.certificateCode).toBe(pdf.certificateCode);

    const [enrolment] = await app.db.select().from(enrolments).where(eq(enrolments.userId, me.id));
    expect(enrolment).toMatchObject({ progressPercent: 100 });
    expect(defined(enrolment).completedAt).not.toBeNull();
    const mine = (await get('/api/Courses/mine')).json();
    expect(mine[0]).toMatchObject({ progress: 100, certificateCode: pdf.certificateCode });
  });

  it('serves lecture media through signed, expiring URLs with byte ranges', async () => {
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
    const key = `private/lectures/${course.videoId}/video.mp4`;
    await app.storage.put(key, bytes, 'video/mp4');
    await app.db.update(lectures).set({ videoFileKey: key }).where(eq(lectures.id, course.videoId));

    expect((await get(`/api/lectures/${course.pdfId}/media-url`)).statusCode).toBe(404);
    const media = await get(`/api/lectures/${course.videoId}/media-url`);
    expect(media.statusCode).toBe(200);
    const { url, expiresAt, contentType } = media.json();
    expect(contentType).toBe('video/mp4');
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(app.config.mediaUrlTtlSeconds * 1000);

    const whole = await app.inject({ method: 'GET', url });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await app.inject({ method: 'GET', url, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 10-19/1000');
    expect(part.rawPayload.equals(bytes.subarray(10, 20))).toBe(true);
    const outside = await app.inject({ method: 'GET', url, headers: { range: 'bytes=5000-' } });
    expect(outside.statusCode).toBe(416);

    const token = defined(url.split('/').pop());
    const forged = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
    expect((await app.inject({ method: 'GET', url: `/api/media/${forged}` })).statusCode).toBe(403);
    const expired = app.mediaTokens.issue(course.videoId, 'video', 1, Date.now() - 5_000);
    const late = await app.inject({ method: 'GET', url: `/api/media/${expired.token}` });
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe('FORBIDDEN');
    expect(app.mediaTokens.verify(token, Date.now() + app.config.mediaUrlTtlSeconds * 1000 + 1000)).toBeNull();

    // another learner gets no URL at all
    expect((await get(`/api/lectures/${course.videoId}/media-url`, other.headers)).statusCode).toBe(403);
  });
});
