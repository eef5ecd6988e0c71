import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCourseDetails, ZLecturePreview, type TOutlineLecture } from '@masar/contracts';
import { courseSections, courseUnits, courses, lectures } from '#src/db/schema/index';
import { buildTestApp } from '#test/helper';
import { IN_ENGLISH } from '#test/support/accounts';
import { actors, type Actor, type Role } from '#test/support/roles';
import { defined } from '@masar/contracts/defined';

describe('free preview lectures: GET /api/lectures/{id}/preview and its media', () => {
  let app: FastifyInstance;
  let as: Record<Role, Actor>;
  let outline: TOutlineLecture[];
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  beforeAll(async () => {
    app = await buildTestApp();
    as = await actors(app);
    const [course] = await app.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, 'machine-learning-python'));
    const details = ZCourseDetails.parse((await get(`/api/Courses/${defined(course).id}`)).json());
    outline = details.units.flatMap((u) => u.sections.flatMap((s) => s.lectures));
  });
  afterAll(() => app.close());

  it('plays a seeded preview video for anyone, guests included, with byte ranges', async () => {
    const preview = defined(outline.find((l) => l.isPreview));
    expect(preview.kind).toBe('video');
    for (const role of ['guest', 'learner', 'admin'] as const) {
      const res = await get(`/api/lectures/${preview._id}/preview`, as[role].headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(ZLecturePreview.parse(res.json())).toEqual({
        _id: preview._id,
        courseId: expect.any(String),
        title: preview.title,
        kind: 'video',
        durationSeconds: preview.durationSeconds,
        body: null,
        mediaUrl: `/api/lectures/${preview._id}/preview/media`,
        contentType: 'video/webm',
      });
    }
    const whole = await get(`/api/lectures/${preview._id}/preview/media`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML
    const part = await get(`/api/lectures/${preview._id}/preview/media`, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${whole.rawPayload.length}`);
    expect(part.rawPayload.length).toBe(100);
  });

  it('refuses a lecture that is not a preview (403, translated), for both calls', async () => {
    const locked = defined(outline.find((l) => !l.isPreview && l.kind === 'video'));
    const ar = await get(`/api/lectures/${locked._id}/preview`, { 'accept-language': 'ar' });
    expect(ar.statusCode).toBe(403);
    expect(ar.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'هذه المحاضرة ليست معاينة مجانية. سجّل في الدورة لمشاهدتها.',
    });
    const en = await get(`/api/lectures/${locked._id}/preview/media`, { ...as.learner.headers, ...IN_ENGLISH });
    expect(en.statusCode).toBe(403);
    expect(en.json().message).toBe('This lecture is not a free preview. Enrol in the course to watch it.');
  });

  it('hides the preview lectures of a draft course (404), even from admins', async () => {
    const [drafted] = await app.db
      .select({ id: lectures.id })
      .from(lectures)
      .innerJoin(courseSections, eq(courseSections.id, lectures.sectionId))
      .innerJoin(courseUnits, eq(courseUnits.id, courseSections.unitId))
      .innerJoin(courses, eq(courses.id, courseUnits.courseId))
      .where(and(eq(courses.status, 'draft'), eq(lectures.isPreview, true)))
      .limit(1);
    for (const url of [
      `/api/lectures/${defined(drafted).id}/preview`,
      `/api/lectures/${defined(drafted).id}/preview/media`,
    ]) {
      const res = await get(url, { ...as.admin.headers, ...IN_ENGLISH });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Lecture not found.' });
    }
    expect((await get('/api/lectures/00000000-0000-4000-8000-000000000000/preview')).statusCode).toBe(404);
    expect((await get('/api/lectures/not-an-id/preview')).statusCode).toBe(400);
  });

  it('gives a text preview its body, and a preview video without its file no media (404)', async () => {
    const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      app.inject({ method, url, headers: as.admin.headers, payload });
    const course = (
      await call('POST', '/api/Courses', {
        title: 'Preview Kinds',
        category: 'AI',
        level: 'Beginner',
        language: 'en',
        price: 0,
      })
    ).json();
    const unit = (await call('POST', `/api/courses/${course._id}/units`, { title: 'U' })).json();
    const section = (await call('POST', `/api/units/${unit._id}/sections`, { title: 'S' })).json();
    const text = (
      await call('POST', `/api/sections/${section._id}/lectures`, {
        title: 'Read first',
        kind: 'text',
        body: 'مرحبًا',
        isPreview: true,
      })
    ).json();
    expect((await call('PATCH', `/api/courses/${course._id}`, { status: 'published' })).statusCode).toBe(200);
    // added after publishing, so it has no file yet
    const video = (
      await call('POST', `/api/sections/${section._id}/lectures`, {
        title: 'Soon',
        kind: 'video',
        durationSeconds: 30,
        isPreview: true,
      })
    ).json();

    const shown = ZLecturePreview.parse((await get(`/api/lectures/${text._id}/preview`)).json());
    expect(shown).toMatchObject({
      kind: 'text',
      body: 'مرحبًا',
      mediaUrl: null,
      contentType: null,
      courseId: course._id,
    });
    expect((await get(`/api/lectures/${text._id}/preview/media`)).statusCode).toBe(404);
    expect(ZLecturePreview.parse((await get(`/api/lectures/${video._id}/preview`)).json())).toMatchObject({
      mediaUrl: null,
      body: null,
    });
    const none = await get(`/api/lectures/${video._id}/preview/media`);
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('NOT_FOUND');
  });
});
