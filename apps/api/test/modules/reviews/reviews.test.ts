import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, enrolments } from '#src/db/schema/index';
import { buildTestApp } from '#test/helper';
import { IN_ENGLISH } from '#test/support/accounts';
import { learner, learningCourse } from '#test/support/learning-fixture';
import { defined } from '@masar/contracts/defined';

describe('course reviews', () => {
  let app: FastifyInstance;
  let course: Awaited<ReturnType<typeof learningCourse>>;
  let a: Awaited<ReturnType<typeof learner>>;
  let b: Awaited<ReturnType<typeof learner>>;
  let outsider: Awaited<ReturnType<typeof learner>>;

  const put = (who: { headers: Record<string, string> }, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/courses/${course.courseId}/review`, headers: who.headers, payload });
  const stats = async () => defined((await app.db.select().from(courses).where(eq(courses.id, course.courseId)))[0]);

  beforeAll(async () => {
    app = await buildTestApp();
    course = await learningCourse(app, { title: 'Reviewed course' });
    a = await learner(app, { firstName: 'Mona', lastName: 'Ali' }, 'en');
    b = await learner(app);
    outsider = await learner(app, { firstName: 'Omar', lastName: 'Said' }, 'en');
    await app.db.insert(enrolments).values([
      { userId: a.id, courseId: course.courseId },
      { userId: b.id, courseId: course.courseId },
    ]);
  });
  afterAll(async () => app?.close());

  it('lets enrolled learners rate once and edit; the course rating follows', async () => {
    const first = await put(a, { rating: 4, comment: 'Clear and practical' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ rating: 4, comment: 'Clear and practical', author: { name: 'Mona A.' } });
    await put(b, { rating: 2 });
    expect(await stats()).toMatchObject({ ratingsCount: 2, ratingAvg: 3 });
    const edited = await put(a, { rating: 5, comment: 'Even better on a second look' });
    expect(edited.json()._id).toBe(first.json()._id);
    expect(await stats()).toMatchObject({ ratingsCount: 2, ratingAvg: 3.5 });

    const list = (await app.inject({ method: 'GET', url: `/api/courses/${course.courseId}/reviews` })).json();
    expect(list).toMatchObject({ rating: 3.5, ratingsCount: 2 });
    expect(list.items[0]).toMatchObject({ rating: 5, comment: 'Even better on a second look' });
    const mine = (await app.inject({ method: 'GET', url: '/api/Courses/mine', headers: a.headers })).json();
    expect(mine[0].myReview).toEqual({ rating: 5, comment: 'Even better on a second look' });
  });

  it('refuses learners who are not enrolled and ratings outside 1-5', async () => {
    const res = await put({ headers: { ...outsider.headers, ...IN_ENGLISH } }, { rating: 5 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only learners enrolled in this course can review it.');
    expect((await put(a, { rating: 6 })).statusCode).toBe(400);
    expect((await put(a, { rating: 0 })).statusCode).toBe(400);
    expect((await put(a, { rating: 3.5 })).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/api/courses/00000000-0000-4000-8000-000000000000/reviews' }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes only the own review', async () => {
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/courses/${course.courseId}/review`, headers: outsider.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/courses/${course.courseId}/review`, headers: b.headers }))
        .statusCode,
    ).toBe(204);
    expect(await stats()).toMatchObject({ ratingsCount: 1, ratingAvg: 5 });
  });
});
