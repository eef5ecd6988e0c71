import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUploadResult } from '@masar/contracts';
import { buildTestApp } from '#test/helper';
import { IN_ENGLISH } from '#test/support/accounts';
import { actors, type Actor, type Role } from '#test/support/roles';
import { PNG, multipart, tinyPdf } from '#test/support/uploads';
import { defined } from '@masar/contracts/defined';

describe('serving files: GET /files/public/..., GET /courses/{id}/syllabus', () => {
  let app: FastifyInstance;
  let as: Record<Role, Actor>;
  let courseId: string;
  let imageUrl: string;
  const pdf = tinyPdf('Syllabus of the course');
  const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: as.admin.headers, ...(payload ? { payload } : {}) });
  const upload = async (url: string, file: Buffer, name: string) => {
    const { payload, headers } = multipart(file, name);
    const res = await app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload,
      headers: { ...headers, ...as.admin.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    return ZUploadResult.parse(res.json());
  };

  beforeAll(async () => {
    app = await buildTestApp();
    as = await actors(app);
    courseId = (
      await admin('POST', '/Courses', {
        title: 'تصميم "الهوية" البصرية',
        category: 'Design',
        level: 'Intermediate',
        language: 'ar',
        price: 0,
      })
    ).json()._id;
    imageUrl = defined((await upload(`/courses/${courseId}/image`, PNG, 'x.png')).url);
    await upload(`/courses/${courseId}/syllabus`, pdf, 'syllabus.pdf');
  });
  afterAll(() => app.close());

  it('serves public images with an ETag, 304 on a match, and byte ranges', async () => {
    const first = await app.inject({ url: imageUrl });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(first.headers['accept-ranges']).toBe('bytes');
    expect(Number(first.headers['content-length'])).toBe(PNG.length);
    const cached = await app.inject({ url: imageUrl, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    const part = await app.inject({ url: imageUrl, headers: { range: 'bytes=1-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1-3/${PNG.length}`);
    expect(part.rawPayload).toEqual(PNG.subarray(1, 4));
    const tail = await app.inject({ url: imageUrl, headers: { range: 'bytes=-4' } });
    expect(tail.rawPayload).toEqual(PNG.subarray(PNG.length - 4));
    const outside = await app.inject({
      url: imageUrl,
      headers: { range: `bytes=${PNG.length}-`, 'accept-language': 'ar' },
    });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${PNG.length}`);
    expect(outside.json().message).toBe('نطاق البايتات المطلوب خارج حدود الملف.');
    const head = await app.inject({ method: 'HEAD', url: imageUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
  });

  it('answers 404 for unknown files and refuses anything that is not a public key', async () => {
    const unknown = imageUrl.replace(/[0-9a-f]{64}/, 'a'.repeat(64));
    expect((await app.inject({ url: unknown })).statusCode).toBe(404);
    for (const url of [
      '/api/files/public/courses/../../secret',
      `/api/files/public/courses/${courseId}/..%2F..%2Fprivate.pdf`,
      `/api/files/public/private/${courseId}/${'a'.repeat(64)}.pdf`,
      `/api/files/public/courses/${courseId}/${'a'.repeat(64)}.pdf`,
    ]) {
      const res = await app.inject({ url });
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.json().code).toMatch(/NOT_FOUND|VALIDATION_FAILED/);
    }
  });

  it('sends the syllabus as an attachment named after the course, Arabic kept in filename*', async () => {
    expect((await app.inject({ url: `/api/courses/${courseId}/syllabus` })).statusCode).toBe(404); // a draft: admins only
    const res = await admin('GET', `/courses/${courseId}/syllabus`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload).toEqual(pdf);
    const disposition = res.headers['content-disposition'] as string;
    expect(disposition).toBe(
      `attachment; filename="syllabus.pdf"; filename*=UTF-8''${encodeURIComponent('تصميم الهوية البصرية.pdf')}`,
    );
    expect((await admin('GET', `/Courses/${courseId}`)).json().syllabusUrl).toBe(`/api/courses/${courseId}/syllabus`);
  });

  it('lets anyone download the syllabus of a published course; 404 when there is none', async () => {
    const unit = (await admin('POST', `/courses/${courseId}/units`, { title: 'U' })).json();
    const section = (await admin('POST', `/units/${unit._id}/sections`, { title: 'S' })).json();
    await admin('POST', `/sections/${section._id}/lectures`, { title: 'L', kind: 'text' });
    await admin('PATCH', `/courses/${courseId}`, { status: 'published', title: 'Brand Identity: "Colour" & Type' });
    const res = await app.inject({ url: `/api/courses/${courseId}/syllabus` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Brand Identity Colour & Type.pdf"; filename*=UTF-8''Brand%20Identity%20Colour%20%26%20Type.pdf`,
    );
    expect((await app.inject({ url: `/api/Courses/${courseId}` })).json().syllabusUrl).toBe(
      `/api/courses/${courseId}/syllabus`,
    );

    const other = (
      await admin('POST', '/Courses', {
        title: 'No Syllabus',
        category: 'AI',
        level: 'Beginner',
        language: 'en',
        price: 0,
      })
    ).json();
    const none = await app.inject({
      url: `/api/courses/${other._id}/syllabus`,
      headers: { ...as.admin.headers, ...IN_ENGLISH },
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This course has no syllabus yet.');
    expect(
      (
        await app.inject({ url: '/api/courses/00000000-0000-4000-8000-000000000000/syllabus', headers: IN_ENGLISH })
      ).json().message,
    ).toBe('Course not found.');
  });
});
