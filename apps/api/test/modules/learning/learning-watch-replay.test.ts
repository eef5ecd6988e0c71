import { MAX_PLAYBACK_RATE, WATCH_SLACK_SECONDS } from '@masar/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { learner } from '#test/support/learning-fixture';
import { videoCourse } from '#test/support/watching-fixture';

/**
 * Issue 16, section 2, as found: twelve progress reports sent in well under a second, each claiming
 * a whole lecture (6,060 s of video in all), completed the course and issued a certificate.
 * Real clock, no standing still: the server must credit at most what could have been played in the
 * time the replay really took.
 */
describe('watching is checked by the server: the fast replay', () => {
  let app: FastifyInstance;
  let me: Awaited<ReturnType<typeof learner>>;

  beforeAll(async () => {
    app = await buildTestApp();
    me = await learner(app);
  });
  afterAll(async () => app?.close());

  it('credits at most a few seconds and issues no certificate for 12 reports claiming a whole course', async () => {
    const course = await videoCourse(
      app,
      me.id,
      Array.from({ length: 12 }, () => 505),
    );
    // the player's own first step: a signed media URL per lecture (the server records it)
    for (const id of course.videoIds) {
      const media = await app.inject({ method: 'GET', url: `/api/lectures/${id}/media-url`, headers: me.headers });
      expect(media.statusCode, media.body).toBe(200);
    }
    const started = Date.now();
    const answers = [];
    for (const id of course.videoIds) {
      answers.push(
        await app.inject({
          method: 'POST',
          url: `/api/lectures/${id}/progress`,
          headers: me.headers,
          payload: { positionSeconds: 505, watchedRanges: [[0, 505]] },
        }),
      );
    }
    const elapsedSeconds = (Date.now() - started) / 1000;
    // clipped, not failed: a learner on a flaky connection must lose nothing real
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);

    const content = (
      await app.inject({ method: 'GET', url: `/api/Courses/content?courseId=${course.courseId}`, headers: me.headers })
    ).json();
    const credited = content.units[0].sections[0].lectures.reduce(
      (n: number, l: { watchedSeconds: number }) => n + l.watchedSeconds,
      0,
    );
    const certificates = (
      await app.inject({ method: 'GET', url: '/api/certificates/mine', headers: me.headers })
    ).json();
    console.info(
      `fast replay: 12 reports in ${elapsedSeconds.toFixed(2)} s claimed 6060 s, credited ${credited} s, certificate: ${certificates.length > 0 ? 'yes' : 'no'}`,
    );

    // since the first media URL was issued: the time the whole replay took, at the fastest rate, plus the slack
    expect(credited).toBeLessThanOrEqual(Math.ceil(MAX_PLAYBACK_RATE * (elapsedSeconds + 2)) + WATCH_SLACK_SECONDS);
    expect(content).toMatchObject({ completedLectures: 0, progress: 0, certificateCode: null });
    expect(answers.every((a) => a.json().certificateCode === null)).toBe(true);
    expect(certificates).toEqual([]);
  });

  it('credits nothing to reports about a lecture whose video was never handed out', async () => {
    const course = await videoCourse(app, me.id, [120, 120]);
    for (const id of course.videoIds) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/lectures/${id}/progress`,
        headers: me.headers,
        payload: { positionSeconds: 120, watchedRanges: [[0, 120]] },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ completed: false, watchedSeconds: 0, certificateCode: null });
    }
  });
});
