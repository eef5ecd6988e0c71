import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { NOTE_WRITES_PER_MINUTE } from '#src/modules/study-tools/routes/rate-limits';
import { studyFixture } from './study-fixture';

describe('study tools: notes', () => {
  let app: FastifyInstance;
  let f: Awaited<ReturnType<typeof studyFixture>>;
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    app = await buildTestApp();
    f = await studyFixture(app);
  });
  afterAll(async () => app?.close());

  it('takes a note at a video time, lists it in the course, edits and deletes it', async () => {
    const taken = await call('POST', `/api/lectures/${f.course.videoId}/notes`, f.me.headers, {
      body: 'تعريف المتوسط الحسابي',
      positionSeconds: 2,
    });
    expect(taken.statusCode).toBe(201);
    const note = taken.json();
    expect(note).toMatchObject({
      lectureId: f.course.videoId,
      courseId: f.course.courseId,
      positionSeconds: 2,
      lectureTitle: 'Video',
    });

    // a text lecture has no time: the note is at 0 whatever is sent
    const text = await call('POST', `/api/lectures/${f.course.textId}/notes`, f.me.headers, {
      body: 'نص',
      positionSeconds: 40,
    });
    expect(text.json().positionSeconds).toBe(0);

    const list = await call('GET', `/api/courses/${f.course.courseId}/notes`, f.me.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((n: { body: string }) => n.body)).toEqual(['تعريف المتوسط الحسابي', 'نص']);

    const edited = await call('PATCH', `/api/notes/${note._id}`, f.me.headers, { body: 'المتوسط والوسيط' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'المتوسط والوسيط', positionSeconds: 2 });

    expect((await call('DELETE', `/api/notes/${text.json()._id}`, f.me.headers)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/notes/${text.json()._id}`, f.me.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/courses/${f.course.courseId}/notes`, f.me.headers)).json()).toHaveLength(1);
  });

  it('keeps notes private: a classmate, a stranger and a guest see, edit and delete nothing', async () => {
    const mine = (
      await call('POST', `/api/lectures/${f.course.videoId}/notes`, f.me.headers, { body: 'سري', positionSeconds: 5 })
    ).json();
    const theirs = await call('GET', `/api/courses/${f.course.courseId}/notes`, f.classmate.headers);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
    expect((await call('PATCH', `/api/notes/${mine._id}`, f.classmate.headers, { body: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/notes/${mine._id}`, f.admin.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/courses/${f.course.courseId}/notes`, f.stranger.headers)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/lectures/${f.course.videoId}/notes`, f.stranger.headers, { body: 'x' })).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/courses/${f.course.courseId}/notes`, {})).statusCode).toBe(401);
    expect((await call('GET', `/api/courses/${f.course.courseId}/notes/export`, f.stranger.headers)).statusCode).toBe(
      403,
    );
  });

  it('refuses empty and oversized notes with a translated message', async () => {
    const empty = await call(
      'POST',
      `/api/lectures/${f.course.videoId}/notes`,
      { ...f.me.headers, 'accept-language': 'en' },
      { body: '   ' },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_FAILED');
    const long = await call('POST', `/api/lectures/${f.course.videoId}/notes`, f.me.headers, {
      body: 'ن'.repeat(5001),
    });
    expect(long.statusCode).toBe(400);
    expect((await call('PATCH', `/api/notes/${crypto.randomUUID()}`, f.me.headers, {})).statusCode).toBe(400);
  });

  it('exports the notes as Markdown and as CSV in UTF-8, the Arabic intact', async () => {
    const md = await call('GET', `/api/courses/${f.course.courseId}/notes/export`, f.me.headers);
    expect(md.statusCode).toBe(200);
    expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(md.headers['content-disposition']).toMatch(/^attachment;/);
    expect(md.body).toContain('# أساسيات تحليل البيانات — ملاحظاتي');
    expect(md.body).toContain('## Video');
    expect(md.body).toContain('- [0:02] المتوسط والوسيط');
    expect(md.body).toContain('- [0:05] سري');

    const csv = await call('GET', `/api/courses/${f.course.courseId}/notes/export?format=csv`, {
      ...f.me.headers,
      'accept-language': 'en',
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.rawPayload.subarray(0, 3).toString('hex')).toBe('efbbbf');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Lecture,Time,Note,Created');
    expect(lines[1]).toMatch(/^Video,0:02,المتوسط والوسيط,/);
  });

  it(`limits note writes to ${NOTE_WRITES_PER_MINUTE} a minute per account (429)`, async () => {
    // a course of its own, so the limit does not reach the tests above
    const own = await studyFixture(app);
    const statuses: number[] = [];
    for (let i = 0; i <= NOTE_WRITES_PER_MINUTE; i += 1)
      statuses.push(
        (await call('POST', `/api/lectures/${own.course.videoId}/notes`, own.me.headers, { body: `n${i}` })).statusCode,
      );
    expect(statuses.slice(0, NOTE_WRITES_PER_MINUTE).every((s) => s === 201)).toBe(true);
    const last = statuses.at(-1);
    expect(last).toBe(429);
    // another account is not held back
    expect(
      (await call('POST', `/api/lectures/${own.course.videoId}/notes`, own.classmate.headers, { body: 'ok' }))
        .statusCode,
    ).toBe(201);
  });
});
