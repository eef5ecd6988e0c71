import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeCourseStats } from '#src/modules/courses/course-stats-repository';
import { courses, reviews } from '#src/db/schema/index';
import { buildTestApp } from '#test/helper';
import { learner, learningCourse } from '#test/support/learning-fixture';

/** The course page's reviews: newest first, paged, with how many reviews gave each star count. */
describe('course reviews list', () => {
  let app: FastifyInstance;
  let courseId: string;
  const list = (query = '', headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/courses/${courseId}/reviews${query}`, headers });

  beforeAll(async () => {
    app = await buildTestApp();
    courseId = (await learningCourse(app, { title: 'Reviews list course' })).courseId;
    // seven reviews a minute apart, the last one newest: 5 5 4 4 4 2 1 stars
    const stars = [5, 5, 4, 4, 4, 2, 1];
    const start = Date.now() - stars.length * 60_000;
    for (const [i, rating] of stars.entries()) {
      const who = await learner(app, { firstName: `Learner${i}`, lastName: 'Test' }, 'en');
      const at = new Date(start + i * 60_000);
      await app.db
        .insert(reviews)
        .values({ userId: who.id, courseId, rating, comment: `review ${i}`, createdAt: at, updatedAt: at });
    }
    await recomputeCourseStats(app.db, courseId);
  });
  afterAll(async () => app?.close());

  it('answers the distribution over every review (5 stars first) and the total, whatever the page', async () => {
    const res = await list('?limit=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ratingsCount: 7, total: 7, rating: 3.6 });
    expect(body.distribution).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 3 },
      { stars: 3, count: 0 },
      { stars: 2, count: 1 },
      { stars: 1, count: 1 },
    ]);
    expect(body.items.map((r: { comment: string }) => r.comment)).toEqual(['review 6', 'review 5']);
  });

  it('pages newest first: a second page follows the first without gaps or repeats', async () => {
    const first = (await list('?limit=5&offset=0')).json();
    const second = (await list('?limit=5&offset=5')).json();
    expect(first.items).toHaveLength(5);
    expect(second.items.map((r: { comment: string }) => r.comment)).toEqual(['review 1', 'review 0']);
    expect(second.distribution).toEqual(first.distribution);
    expect((await list('?offset=50')).json()).toMatchObject({ total: 7, items: [] });
  });

  it('refuses bad paging with a translated 400', async () => {
    for (const query of ['?limit=0', '?limit=51', '?limit=abc', '?offset=-1', '?limit=2.5']) {
      const res = await list(query, { 'accept-language': 'ar' });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('VALIDATION_FAILED');
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('has an all-zero distribution before any review, and hides a course that is not published', async () => {
    const fresh = (await learningCourse(app, { title: 'Unrated course' })).courseId;
    const res = await app.inject({ method: 'GET', url: `/api/courses/${fresh}/reviews` });
    expect(res.json()).toMatchObject({ rating: 0, ratingsCount: 0, total: 0, items: [] });
    expect(res.json().distribution.map((d: { count: number }) => d.count)).toEqual([0, 0, 0, 0, 0]);
    await app.db.update(courses).set({ status: 'draft' }).where(eq(courses.id, fresh));
    expect((await app.inject({ method: 'GET', url: `/api/courses/${fresh}/reviews` })).statusCode).toBe(404);
  });
});
