import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments, lectureProgress } from '#src/db/schema/index';
import { buildTestApp } from '#test/helper';
import { learner, learningCourse } from '#test/support/learning-fixture';

/** GET /api/learning/continue: the badges of owned courses and "continue learning" on the home page. */
describe('continue learning', () => {
  let app: FastifyInstance;
  let me: Awaited<ReturnType<typeof learner>>;
  let other: Awaited<ReturnType<typeof learner>>;
  let watched: Awaited<ReturnType<typeof learningCourse>>;
  let bought: Awaited<ReturnType<typeof learningCourse>>;
  let finished: Awaited<ReturnType<typeof learningCourse>>;
  const continueFor = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/learning/continue', headers });

  beforeAll(async () => {
    app = await buildTestApp();
    me = await learner(app);
    other = await learner(app, { firstName: 'Omar', lastName: 'Said' }, 'en');
    watched = await learningCourse(app, { title: 'Watched course' });
    bought = await learningCourse(app, { title: 'Bought course' });
    finished = await learningCourse(app, { title: 'Finished course' });
    const hourAgo = new Date(Date.now() - 3_600_000);
    await app.db.insert(enrolments).values([
      { userId: me.id, courseId: watched.courseId, createdAt: hourAgo },
      { userId: me.id, courseId: bought.courseId, createdAt: new Date(Date.now() - 7_200_000) },
      { userId: me.id, courseId: finished.courseId, createdAt: hourAgo, progressPercent: 100, completedAt: hourAgo },
    ]);
  });
  afterAll(async () => app?.close());

  it('is for signed-in callers only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/learning/continue' })).statusCode).toBe(401);
  });

  it('answers nothing for a learner without courses', async () => {
    const res = await continueFor(other.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ owned: [], inProgress: [] });
  });

  it('lists every owned course with its progress, and the unfinished ones with the last lecture, most recent first', async () => {
    // the learner finishes the text lecture of one course (1 of 3 lectures)
    const done = await app.inject({
      method: 'POST',
      url: `/api/lectures/${watched.textId}/complete`,
      headers: me.headers,
    });
    expect(done.statusCode).toBe(200);
    const body = (await continueFor(me.headers)).json();
    expect(new Map(body.owned.map((o: { courseId: string; progress: number }) => [o.courseId, o.progress]))).toEqual(
      new Map([
        [watched.courseId, 33],
        [bought.courseId, 0],
        [finished.courseId, 100],
      ]),
    );
    expect(body.inProgress).toHaveLength(2);
    expect(body.inProgress[0]).toMatchObject({
      courseId: watched.courseId,
      title: 'Watched course',
      category: 'Data Science',
      imageUrl: null,
      progress: 33,
      lecture: { _id: watched.textId, title: 'Text' },
    });
    expect(body.inProgress[1]).toMatchObject({
      courseId: bought.courseId,
      title: 'Bought course',
      progress: 0,
      lecture: null,
    });
    expect(Date.parse(body.inProgress[0].lastActivityAt)).toBeGreaterThan(
      Date.parse(body.inProgress[1].lastActivityAt),
    );
  });

  it('follows the lecture watched last, and the course touched last comes first', async () => {
    const later = new Date(Date.now() + 60_000);
    await app.db
      .insert(lectureProgress)
      .values({ userId: me.id, lectureId: bought.pdfId, positionSeconds: 0, updatedAt: later });
    const first = (await continueFor(me.headers)).json().inProgress[0];
    expect(first).toMatchObject({ courseId: bought.courseId, lecture: { _id: bought.pdfId, title: 'PDF' } });
    expect(first.lastActivityAt).toBe(later.toISOString());
    await app.db
      .update(lectureProgress)
      .set({ updatedAt: new Date(Date.now() + 120_000) })
      .where(and(eq(lectureProgress.userId, me.id), eq(lectureProgress.lectureId, watched.textId)));
    expect((await continueFor(me.headers)).json().inProgress[0]).toMatchObject({
      courseId: watched.courseId,
      lecture: { _id: watched.textId },
    });
  });

  it('offers at most three unfinished courses', async () => {
    for (const title of ['Fourth', 'Fifth']) {
      const c = await learningCourse(app, { title });
      await app.db.insert(enrolments).values({ userId: me.id, courseId: c.courseId });
    }
    const body = (await continueFor(me.headers)).json();
    expect(body.owned).toHaveLength(5);
    expect(body.inProgress).toHaveLength(3);
  });
});
