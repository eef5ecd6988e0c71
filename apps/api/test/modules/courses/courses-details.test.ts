import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCourseDetails } from '@masar/contracts';
import { courses, enrolments } from '#src/db/schema/index';
import { signAccessToken } from '#src/lib/access-token';
import { buildTestApp } from '#test/helper';
import { actors, type Actor, type Role } from '#test/support/roles';
import { defined } from '@masar/contracts/defined';

describe('GET /api/Courses/{id}', () => {
  let app: FastifyInstance;
  let as: Record<Role, Actor>;
  let published: { id: string; slug: string };
  let draft: { id: string };
  const get = (id: string, headers: Record<string, string> = {}) => app.inject({ url: `/api/Courses/${id}`, headers });

  beforeAll(async () => {
    app = await buildTestApp();
    as = await actors(app);
    published = defined(
      (
        await app.db
          .select({ id: courses.id, slug: courses.slug })
          .from(courses)
          .where(eq(courses.slug, 'machine-learning-python'))
      )[0],
    );
    draft = defined(
      (await app.db.select({ id: courses.id }).from(courses).where(eq(courses.status, 'draft')).limit(1))[0],
    );
    await app.db
      .insert(enrolments)
      .values({ userId: defined(as.learner.userId), courseId: published.id, progressPercent: 40 });
  });
  afterAll(() => app.close());

  it('shows a published course to guests with its outline ordered, without admin-only fields', async () => {
    const res = await get(published.id);
    expect(res.statusCode, res.body).toBe(200);
    const course = ZCourseDetails.parse(res.json());
    expect(course).toMatchObject({
      _id: published.id,
      slug: 'machine-learning-python',
      status: 'published',
      syllabusUrl: null,
    });
    expect(course.trainer).toMatchObject({ name: 'أحمد منصور', specialty: 'tech', experienceYears: 10 });
    expect(course.whatYouWillLearn.length).toBeGreaterThan(0);
    expect(course).not.toHaveProperty('enrolled');
    expect(course).not.toHaveProperty('moodleCourseId');
    expect(course.units.map((u) => u.position)).toEqual([0, 1]);
    for (const unit of course.units) {
      expect(unit.sections.map((s) => s.position)).toEqual(unit.sections.map((_, i) => i));
      for (const section of unit.sections) {
        expect(section.lectures.map((l) => l.position)).toEqual(section.lectures.map((_, i) => i));
        for (const lecture of section.lectures) {
          expect(lecture).not.toHaveProperty('body');
          expect(lecture).not.toHaveProperty('hasVideo');
        }
      }
    }
    const lectures = course.units.flatMap((u) => u.sections.flatMap((s) => s.lectures));
    expect(lectures).toHaveLength(course.lecturesCount);
    expect(course.durationMinutes).toBe(Math.ceil(lectures.reduce((sum, l) => sum + l.durationSeconds, 0) / 60));
    expect(defined(lectures[0]).isPreview).toBe(true);
  });

  it('adds enrolled and progress for a signed-in learner', async () => {
    const mine = ZCourseDetails.parse((await get(published.id, as.learner.headers)).json());
    expect(mine).toMatchObject({ enrolled: true, progress: 40 });
    const other = ZCourseDetails.parse((await get(published.id, as.otherLearner.headers)).json());
    expect(other.enrolled).toBe(false);
    expect(other).not.toHaveProperty('progress');
  });

  it('gives admins the lecture text and media flags', async () => {
    const course = ZCourseDetails.parse((await get(published.id, as.admin.headers)).json());
    const lectures = course.units.flatMap((u) => u.sections.flatMap((s) => s.lectures));
    const text = defined(lectures.find((l) => l.kind === 'text'));
    expect(text.body).toEqual(expect.stringContaining('\n'));
    // the seed gives every video lecture its file (issue 16), and no attachments
    expect(lectures.every((l) => l.hasVideo === (l.kind === 'video') && l.hasAttachment === false)).toBe(true);
    expect(lectures.some((l) => l.kind === 'video')).toBe(true);
    expect(course.moodleCourseId).toBeNull();
  });

  it('hides drafts from everyone but admins (404, not 403)', async () => {
    expect((await get(draft.id)).statusCode).toBe(404);
    const learner = await get(draft.id, { ...as.learner.headers, 'accept-language': 'ar' });
    expect(learner.statusCode).toBe(404);
    expect(learner.json()).toEqual({ code: 'NOT_FOUND', message: 'الدورة غير موجودة.' });
    const admin = await get(draft.id, as.admin.headers);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().status).toBe('draft');
  });

  it('answers an expired token with 401 so the client refreshes; a forged or revoked one reads as a guest', async () => {
    const expired = await signAccessToken(
      { userId: defined(as.admin.userId), role: 'admin', sessionId: '00000000-0000-4000-8000-000000000001' },
      app.config.jwtSecret,
      Date.now() - 3_600_000,
    );
    const res = await get(published.id, { authorization: `Bearer ${expired}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_EXPIRED');
    const forged = await get(published.id, { authorization: 'Bearer not.a.token' });
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).not.toHaveProperty('enrolled');
    // a live-looking token for a session that does not exist: a guest, so a draft stays hidden
    const orphan = await signAccessToken(
      { userId: defined(as.admin.userId), role: 'admin', sessionId: '00000000-0000-4000-8000-000000000002' },
      app.config.jwtSecret,
    );
    expect((await get(draft.id, { authorization: `Bearer ${orphan}` })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for a malformed one, whatever the path case', async () => {
    expect((await app.inject({ url: '/api/courses/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const bad = await app.inject({ url: '/api/COURSES/not-an-id' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toHaveProperty('id');
  });

  it('still answers when the learner was removed from the course', async () => {
    await app.db
      .delete(enrolments)
      .where(and(eq(enrolments.userId, defined(as.learner.userId)), eq(enrolments.courseId, published.id)));
    expect(ZCourseDetails.parse((await get(published.id, as.learner.headers)).json()).enrolled).toBe(false);
  });
});
