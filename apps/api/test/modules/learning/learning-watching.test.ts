import { MAX_PLAYBACK_RATE, WATCH_SLACK_SECONDS } from '@masar/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { bearer } from '#test/support/accounts';
import { learner } from '#test/support/learning-fixture';
import { manualClock, videoCourse } from '#test/support/watching-fixture';
import { defined } from '@masar/contracts/defined';

type Range = [number, number];

/**
 * Issue 16, section 2: what a real learner does still completes a lecture under the server's check
 * (at most wall-clock time × MAX_PLAYBACK_RATE + WATCH_SLACK_SECONDS credited). The clock stands
 * still and is moved on by hand, so "ten seconds later" costs the test nothing.
 */
describe('watching is checked by the server: real watching still completes', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof manualClock>;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterEach(() => clock?.restore());
  afterAll(async () => app?.close());

  /** a new learner enrolled in a new course of video lectures (100 s each unless told) */
  async function watcher(durations = [100]) {
    const me = await learner(app);
    const course = await videoCourse(app, me.id, durations);
    clock = manualClock(app);
    const mediaUrl = async (lectureId: string, headers = me.headers) => {
      const res = await app.inject({ method: 'GET', url: `/api/lectures/${lectureId}/media-url`, headers });
      expect(res.statusCode, res.body).toBe(200);
    };
    const report = async (
      lectureId: string,
      watchedRanges: Range[],
      positionSeconds = watchedRanges.at(-1)?.[1] ?? 0,
      headers = me.headers,
    ) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/lectures/${lectureId}/progress`,
        headers,
        payload: { positionSeconds, watchedRanges },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{
        completed: boolean;
        watchedSeconds: number;
        courseProgress: number;
        certificateCode: string | null;
      }>();
    };
    return { me, course, mediaUrl, report, lecture: defined(course.videoIds[0]) };
  }

  it('at 1×: a report every 10 s of what was played, every second credited, the lecture and the course complete', async () => {
    const { lecture, mediaUrl, report } = await watcher();
    await mediaUrl(lecture);
    let last;
    for (let t = 0; t < 100; t += 10) {
      clock.advance(10);
      last = await report(lecture, [[t, t + 10]]);
      expect(last.watchedSeconds).toBe(t + 10);
      expect(last.completed).toBe(t + 10 >= 90);
    }
    expect(last).toMatchObject({
      completed: true,
      watchedSeconds: 100,
      courseProgress: 100,
      certificateCode: expect.stringMatching(/^[A-Z2-7]{26}$/),
    });
  });

  it(`at ${MAX_PLAYBACK_RATE}× (the fastest the player offers): 20 s of video every 10 s, all credited`, async () => {
    const { lecture, mediaUrl, report } = await watcher();
    await mediaUrl(lecture);
    for (let t = 0; t < 100; t += 20) {
      clock.advance(10);
      expect((await report(lecture, [[t, t + 20]])).watchedSeconds).toBe(t + 20);
    }
    expect((await report(lecture, [], 100)).completed).toBe(true);
  });

  it('clips, and does not refuse, a report claiming more than could have been played, and believes the honest ones after it', async () => {
    const { lecture, mediaUrl, report } = await watcher([300]);
    await mediaUrl(lecture);
    clock.advance(10);
    // 3×: 30 s claimed in 10 s
    const first = await report(lecture, [[0, 30]]);
    expect(first.watchedSeconds).toBe(10 * MAX_PLAYBACK_RATE + WATCH_SLACK_SECONDS);
    clock.advance(10);
    // the slack is one allowance: spent, it does not come back with the next report
    expect((await report(lecture, [[30, 60]])).watchedSeconds).toBe(20 * MAX_PLAYBACK_RATE + WATCH_SLACK_SECONDS);
    // the clipped seconds come back when the learner plays them
    clock.advance(30);
    expect((await report(lecture, [[0, 60]])).watchedSeconds).toBe(60);
  });

  it('pausing: a pause far longer than the part watched costs nothing, nor does a new media URL after it', async () => {
    const { lecture, mediaUrl, report } = await watcher();
    await mediaUrl(lecture);
    clock.advance(10);
    expect((await report(lecture, [[0, 10]])).watchedSeconds).toBe(10);
    clock.advance(2);
    // the report on pause
    expect((await report(lecture, [[10, 12]])).watchedSeconds).toBe(12);
    clock.advance(5 * 60);
    clock.advance(10);
    expect((await report(lecture, [[12, 22]])).watchedSeconds).toBe(22);
    // paused for two hours: the URL has expired, the player asks for a new one and goes on
    clock.advance(2 * 3600);
    await mediaUrl(lecture);
    for (let t = 22; t < 92; t += 10) {
      clock.advance(10);
      expect((await report(lecture, [[t, t + 10]])).watchedSeconds).toBe(t + 10);
    }
    expect((await report(lecture, [], 92)).completed).toBe(true);
  });

  it('seeking back: seconds watched again add nothing and take nothing away from what comes after', async () => {
    const { lecture, mediaUrl, report } = await watcher();
    await mediaUrl(lecture);
    for (let t = 0; t < 40; t += 10) {
      clock.advance(10);
      await report(lecture, [[t, t + 10]]);
    }
    // back to 10 s, 20 s played again
    clock.advance(10);
    expect((await report(lecture, [[10, 20]], 20)).watchedSeconds).toBe(40);
    clock.advance(10);
    expect((await report(lecture, [[20, 30]], 30)).watchedSeconds).toBe(40);
    // a jump to the end counts nothing, playing on from 40 s counts everything
    clock.advance(1);
    expect((await report(lecture, [], 99)).watchedSeconds).toBe(40);
    for (let t = 40; t < 100; t += 10) {
      clock.advance(10);
      expect((await report(lecture, [[t, t + 10]])).watchedSeconds).toBe(t + 10);
    }
    expect((await report(lecture, [], 100)).completed).toBe(true);
  });

  it('two devices one after another, the first leaving with its keep-alive report', async () => {
    const { me, lecture, mediaUrl, report } = await watcher();
    const user = defined(await app.usersRepository.findById(me.id));
    const phone = bearer((await app.sessions.create(user)).accessToken);
    await mediaUrl(lecture);
    for (let t = 0; t < 40; t += 10) {
      clock.advance(10);
      await report(lecture, [[t, t + 10]]);
    }
    // the laptop is closed 6 s later: its keep-alive report
    clock.advance(6);
    expect((await report(lecture, [[40, 46]])).watchedSeconds).toBe(46);
    // an hour later on the phone: a new media URL, playing on from the saved position
    clock.advance(3600);
    await mediaUrl(lecture, phone);
    for (let t = 46; t < 96; t += 10) {
      clock.advance(10);
      await report(lecture, [[t, t + 10]], t + 10, phone);
    }
    expect(await report(lecture, [], 96, phone)).toMatchObject({ completed: true, watchedSeconds: 96 });
  });

  it('the keep-alive report of a lecture left arrives after the next lecture began: both are credited', async () => {
    const { course, mediaUrl, report } = await watcher([100, 100]);
    const [first, second] = course.videoIds as [string, string];
    await mediaUrl(first);
    clock.advance(10);
    await report(first, [[0, 10]]);
    clock.advance(4);
    // "next lecture": the new player asks for its URL before the old page's report lands
    await mediaUrl(second);
    expect((await report(first, [[10, 14]])).watchedSeconds).toBe(14);
    clock.advance(10);
    expect((await report(second, [[0, 10]])).watchedSeconds).toBe(10);
  });

  it('a flaky connection: reports that never arrived are carried by the next one, in full', async () => {
    const { lecture, mediaUrl, report } = await watcher();
    await mediaUrl(lecture);
    // two reports lost on the way, the third carries their ranges too
    clock.advance(30);
    expect(
      (
        await report(lecture, [
          [0, 10],
          [10, 20],
          [20, 30],
        ])
      ).watchedSeconds,
    ).toBe(30);
    // an answer lost on the way: the player sends the same ranges again with the next ones
    clock.advance(10);
    expect(
      (
        await report(lecture, [
          [20, 30],
          [30, 40],
        ])
      ).watchedSeconds,
    ).toBe(40);
  });

  it('two lectures played at once share one wall clock', async () => {
    const { course, mediaUrl, report } = await watcher([100, 100]);
    const [first, second] = course.videoIds as [string, string];
    await mediaUrl(first);
    await mediaUrl(second);
    clock.advance(50);
    expect((await report(first, [[0, 100]])).watchedSeconds).toBe(100);
    expect((await report(second, [[0, 100]])).watchedSeconds).toBeLessThanOrEqual(WATCH_SLACK_SECONDS);
  });

  it('two reports at the same moment, on two lectures, share the allowance (the watch clock is locked)', async () => {
    const { course, mediaUrl, report } = await watcher([100, 100]);
    const [first, second] = course.videoIds as [string, string];
    await mediaUrl(first);
    await mediaUrl(second);
    clock.advance(20);
    const answers = await Promise.all([report(first, [[0, 100]]), report(second, [[0, 100]])]);
    expect(answers[0].watchedSeconds + answers[1].watchedSeconds).toBe(20 * MAX_PLAYBACK_RATE + WATCH_SLACK_SECONDS);
  });

  it('a lecture opened long ago and left: a new media URL begins a new playback, the idle time is not credit', async () => {
    const { lecture, mediaUrl, report } = await watcher();
    await mediaUrl(lecture);
    clock.advance(2 * 3600);
    await mediaUrl(lecture);
    expect((await report(lecture, [[0, 100]])).watchedSeconds).toBeLessThanOrEqual(WATCH_SLACK_SECONDS);
  });

  it("refuses ranges outside [0, durationSeconds], in the learner's language", async () => {
    const { me, lecture, mediaUrl } = await watcher();
    await mediaUrl(lecture);
    clock.advance(60);
    const post = (watchedRanges: Range[], lang: string) =>
      app.inject({
        method: 'POST',
        url: `/api/lectures/${lecture}/progress`,
        headers: { ...me.headers, 'accept-language': lang },
        payload: { positionSeconds: 10, watchedRanges },
      });
    const beyond = await post(
      [
        [0, 10],
        [90, 101],
      ],
      'ar',
    );
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'يجب أن يبدأ كل مقطع مشاهَد قبل نهايته وأن يقع ضمن مدة المحاضرة.',
    });
    const reversed = await post([[20, 10]], 'en');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: "Each watched range must start before it ends and lie within the lecture's length.",
    });
    expect((await post([[-5, 10]], 'en')).statusCode).toBe(400);
    // nothing of a refused report was kept; the end of the lecture itself is inside
    const edge = await post([[90, 100]], 'en');
    expect(edge.statusCode).toBe(200);
    expect(edge.json().watchedSeconds).toBe(10);
  });
});
