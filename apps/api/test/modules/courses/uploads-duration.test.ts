import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUploadResult, type TCourseDetails, type TOutlineLecture } from '@masar/contracts';
import { enrolments } from '#src/db/schema/index';
import { wholeSeconds } from '#src/plugins/storage/media-duration';
import { buildTestApp } from '#test/helper';
import { learner } from '#test/support/learning-fixture';
import { actors, type Actor, type Role } from '#test/support/roles';
import { multipart, tinyMp4, tinyWebm } from '#test/support/uploads';

const fixture = (path: string) => readFileSync(new URL(path, import.meta.url));
/** VP8, Duration 1.899 s in its Segment Info (the admin catalog journey's video) */
const TWO_SECONDS_WEBM = fixture('../../../../web/e2e/fixtures/two-seconds.webm');
/** H.264 without sound, 3.000 s, `moov` after the media data (not "fast start") */
const THREE_SECONDS_MP4 = fixture('../../fixtures/video/three-seconds.mp4');
/** fragmented MP4 (`empty_moov`): the length is only in `mehd`, 4.000 s */
const FOUR_SECONDS_FRAGMENTED_MP4 = fixture('../../fixtures/video/four-seconds-fragmented.mp4');
/** a live WebM, as MediaRecorder writes it: no Duration element, clusters of unknown size */
const NO_DURATION_WEBM = fixture('../../fixtures/video/no-duration.webm');

describe('lecture video uploads set the lecture duration from the file', () => {
  let app: FastifyInstance;
  let as: Record<Role, Actor>;
  let courseId: string;
  let sectionId: string;

  const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: as.admin.headers, ...(payload ? { payload } : {}) });
  const upload = async (lectureId: string, file: Buffer, name: string) => {
    const { payload, headers } = multipart(file, name);
    const res = await app.inject({
      method: 'POST',
      url: `/api/lectures/${lectureId}/video`,
      payload,
      headers: { ...headers, ...as.admin.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    return ZUploadResult.parse(res.json());
  };
  const course = async () => (await admin('GET', `/Courses/${courseId}`)).json<TCourseDetails>();
  const lectureOf = async (id: string) =>
    (await course()).units
      .flatMap((u) => u.sections.flatMap((s) => s.lectures))
      .find((l) => l._id === id) as TOutlineLecture;
  const newLecture = async (durationSeconds: number, kind: 'video' | 'text' = 'video') =>
    (
      await admin('POST', `/sections/${sectionId}/lectures`, {
        title: `Lecture ${durationSeconds}`,
        kind,
        durationSeconds,
        ...(kind === 'text' ? { body: 'Read' } : {}),
      })
    ).json()._id as string;

  beforeAll(async () => {
    app = await buildTestApp();
    as = await actors(app);
    courseId = (
      await admin('POST', '/Courses', {
        title: 'Real lengths',
        category: 'AI',
        level: 'Beginner',
        language: 'en',
        price: 0,
      })
    ).json()._id;
    const unit = (await admin('POST', `/courses/${courseId}/units`, { title: 'U' })).json();
    sectionId = (await admin('POST', `/units/${unit._id}/sections`, { title: 'S' })).json()._id;
  });
  afterAll(() => app.close());

  it("takes a WebM's length (rounded up) and keeps the course total consistent", async () => {
    const lectureId = await newLecture(300);
    await newLecture(120, 'text');
    expect(await course()).toMatchObject({ durationMinutes: 7, lecturesCount: 2 });

    const result = await upload(lectureId, TWO_SECONDS_WEBM, 'two-seconds.webm');
    expect(result).toMatchObject({ contentType: 'video/webm', url: null, durationSeconds: 2 });
    expect(await lectureOf(lectureId)).toMatchObject({ durationSeconds: 2, hasVideo: true });
    // 2 s + 120 s: 3 minutes, rounded up as course-stats does
    expect(await course()).toMatchObject({ durationMinutes: 3, lecturesCount: 2 });
  });

  it("takes an MP4's length from its movie header wherever the file keeps it, fragmented files too", async () => {
    const lectureId = await newLecture(600);
    expect((await upload(lectureId, THREE_SECONDS_MP4, 'three.mp4')).durationSeconds).toBe(3);
    expect((await lectureOf(lectureId)).durationSeconds).toBe(3);
    expect((await upload(lectureId, FOUR_SECONDS_FRAGMENTED_MP4, 'four.mp4')).durationSeconds).toBe(4);
    expect((await lectureOf(lectureId)).durationSeconds).toBe(4);
  });

  it("keeps the admin's value when the file does not tell its length, and still stores the video", async () => {
    const lectureId = await newLecture(45);
    const live = await upload(lectureId, NO_DURATION_WEBM, 'recorded.webm');
    expect(live).toMatchObject({ contentType: 'video/webm', durationSeconds: 45 });
    expect(await lectureOf(lectureId)).toMatchObject({ durationSeconds: 45, hasVideo: true });
    // files whose first bytes say MP4 / WebM and nothing more
    expect((await upload(lectureId, tinyMp4(4096), 'broken.mp4')).durationSeconds).toBe(45);
    expect((await upload(lectureId, tinyWebm(4096), 'broken.webm')).durationSeconds).toBe(45);
    // an admin's later edit still wins until the next upload
    expect((await admin('PATCH', `/lectures/${lectureId}`, { durationSeconds: 50 })).statusCode).toBe(200);
    expect((await upload(lectureId, TWO_SECONDS_WEBM, 'again.webm')).durationSeconds).toBe(2);
  });

  it('leaves the reading time of a lecture that is not a video lecture alone', async () => {
    const textId = await newLecture(90, 'text');
    expect((await upload(textId, THREE_SECONDS_MP4, 'stray.mp4')).durationSeconds).toBe(90);
    expect((await lectureOf(textId)).durationSeconds).toBe(90);
  });

  it('judges completion against the real length', async () => {
    // the admin typed 10 minutes; the file is 3 s: watching it through completes the lecture
    const lectureId = await newLecture(600);
    await upload(lectureId, THREE_SECONDS_MP4, 'short.mp4');
    const me = await learner(app);
    await app.db.insert(enrolments).values({ userId: me.id, courseId });
    // the player's media URL first: watched seconds are credited from it (3 s fit in the slack)
    expect(
      (await app.inject({ method: 'GET', url: `/api/lectures/${lectureId}/media-url`, headers: me.headers }))
        .statusCode,
    ).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: `/api/lectures/${lectureId}/progress`,
      headers: me.headers,
      payload: { positionSeconds: 3, watchedRanges: [[0, 3]] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ completed: true, watchedSeconds: 3 });
  });

  it('rounds up to whole seconds, ignoring float noise, within the lecture limit', () => {
    expect(wholeSeconds(1.898801)).toBe(2);
    expect(wholeSeconds(2)).toBe(2);
    expect(wholeSeconds(2.0000001)).toBe(2);
    expect(wholeSeconds(2.02)).toBe(3);
    expect(wholeSeconds(0.2)).toBe(1);
    expect(wholeSeconds(90_000)).toBe(86_400);
  });
});
