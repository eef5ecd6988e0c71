import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUploadResult, type TUploadResult } from '@masar/contracts';
import { buildTestApp } from '#test/helper';
import { IN_ENGLISH } from '#test/support/accounts';
import { actors, type Actor, type Role } from '#test/support/roles';
import { PNG, WEBP, multipart, tinyMp4, tinyPdf, tinyWebm } from '#test/support/uploads';
import { defined } from '@masar/contracts/defined';

const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name))
    : [];

describe('uploads: course image and syllabus, lecture video and attachment, trainer photo', () => {
  let app: FastifyInstance;
  let as: Record<Role, Actor>;
  let courseId: string;
  let lectureId: string;
  const upload = (url: string, file: Buffer, name: string, opts: { who?: Role; lang?: string; type?: string } = {}) => {
    const { payload, headers } = multipart(file, name, { type: opts.type });
    return app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload,
      headers: { ...headers, ...as[opts.who ?? 'admin'].headers, 'accept-language': opts.lang ?? 'en' },
    });
  };
  const accepted = async (url: string, file: Buffer, name: string): Promise<TUploadResult> => {
    const res = await upload(url, file, name);
    expect(res.statusCode, res.body).toBe(200);
    return ZUploadResult.parse(res.json());
  };
  const stored = (key: string) => path.join(app.config.filesDir, ...key.split('/'));
  const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: as.admin.headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    app = await buildTestApp();
    as = await actors(app);
    courseId = (
      await admin('POST', '/Courses', {
        title: 'إدارة المشاريع الرشيقة',
        category: 'Business Management',
        level: 'Beginner',
        language: 'ar',
        price: 50000,
      })
    ).json()._id;
    const unit = (await admin('POST', `/courses/${courseId}/units`, { title: 'U' })).json();
    const section = (await admin('POST', `/units/${unit._id}/sections`, { title: 'S' })).json();
    lectureId = (
      await admin('POST', `/sections/${section._id}/lectures`, { title: 'L', kind: 'video', durationSeconds: 60 })
    ).json()._id;
  });
  afterAll(() => app.close());

  it('stores a course image under a content-addressed public key and serves it', async () => {
    const result = await accepted(`/courses/${courseId}/image`, PNG, 'cover.png');
    expect(result).toMatchObject({ contentType: 'image/png', size: PNG.length });
    expect(result.key).toMatch(new RegExp(`^public/courses/${courseId}/[0-9a-f]{64}\\.png$`));
    expect(result.url).toBe(`/api/files/public/${result.key.slice('public/'.length)}`);
    expect(readFileSync(stored(result.key))).toEqual(PNG);
    const served = await app.inject({ url: defined(result.url) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload).toEqual(PNG);
    expect((await admin('GET', `/Courses/${courseId}`)).json().imageUrl).toBe(result.url);
  });

  it('replacing a file deletes the old one', async () => {
    const first = (await admin('GET', `/Courses/${courseId}`)).json().imageUrl as string;
    const second = await accepted(`/courses/${courseId}/image`, WEBP, 'cover.webp');
    expect(second.contentType).toBe('image/webp');
    expect((await app.inject({ url: first })).statusCode).toBe(404);
    expect(filesUnder(path.join(app.config.filesDir, 'public', 'courses', courseId))).toEqual([stored(second.key)]);
    // the same bytes again: the same key, still there
    expect((await accepted(`/courses/${courseId}/image`, WEBP, 'again.webp')).key).toBe(second.key);
    expect(existsSync(stored(second.key))).toBe(true);
  });

  it('judges the type by content, not by name: a PNG named .pdf is refused (415), a PDF named .png accepted', async () => {
    const refused = await upload(`/courses/${courseId}/syllabus`, PNG, 'syllabus.pdf', {
      type: 'application/pdf',
      lang: 'ar',
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'يجب أن يكون الملف مستند PDF.' });
    const text = await upload(
      `/courses/${courseId}/image`,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'x.png',
      { type: 'image/png' },
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('The image must be a JPEG, PNG or WebP file.');
    const pdf = await accepted(`/courses/${courseId}/syllabus`, tinyPdf(), 'looks-like.png');
    expect(pdf).toMatchObject({ contentType: 'application/pdf', url: `/api/courses/${courseId}/syllabus` });
    expect(pdf.key).toMatch(new RegExp(`^private/courses/${courseId}/[0-9a-f]{64}\\.pdf$`));
  });

  it('refuses a file above the limit (413, translated) and keeps nothing of it', async () => {
    const before = filesUnder(app.config.filesDir).length;
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(`/courses/${courseId}/image`, big, 'big.png', { lang: 'ar' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'الملف كبير جدًا. الحد الأقصى 5\u00a0ميجابايت.',
    });
    expect(filesUnder(app.config.filesDir).length).toBe(before);
    const exactly = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    expect(
      (
        await upload(
          `/trainers/${(await app.inject({ url: '/api/trainers' })).json()[0]._id}/photo`,
          exactly,
          'edge.png',
        )
      ).statusCode,
    ).toBe(200);
  });

  it('answers clearly when there is no multipart file', async () => {
    const json = await app.inject({
      method: 'POST',
      url: `/api/courses/${courseId}/image`,
      headers: { ...as.admin.headers, ...IN_ENGLISH },
      payload: { file: 'nope' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Send the file as multipart/form-data in a field named "file".');
    const boundary = 'xyz';
    const onlyText = await app.inject({
      method: 'POST',
      url: `/api/courses/${courseId}/image`,
      headers: { ...as.admin.headers, ...IN_ENGLISH, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(onlyText.statusCode).toBe(400);
    expect(onlyText.json().message).toBe('Choose a file to upload.');
    expect((await upload(`/courses/${courseId}/image`, Buffer.alloc(0), 'empty.png')).statusCode).toBe(400);
    // only the upload routes parse multipart: elsewhere it stays an unsupported body
    const elsewhere = multipart(PNG, 'a.png');
    const notAnUpload = await app.inject({
      method: 'POST',
      url: '/api/Courses',
      payload: elsewhere.payload,
      headers: { ...elsewhere.headers, ...as.admin.headers },
    });
    expect(notAnUpload.statusCode).toBe(415);
    const broken = await app.inject({
      method: 'POST',
      url: `/api/courses/${courseId}/image`,
      headers: { ...as.admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n${PNG.toString('latin1')}`,
    });
    expect(broken.statusCode).toBe(400);
  });

  it('answers 404 for a missing course or lecture and 401/403 for non-admins', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await upload(`/courses/${missing}/image`, PNG, 'a.png', { lang: 'ar' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('الدورة غير موجودة.');
    expect((await upload(`/lectures/${missing}/video`, tinyMp4(), 'a.mp4')).statusCode).toBe(404);
    expect((await upload(`/trainers/${missing}/photo`, PNG, 'a.png')).statusCode).toBe(404);
    expect((await upload(`/courses/${courseId}/image`, PNG, 'a.png', { who: 'learner' })).statusCode).toBe(403);
    expect((await upload(`/courses/${courseId}/image`, PNG, 'a.png', { who: 'guest' })).statusCode).toBe(401);
  });

  it('keeps lecture videos and attachments private, and marks them for admins', async () => {
    const mp4 = await accepted(`/lectures/${lectureId}/video`, tinyMp4(2048), 'intro.mov');
    expect(mp4).toMatchObject({ contentType: 'video/mp4', url: null });
    expect(mp4.key).toMatch(new RegExp(`^private/lectures/${lectureId}/[0-9a-f-]{36}\\.mp4$`));
    const webm = await accepted(`/lectures/${lectureId}/video`, tinyWebm(), 'intro.webm');
    expect(webm.contentType).toBe('video/webm');
    expect(existsSync(stored(mp4.key))).toBe(false);
    expect((await upload(`/lectures/${lectureId}/video`, tinyPdf(), 'video.mp4')).statusCode).toBe(415);
    const pdf = await accepted(`/lectures/${lectureId}/attachment`, tinyPdf('Slides'), 'slides.pdf');
    expect(pdf.url).toBeNull();
    expect((await upload(`/lectures/${lectureId}/attachment`, PNG, 'slides.pdf')).statusCode).toBe(415);
    const lecture = (await admin('GET', `/Courses/${courseId}`)).json().units[0].sections[0].lectures[0];
    expect(lecture).toMatchObject({ hasVideo: true, hasAttachment: true });
    expect(filesUnder(path.join(app.config.filesDir, 'public')).some((f) => f.includes(lectureId))).toBe(false);
  });

  it('stores a trainer photo and deletes it with the trainer', async () => {
    const trainer = (await admin('POST', '/trainers', { name: 'Photo Trainer', title: 'T', specialty: 'tech' })).json();
    const photo = await accepted(`/trainers/${trainer._id}/photo`, PNG, 'me.png');
    expect(photo.key).toMatch(new RegExp(`^public/trainers/${trainer._id}/[0-9a-f]{64}\\.png$`));
    expect((await app.inject({ url: `/api/trainers/${trainer._id}` })).json().photoUrl).toBe(photo.url);
    expect((await admin('DELETE', `/trainers/${trainer._id}`)).statusCode).toBe(204);
    expect(existsSync(stored(photo.key))).toBe(false);
  });

  it('deleting a lecture or a course deletes their files', async () => {
    const course = (
      await admin('POST', '/Courses', {
        title: 'Files Go Too',
        category: 'AI',
        level: 'Advanced',
        language: 'en',
        price: 0,
      })
    ).json();
    const unit = (await admin('POST', `/courses/${course._id}/units`, { title: 'U' })).json();
    const section = (await admin('POST', `/units/${unit._id}/sections`, { title: 'S' })).json();
    const l1 = (await admin('POST', `/sections/${section._id}/lectures`, { title: 'A', kind: 'video' })).json();
    const l2 = (await admin('POST', `/sections/${section._id}/lectures`, { title: 'B', kind: 'video' })).json();
    const v1 = await accepted(`/lectures/${l1._id}/video`, tinyMp4(), 'a.mp4');
    const v2 = await accepted(`/lectures/${l2._id}/video`, tinyMp4(), 'b.mp4');
    const image = await accepted(`/courses/${course._id}/image`, PNG, 'c.png');
    const syllabus = await accepted(`/courses/${course._id}/syllabus`, tinyPdf(), 's.pdf');
    expect((await admin('DELETE', `/lectures/${l1._id}`)).statusCode).toBe(204);
    expect(existsSync(stored(v1.key))).toBe(false);
    expect(existsSync(stored(v2.key))).toBe(true);
    expect((await admin('DELETE', `/courses/${course._id}`)).statusCode).toBe(204);
    for (const key of [v2.key, image.key, syllabus.key]) expect(existsSync(stored(key)), key).toBe(false);
  });
});
