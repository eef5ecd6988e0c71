import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminCourseList, ZCourseDetails, ZCourseList, type TCourseDetails } from '@masar/contracts';
import { certificates, courses, enrolments, orders } from '#src/db/schema/index';
import { buildTestApp } from '#test/helper';
import { actors, type Actor, type Role } from '#test/support/roles';
import { multipart, tinyPdf } from '#test/support/uploads';
import { defined } from '@masar/contracts/defined';

/** a WebM that does not tell its length: the lecture keeps the length the admin typed */
const NO_DURATION_WEBM = readFileSync(new URL('../../fixtures/video/no-duration.webm', import.meta.url));

const NEW_COURSE = {
  title: 'Data Storytelling',
  category: 'Data Science',
  level: 'Beginner',
  language: 'en',
  price: 150000,
} as const;

describe('course administration: POST /Courses, PATCH and DELETE /courses/{id}, GET /admin/courses', () => {
  let app: FastifyInstance;
  let as: Record<Role, Actor>;
  const call = (who: Role, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, lang = 'en') =>
    app.inject({
      method,
      url,
      headers: { ...as[who].headers, 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  const create = async (body: object = NEW_COURSE): Promise<TCourseDetails> => {
    const res = await call('admin', 'POST', '/api/Courses', body);
    expect(res.statusCode, res.body).toBe(201);
    return ZCourseDetails.parse(res.json());
  };
  const upload = async (url: string, file: Buffer, name: string, type: string) => {
    const form = multipart(file, name, { type });
    const res = await app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...as.admin.headers, ...form.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const newSection = async (courseId: string) => {
    const unit = (await call('admin', 'POST', `/api/courses/${courseId}/units`, { title: 'Unit' })).json();
    return (await call('admin', 'POST', `/api/units/${unit._id}/sections`, { title: 'Section' })).json()._id as string;
  };
  const newLecture = async (sectionId: string, body: object) => {
    const res = await call('admin', 'POST', `/api/sections/${sectionId}/lectures`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json()._id as string;
  };
  /** a 10-minute video lecture with its file (publishing needs every video's file) */
  const addLecture = async (courseId: string) => {
    const lecture = await newLecture(await newSection(courseId), {
      title: 'Welcome',
      kind: 'video',
      durationSeconds: 600,
    });
    await upload(`/api/lectures/${lecture}/video`, NO_DURATION_WEBM, 'welcome.webm', 'video/webm');
  };
  const catalog = async (query = '') => ZCourseList.parse((await app.inject({ url: `/api/Courses${query}` })).json());

  beforeAll(async () => {
    app = await buildTestApp();
    as = await actors(app);
  });
  afterAll(() => app.close());

  it('creates a draft with a unique slug, for admins only', async () => {
    const first = await create();
    expect(first).toMatchObject({
      title: 'Data Storytelling',
      status: 'draft',
      publishedAt: null,
      slug: 'data-storytelling',
      units: [],
      lecturesCount: 0,
    });
    expect(first.price).toEqual({ amount: 150000, currency: 'EGP' });
    expect((await create()).slug).toBe('data-storytelling-2');
    expect((await create()).slug).toBe('data-storytelling-3');
    expect((await call('guest', 'POST', '/api/Courses', NEW_COURSE)).statusCode).toBe(401);
    expect((await call('learner', 'POST', '/api/courses', NEW_COURSE)).statusCode).toBe(403);
  });

  it('takes only a number as the price: null, [], false, "" or a string is 400 on create and update, 0 is free', async () => {
    const paid = await create();
    for (const price of [null, [], false, true, '', '1500', {}, 1.5, Number.MAX_SAFE_INTEGER]) {
      const created = await call('admin', 'POST', '/api/Courses', { ...NEW_COURSE, price });
      expect(created.statusCode, JSON.stringify(price)).toBe(400);
      expect(created.json().details.price).toBe('Enter a price of 0 or more');
      const updated = await call('admin', 'PATCH', `/api/courses/${paid._id}`, { price });
      expect(updated.statusCode, JSON.stringify(price)).toBe(400);
      expect(updated.json().details.price).toBe('Enter a price of 0 or more');
    }
    const missing = await call('admin', 'POST', '/api/Courses', { ...NEW_COURSE, price: undefined });
    expect(missing.statusCode).toBe(400);
    const [row] = await app.db.select({ price: courses.priceAmount }).from(courses).where(eq(courses.id, paid._id));
    expect(defined(row).price).toBe(150000);
    expect((await create({ ...NEW_COURSE, price: 0 })).price.amount).toBe(0);
  });

  it('spells Arabic titles in Latin letters for the slug', async () => {
    const course = await create({ ...NEW_COURSE, title: 'أساسيات التسويق الرقمي', language: 'ar' });
    expect(course.slug).toBe('asasyat-altswyq-alrqmy');
    expect((await create({ ...NEW_COURSE, title: '🙂 ✨' })).slug).toMatch(/^course(-\d+)?$/);
  });

  it('validates the body with translated per-field messages', async () => {
    const res = await call(
      'admin',
      'POST',
      '/api/Courses',
      { ...NEW_COURSE, title: '  ', price: -5, category: 'Cooking' },
      'ar',
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.title).toBe('هذا الحقل مطلوب');
    expect(body.details.price).toBe('أدخل سعرًا يساوي 0 أو أكثر');
    expect(body.details).toHaveProperty('category');
  });

  it('refuses a trainer that does not exist (400 on trainerId), accepts a real one', async () => {
    const res = await call('admin', 'POST', '/api/Courses', {
      ...NEW_COURSE,
      trainerId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.trainerId).toBe('Choose an existing trainer.');
    const trainers = (await app.inject({ url: '/api/trainers' })).json();
    const course = await create({ ...NEW_COURSE, trainerId: trainers[0]._id });
    expect(course.trainer?._id).toBe(trainers[0]._id);
  });

  it('publishes only a course with a lecture (409, translated), and sets publishedAt once', async () => {
    const course = await create({ ...NEW_COURSE, title: 'Publishing Rules' });
    const refused = await call('admin', 'PATCH', `/api/courses/${course._id}`, { status: 'published' }, 'ar');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'أضف محاضرة واحدة على الأقل قبل نشر هذه الدورة.',
    });
    const refusedEn = await call('admin', 'PATCH', `/api/courses/${course._id}`, { status: 'published' });
    expect(refusedEn.json().message).toBe('Add at least one lecture before publishing this course.');

    await addLecture(course._id);
    const published = ZCourseDetails.parse(
      (await call('admin', 'PATCH', `/api/courses/${course._id}`, { status: 'published' })).json(),
    );
    expect(published.status).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    const draft = ZCourseDetails.parse(
      (await call('admin', 'PATCH', `/api/courses/${course._id}`, { status: 'draft' })).json(),
    );
    expect(draft.publishedAt).toBe(published.publishedAt);
    const again = ZCourseDetails.parse(
      (await call('admin', 'PATCH', `/api/courses/${course._id}`, { status: 'published' })).json(),
    );
    expect(again.publishedAt).toBe(published.publishedAt);
  });

  it('publishes only when every video and PDF lecture has its file (409 naming the others, translated)', async () => {
    const course = await create({ ...NEW_COURSE, title: 'Files First' });
    const section = await newSection(course._id);
    const video = await newLecture(section, { title: 'Welcome', kind: 'video', durationSeconds: 60 });
    const pdf = await newLecture(section, { title: 'مذكرة الدرس', kind: 'pdf' });
    await newLecture(section, { title: 'Notes', kind: 'text', body: 'Read me' });
    const publish = (lang = 'en') =>
      call('admin', 'PATCH', `/api/courses/${course._id}`, { status: 'published' }, lang);

    const refused = await publish();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      message:
        'Upload the file of every video and PDF lecture before publishing. Missing: “Welcome” and “مذكرة الدرس”.',
      details: { lectureIds: [video, pdf] },
    });
    expect((await publish('ar')).json().message).toBe(
      'ارفع ملف كل محاضرة فيديو وPDF قبل النشر. الناقصة: «Welcome» و«مذكرة الدرس».',
    );
    expect((await call('admin', 'GET', `/api/Courses/${course._id}`)).json().status).toBe('draft');

    await upload(`/api/lectures/${video}/video`, NO_DURATION_WEBM, 'welcome.webm', 'video/webm');
    expect((await publish()).json()).toMatchObject({
      details: { lectureIds: [pdf] },
      message: expect.stringContaining('Missing: “مذكرة الدرس”.'),
    });
    await upload(`/api/lectures/${pdf}/attachment`, tinyPdf(), 'notes.pdf', 'application/pdf');
    expect((await publish()).statusCode).toBe(200);
  });

  it('names five lectures without a file and counts the rest', async () => {
    const course = await create({ ...NEW_COURSE, title: 'Many Gaps' });
    const section = await newSection(course._id);
    for (let n = 1; n <= 7; n += 1)
      await newLecture(section, { title: `Part ${n}`, kind: 'video', durationSeconds: 60 });
    const refused = await call('admin', 'PATCH', `/api/courses/${course._id}`, { status: 'published' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Upload the file of every video and PDF lecture before publishing. Missing: “Part 1”, “Part 2”, “Part 3”, “Part 4”, “Part 5”, and 2 more.',
    );
    expect(refused.json().details.lectureIds).toHaveLength(7);
  });

  it('edits any subset of fields and keeps the search text in step', async () => {
    const course = await create({ ...NEW_COURSE, title: 'Old Name' });
    const res = await call('admin', 'PATCH', `/api/courses/${course._id}`, {
      title: 'تحليل البيانات الضخمة',
      price: 99900,
      whatYouWillLearn: ['Spark'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'تحليل البيانات الضخمة',
      price: { amount: 99900 },
      whatYouWillLearn: ['Spark'],
      level: 'Beginner',
      slug: 'old-name',
    });
    const [row] = await app.db
      .select({ searchText: courses.searchText })
      .from(courses)
      .where(eq(courses.id, course._id));
    expect(defined(row).searchText).toContain('تحليل البيانات الضخمه');
    expect(defined(row).searchText).not.toContain('old');
    expect(
      (await call('admin', 'PATCH', '/api/courses/00000000-0000-4000-8000-000000000000', { title: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('learner', 'PATCH', `/api/courses/${course._id}`, { title: 'x' })).statusCode).toBe(403);
  });

  it('shows a created and published course in the public catalog at once, and hides it when unpublished', async () => {
    const before = await catalog('?q=Choreography');
    expect(before).toHaveLength(0); // primes the cache for this query
    const course = await create({ ...NEW_COURSE, title: 'Choreography for Coders' });
    await addLecture(course._id);
    await call('admin', 'PATCH', `/api/courses/${course._id}`, { status: 'published' });
    const after = await catalog('?q=Choreography');
    expect(after.map((c) => c._id)).toEqual([course._id]);
    expect(after[0]).toMatchObject({ lecturesCount: 1, durationMinutes: 10 });
    await call('admin', 'PATCH', `/api/courses/${course._id}`, { status: 'draft' });
    expect(await catalog('?q=Choreography')).toHaveLength(0);
  });

  it('deletes a course nobody joined or ordered (204), refuses one with learners or orders (409)', async () => {
    const course = await create({ ...NEW_COURSE, title: 'Short Lived' });
    await addLecture(course._id);
    expect((await call('learner', 'DELETE', `/api/courses/${course._id}`)).statusCode).toBe(403);
    const gone = await call('admin', 'DELETE', `/api/courses/${course._id}`);
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
    expect((await call('admin', 'GET', `/api/Courses/${course._id}`)).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `/api/courses/${course._id}`)).statusCode).toBe(404);

    const [enrolled] = await app.db.select({ courseId: enrolments.courseId }).from(enrolments).limit(1);
    const refused = await call('admin', 'DELETE', `/api/courses/${defined(enrolled).courseId}`, undefined, 'ar');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('لا يمكن حذف هذه الدورة لأن لها متعلمين أو طلبات شراء. ألغِ نشرها بدلًا من ذلك.');

    const ordered = await create({ ...NEW_COURSE, title: 'Ordered Once' });
    await app.db.insert(orders).values({
      userId: defined(as.learner.userId),
      courseId: ordered._id,
      amount: 150000,
      currency: 'EGP',
      provider: 'test',
      status: 'failed',
    });
    expect((await call('admin', 'DELETE', `/api/courses/${ordered._id}`)).statusCode).toBe(409);

    const certified = await create({ ...NEW_COURSE, title: 'Certified Once' });
    await app.db.insert(certificates).values({
      code: 'GATE-CERT-1',
      userId: defined(as.learner.userId),
      courseId: certified._id,
      learnerName: 'Gate',
      courseTitle: 'Certified Once',
      language: 'en',
    });
    expect((await call('admin', 'DELETE', `/api/courses/${certified._id}`)).statusCode).toBe(409);
  });

  it('lists every course for admins, drafts included, with search, filters, paging and a total', async () => {
    await create({ ...NEW_COURSE, title: 'مقدمة في الإحصاء', category: 'AI' });
    const list = async (query: string) => {
      const res = await call('admin', 'GET', `/api/admin/courses${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return { items: ZAdminCourseList.parse(res.json()), total: Number(res.headers['x-total-count']) };
    };
    const drafts = await list('?status=draft&limit=100');
    expect(drafts.items.length).toBeGreaterThan(0);
    expect(drafts.items.every((c) => c.status === 'draft')).toBe(true);
    expect(drafts.items.map((c) => c.slug)).toContain('financial-planning-draft');
    const found = await list(`?q=${encodeURIComponent('الاحصاء')}&category=AI`);
    expect(found.items.map((c) => c.title)).toEqual(['مقدمة في الإحصاء']);
    const all = await list('?limit=100');
    const page = await list('?limit=3&offset=3');
    expect(page.items.map((c) => c._id)).toEqual(all.items.slice(3, 6).map((c) => c._id));
    expect(page.total).toBe(all.total);
    expect((await list('')).items).toHaveLength(Math.min(20, all.total));
    const dates = all.items.map((c) => c.updatedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await call('learner', 'GET', '/api/admin/courses')).statusCode).toBe(403);
    expect((await call('guest', 'GET', '/api/admin/courses')).statusCode).toBe(401);
  });
});
