import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCourseList, ZTrainer, ZTrainerDetails, ZTrainerList, type TTrainer } from '@masar/contracts';
import { courses } from '#src/db/schema/index';
import { buildTestApp } from '#test/helper';
import { actors, type Actor, type Role } from '#test/support/roles';
import { defined } from '@masar/contracts/defined';

describe('trainers: GET /trainers, GET /trainers/{id}, POST, PATCH, DELETE', () => {
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
  const list = async (query = '') => {
    const res = await app.inject({ url: `/api/trainers${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return { items: ZTrainerList.parse(res.json()), total: Number(res.headers['x-total-count']) };
  };
  const names = async (query: string) => (await list(query)).items.map((t) => t.name);
  const create = async (body: object): Promise<TTrainer> => {
    const res = await call('POST', '/trainers', body);
    expect(res.statusCode, res.body).toBe(201);
    return ZTrainer.parse(res.json());
  };

  beforeAll(async () => {
    app = await buildTestApp();
    as = await actors(app);
    await create({
      name: 'فاطِمَة الزّهراء إبراهيم',
      title: 'مُدرّبة لغة إنجليزية',
      specialty: 'language',
      bio: 'تُدرّس الإنجليزية للأعمال',
    });
    await create({ name: 'مصطفى عيسى', title: 'مستشار إدارة', specialty: 'business' });
    await create({ name: 'هدى يحيـــى', title: 'محاسبة قانونية', specialty: 'business' });
  });
  afterAll(() => app.close());

  it('lists everyone publicly by name, with their published course counts and a total', async () => {
    const { items, total } = await list();
    expect(total).toBe(items.length);
    expect(items.length).toBeGreaterThanOrEqual(6);
    const ahmed = defined(items.find((t) => t.name === 'أحمد منصور'));
    const published = await app.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.trainerId, ahmed._id), eq(courses.status, 'published')));
    expect(ahmed.coursesCount).toBe(published.length);
    expect(ahmed.coursesCount).toBeGreaterThan(0);
    const sorted = items.map((t) => t.name);
    expect(sorted).toEqual([...sorted].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('searches Arabic whatever the hamza, taa marbuta, alef maqsura, diacritics or tatweel', async () => {
    expect(await names(`?q=${encodeURIComponent('فاطمه')}`)).toEqual(['فاطِمَة الزّهراء إبراهيم']);
    expect(await names(`?q=${encodeURIComponent('ابراهيم')}`)).toEqual(['فاطِمَة الزّهراء إبراهيم']);
    expect(await names(`?q=${encodeURIComponent('الزهراء')}`)).toEqual(['فاطِمَة الزّهراء إبراهيم']);
    expect(await names(`?q=${encodeURIComponent('مصطفي عيسي')}`)).toEqual(['مصطفى عيسى']);
    expect(await names(`?q=${encodeURIComponent('يحيى')}`)).toEqual(['هدى يحيـــى']);
    // Arabic words match inside others too (ال and other prefixes stick to words): نور الهدى matches as well
    expect(await names(`?q=${encodeURIComponent('هدي')}`)).toEqual(
      expect.arrayContaining(['هدى يحيـــى', 'نور الهدى سالم']),
    );
    expect(await names(`?q=${encodeURIComponent('هدي يحيي')}`)).toEqual(['هدى يحيـــى']);
    expect(await names(`?q=${encodeURIComponent('مدربه')}`)).toContain('فاطِمَة الزّهراء إبراهيم');
    expect(await names(`?q=${encodeURIComponent('مدربه لغه انجليزيه')}`)).toEqual([
      'فاطِمَة الزّهراء إبراهيم',
      'نور الهدى سالم',
    ]);
    expect(await names(`?q=${encodeURIComponent('فاطمه مدربه')}`)).toEqual(['فاطِمَة الزّهراء إبراهيم']);
  });

  it('searches Latin by case-insensitive word prefix, and filters by specialty with paging', async () => {
    expect(await names('?q=SAR')).toContain('Sara Khalil');
    expect(await names('?q=ara')).not.toContain('Sara Khalil');
    expect((await list('?q=zzzz')).total).toBe(0);
    const business = await list('?specialty=business');
    expect(business.items.every((t) => t.specialty === 'business')).toBe(true);
    expect(business.items.map((t) => t.name)).toEqual(expect.arrayContaining(['مصطفى عيسى', 'هدى يحيـــى']));
    const both = await list(`?specialty=business&q=${encodeURIComponent('هدى')}`);
    expect(both.items.map((t) => t.name)).toEqual(['هدى يحيـــى']);
    const all = await list();
    const page = await list('?limit=2&offset=1');
    expect(page.items.map((t) => t._id)).toEqual(all.items.slice(1, 3).map((t) => t._id));
    expect(page.total).toBe(all.total);
    const searchedPage = await list(`?q=${encodeURIComponent('م')}&limit=1&offset=1`);
    expect(searchedPage.items).toHaveLength(1);
    expect(searchedPage.total).toBeGreaterThan(1);
    expect((await app.inject({ url: '/api/trainers?specialty=cooking' })).statusCode).toBe(400);
  });

  it("shows a trainer's profile with their published courses only", async () => {
    const [draft] = await app.db
      .select({ trainerId: courses.trainerId, id: courses.id })
      .from(courses)
      .where(eq(courses.status, 'draft'))
      .limit(1);
    const res = await app.inject({ url: `/api/trainers/${defined(draft).trainerId}` });
    expect(res.statusCode).toBe(200);
    const profile = ZTrainerDetails.parse(res.json());
    expect(profile.courses.length).toBe(profile.coursesCount);
    expect(profile.courses.map((c) => c._id)).not.toContain(defined(draft).id);
    expect(profile.courses.every((c) => c.trainer?._id === profile._id)).toBe(true);
    const missing = await app.inject({
      url: '/api/trainers/00000000-0000-4000-8000-000000000000',
      headers: { 'accept-language': 'ar' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('المدرب غير موجود.');
  });

  it('lets admins only create, edit and delete, with translated validation', async () => {
    const body = { name: 'Nour Adel', title: 'Designer', specialty: 'tech' };
    expect((await call('POST', '/trainers', body, 'guest')).statusCode).toBe(401);
    expect((await call('POST', '/trainers', body, 'learner')).statusCode).toBe(403);
    const bad = await call(
      'POST',
      '/trainers',
      { name: '', title: 'x'.repeat(161), specialty: 'magic' },
      'admin',
      'ar',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toMatchObject({ name: 'هذا الحقل مطلوب', title: 'هذا النص أطول من المسموح' });
    const nour = await create(body);
    expect(nour).toMatchObject({ bio: '', experienceYears: 0, coursesCount: 0, photoUrl: null });
    const edited = await call('PATCH', `/trainers/${nour._id}`, { bio: 'Teaches UI', experienceYears: 4 });
    expect(edited.json()).toMatchObject({ name: 'Nour Adel', bio: 'Teaches UI', experienceYears: 4 });
    expect((await call('PATCH', `/trainers/${nour._id}`, { bio: 'x' }, 'learner')).statusCode).toBe(403);
    expect((await call('PATCH', '/trainers/00000000-0000-4000-8000-000000000000', { bio: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/trainers/${nour._id}`, undefined, 'learner')).statusCode).toBe(403);
    expect((await call('DELETE', `/trainers/${nour._id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/trainers/${nour._id}`)).statusCode).toBe(404);
  });

  it('renaming a trainer renames them on course cards and in catalog search at once', async () => {
    const sara = defined((await list('?q=Sara')).items[0]);
    const before = ZCourseList.parse((await app.inject({ url: '/api/Courses?q=sara' })).json());
    expect(before.length).toBe(sara.coursesCount);
    expect((await call('PATCH', `/trainers/${sara._id}`, { name: 'Salma Khalil' })).statusCode).toBe(200);
    expect(ZCourseList.parse((await app.inject({ url: '/api/Courses?q=sara' })).json())).toHaveLength(0);
    const renamed = ZCourseList.parse((await app.inject({ url: '/api/Courses?q=salma' })).json());
    expect(renamed).toHaveLength(sara.coursesCount);
    expect(renamed.every((c) => c.trainer?.name === 'Salma Khalil')).toBe(true);
    await call('PATCH', `/trainers/${sara._id}`, { title: 'Principal Engineer' });
    const retitled = ZCourseList.parse((await app.inject({ url: '/api/Courses?q=salma' })).json());
    expect(retitled.every((c) => c.trainer?.title === 'Principal Engineer')).toBe(true);
  });

  it('deleting a trainer keeps their courses, without a trainer, and out of searches for the name', async () => {
    const omar = defined((await list('?specialty=business')).items.find((t) => t.coursesCount > 0));
    const theirs = ZTrainerDetails.parse((await app.inject({ url: `/api/trainers/${omar._id}` })).json()).courses;
    const word = defined(omar.name.split(' ')[0]);
    expect(
      ZCourseList.parse((await app.inject({ url: `/api/Courses?q=${encodeURIComponent(word)}` })).json()).length,
    ).toBeGreaterThan(0);
    expect((await call('DELETE', `/trainers/${omar._id}`)).statusCode).toBe(204);
    const catalog = ZCourseList.parse((await app.inject({ url: '/api/Courses' })).json());
    for (const course of theirs) expect(catalog.find((c) => c._id === course._id)?.trainer).toBeNull();
    const details = (await app.inject({ url: `/api/Courses/${defined(theirs[0])._id}` })).json();
    expect(details.trainer).toBeNull();
    const stillFound = ZCourseList.parse(
      (await app.inject({ url: `/api/Courses?q=${encodeURIComponent(word)}` })).json(),
    );
    expect(
      stillFound.filter(
        (c) => theirs.some((t) => t._id === c._id) && !c.title.includes(word) && !c.description.includes(word),
      ),
    ).toHaveLength(0);
  });
});
