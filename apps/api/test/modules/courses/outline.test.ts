import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCourseDetails, ZOutlineLecture, ZOutlineSection, ZOutlineUnit, type TCourseDetails } from '@masar/contracts';
import { buildTestApp } from '#test/helper';
import { actors, type Actor, type Role } from '#test/support/roles';
import { multipart } from '#test/support/uploads';
import { defined } from '@masar/contracts/defined';

/** a WebM that does not tell its length: the lecture keeps the length the admin typed */
const NO_DURATION_WEBM = readFileSync(new URL('../../fixtures/video/no-duration.webm', import.meta.url));

describe('outline editor: units, sections, lectures', () => {
  let app: FastifyInstance;
  let as: Record<Role, Actor>;
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    who: Role = 'admin',
    lang = 'en',
  ) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { ...as[who].headers, 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  const details = async (id: string): Promise<TCourseDetails> =>
    ZCourseDetails.parse((await call('GET', `/Courses/${id}`)).json());
  const titles = (items: { title: string }[]) => items.map((i) => i.title);
  const newCourse = async (title: string) =>
    (
      await call('POST', '/Courses', {
        title,
        category: 'Programming',
        level: 'Intermediate',
        language: 'en',
        price: 0,
      })
    ).json()._id as string;
  const unit = async (courseId: string, title: string) =>
    ZOutlineUnit.parse((await call('POST', `/courses/${courseId}/units`, { title })).json());
  const section = async (unitId: string, title: string) =>
    ZOutlineSection.parse((await call('POST', `/units/${unitId}/sections`, { title })).json());
  const lecture = async (sectionId: string, title: string, durationSeconds = 120) => {
    const res = await call('POST', `/sections/${sectionId}/lectures`, { title, kind: 'video', durationSeconds });
    expect(res.statusCode, res.body).toBe(201);
    return ZOutlineLecture.parse(res.json());
  };

  beforeAll(async () => {
    app = await buildTestApp();
    as = await actors(app);
  });
  afterAll(() => app.close());

  it('appends nodes at the end with 0-based positions and answers them in the admin shape', async () => {
    const courseId = await newCourse('Outline Basics');
    const u1 = await unit(courseId, 'One');
    const u2 = await unit(courseId, 'Two');
    expect([u1.position, u2.position]).toEqual([0, 1]);
    expect(u1.sections).toEqual([]);
    const s = await section(u1._id, 'Setup');
    const l1 = await lecture(s._id, 'Install', 90);
    const text = await call('POST', `/sections/${s._id}/lectures`, {
      title: 'Read me',
      kind: 'text',
      body: 'نص المحاضرة',
      isPreview: true,
    });
    expect(text.statusCode).toBe(201);
    expect(text.json()).toMatchObject({
      position: 1,
      kind: 'text',
      body: 'نص المحاضرة',
      isPreview: true,
      hasVideo: false,
      hasAttachment: false,
      durationSeconds: 0,
    });
    expect(l1).toMatchObject({ position: 0, durationSeconds: 90, isPreview: false });
    const course = await details(courseId);
    expect(titles(course.units)).toEqual(['One', 'Two']);
    expect(titles(defined(defined(course.units[0]).sections[0]).lectures)).toEqual(['Install', 'Read me']);
    expect(course).toMatchObject({ lecturesCount: 2, durationMinutes: 2 });
  });

  it('moves a unit, a section and a lecture, shifting their siblings', async () => {
    const courseId = await newCourse('Reordering');
    const [a, b, c] = [await unit(courseId, 'A'), await unit(courseId, 'B'), await unit(courseId, 'C')];
    const moved = await call('PATCH', `/units/${c._id}`, { position: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().position).toBe(0);
    expect(titles((await details(courseId)).units)).toEqual(['C', 'A', 'B']);
    await call('PATCH', `/units/${c._id}`, { position: 99, title: 'C2' });
    let units = (await details(courseId)).units;
    expect(titles(units)).toEqual(['A', 'B', 'C2']);
    expect(units.map((u) => u.position)).toEqual([0, 1, 2]);
    expect((await call('PATCH', `/units/${a._id}`, { position: 1 })).json().position).toBe(1);
    expect(titles((await details(courseId)).units)).toEqual(['B', 'A', 'C2']);

    const [s1, s2] = [await section(b._id, 'S1'), await section(b._id, 'S2')];
    await call('PATCH', `/sections/${s2._id}`, { position: 0 });
    units = (await details(courseId)).units;
    expect(titles(defined(units[0]).sections)).toEqual(['S2', 'S1']);

    const [l1, , l3] = [await lecture(s1._id, 'L1'), await lecture(s1._id, 'L2'), await lecture(s1._id, 'L3')];
    await call('PATCH', `/lectures/${l3._id}`, { position: 0 });
    const lectureTitles = async (sectionIndex: number) =>
      titles(defined(defined((await details(courseId)).units[0]).sections[sectionIndex]).lectures);
    expect(await lectureTitles(1)).toEqual(['L3', 'L1', 'L2']);

    // to another section of the same course: at the end unless told where
    const across = await call('PATCH', `/lectures/${l1._id}`, { sectionId: s2._id });
    expect(across.statusCode, across.body).toBe(200);
    expect(across.json().position).toBe(0);
    expect(await lectureTitles(0)).toEqual(['L1']);
    expect(await lectureTitles(1)).toEqual(['L3', 'L2']);
    await call('PATCH', `/lectures/${l3._id}`, { sectionId: s2._id, position: 0, title: 'L3*' });
    expect(await lectureTitles(0)).toEqual(['L3*', 'L1']);
    const positions = defined((await details(courseId)).units[0]).sections.map((s) =>
      s.lectures.map((l) => l.position),
    );
    expect(positions).toEqual([[0, 1], [0]]);
  });

  it('refuses to move a lecture into another course (400 on sectionId)', async () => {
    const first = await newCourse('First');
    const second = await newCourse('Second');
    const l = await lecture((await section((await unit(first, 'U'))._id, 'S'))._id, 'L');
    const foreign = await section((await unit(second, 'U'))._id, 'S');
    const res = await call('PATCH', `/lectures/${l._id}`, { sectionId: foreign._id }, 'admin', 'ar');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.sectionId).toBe('يمكن نقل المحاضرة إلى قسم في الدورة نفسها فقط.');
    expect(
      (await call('PATCH', `/lectures/${l._id}`, { sectionId: '00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(400);
  });

  it('deletes nodes, closes the gaps and recounts the course', async () => {
    const courseId = await newCourse('Deleting');
    const [u1, u2, u3] = [await unit(courseId, 'U1'), await unit(courseId, 'U2'), await unit(courseId, 'U3')];
    const s = await section(u2._id, 'S');
    const [l1, l2] = [await lecture(s._id, 'L1', 600), await lecture(s._id, 'L2', 300)];
    await lecture((await section(u3._id, 'T'))._id, 'M1', 60);
    expect(await details(courseId)).toMatchObject({ lecturesCount: 3, durationMinutes: 16 });

    expect((await call('DELETE', `/lectures/${l1._id}`)).statusCode).toBe(204);
    let course = await details(courseId);
    expect(defined(defined(course.units[1]).sections[0]).lectures).toMatchObject([{ _id: l2._id, position: 0 }]);
    expect(course).toMatchObject({ lecturesCount: 2, durationMinutes: 6 });

    expect((await call('DELETE', `/units/${u1._id}`)).statusCode).toBe(204);
    course = await details(courseId);
    expect(course.units.map((u) => [u.title, u.position])).toEqual([
      ['U2', 0],
      ['U3', 1],
    ]);
    expect((await call('DELETE', `/sections/${s._id}`)).statusCode).toBe(204);
    expect(await details(courseId)).toMatchObject({ lecturesCount: 1, durationMinutes: 1 });
    expect((await call('DELETE', `/sections/${s._id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/units/${u1._id}`)).statusCode).toBe(404);
  });

  it('keeps at least one lecture in a published course (409), and updates the public catalog', async () => {
    const courseId = await newCourse('Always Something');
    const s = await section((await unit(courseId, 'U'))._id, 'S');
    const only = await lecture(s._id, 'Only', 60);
    // publishing needs the video's file
    const form = multipart(NO_DURATION_WEBM, 'only.webm', { type: 'video/webm' });
    const video = await app.inject({
      method: 'POST',
      url: `/api/lectures/${only._id}/video`,
      payload: form.payload,
      headers: { ...as.admin.headers, ...form.headers },
    });
    expect(video.statusCode, video.body).toBe(200);
    expect((await call('PATCH', `/courses/${courseId}`, { status: 'published' })).statusCode).toBe(200);
    const card = async () => (await app.inject({ url: '/api/Courses?q=Always' })).json()[0];
    expect(await card()).toMatchObject({ lecturesCount: 1, durationMinutes: 1 });

    const refused = await call('DELETE', `/lectures/${only._id}`, undefined, 'admin', 'ar');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('ألغِ نشرها أولًا');
    expect((await call('DELETE', `/sections/${s._id}`)).statusCode).toBe(409);

    await lecture(s._id, 'Second', 1200);
    expect(await card()).toMatchObject({ lecturesCount: 2, durationMinutes: 21 });
    expect((await call('DELETE', `/lectures/${only._id}`)).statusCode).toBe(204);
    expect(await card()).toMatchObject({ lecturesCount: 1, durationMinutes: 20 });
    await call('PATCH', `/courses/${courseId}`, { status: 'draft' });
    expect((await call('DELETE', `/sections/${s._id}`)).statusCode).toBe(204);
  });

  it('validates input and answers 404 for missing parents, admins only', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', `/courses/${missing}/units`, { title: 'x' })).statusCode).toBe(404);
    expect((await call('POST', `/units/${missing}/sections`, { title: 'x' })).statusCode).toBe(404);
    const res = await call('POST', `/sections/${missing}/lectures`, { title: 'x', kind: 'video' }, 'admin', 'ar');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('القسم غير موجود.');
    const courseId = await newCourse('Validation');
    const bad = await call('POST', `/courses/${courseId}/units`, { title: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.title).toBe('This field is required');
    const u = await unit(courseId, 'U');
    expect((await call('PATCH', `/units/${u._id}`, { position: -1 })).statusCode).toBe(400);
    const s = await section(u._id, 'S');
    const negative = await call('POST', `/sections/${s._id}/lectures`, {
      title: 'x',
      kind: 'video',
      durationSeconds: -3,
    });
    expect(negative.json().details.durationSeconds).toBe('Enter a duration of 0 seconds or more');
    expect((await call('POST', `/courses/${courseId}/units`, { title: 'x' }, 'learner')).statusCode).toBe(403);
    expect((await call('PATCH', `/units/${u._id}`, { title: 'x' }, 'guest')).statusCode).toBe(401);
    expect((await call('DELETE', `/sections/${s._id}`, undefined, 'learner')).statusCode).toBe(403);
  });
});
