import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZContactMessage, ZContactMessageList, ZCourseRegistrationList } from '@masar/contracts';
import { contactMessages, courseRegistrations, courses } from '#src/db/schema/index';
import { buildTestApp } from '#test/helper';
import { NO_AUTH_LIMITS, bearer, register } from '#test/support/accounts';
import { TEST_ADMIN } from '#test/test-config';
import { defined } from '@masar/contracts/defined';

const SECOND = 1000;

describe('admin lists of contact messages and course registrations', () => {
  let app: FastifyInstance;
  let adminToken: string;
  let learnerToken: string;
  let course: { id: string; title: string };
  let otherCourse: { id: string; title: string };
  const tag = `t${Date.now().toString(36)}`;
  const asAdmin = (
    url: string,
    init: { method?: 'GET' | 'PATCH'; payload?: object; headers?: Record<string, string> } = {},
  ) =>
    app.inject({
      method: init.method ?? 'GET',
      url,
      headers: { ...bearer(adminToken), ...init.headers },
      ...(init.payload ? { payload: init.payload } : {}),
    });

  beforeAll(async () => {
    app = await buildTestApp({ config: NO_AUTH_LIMITS });
    adminToken = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN })).json().accessToken;
    learnerToken = (await register(app)).body.accessToken;
    const two = await app.db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(eq(courses.status, 'published'))
      .limit(2);
    [course, otherCourse] = [defined(two[0]), defined(two[1])];
    const base = Date.now();
    await app.db.insert(contactMessages).values([
      {
        name: `${tag} Ahmed`,
        email: `${tag}-ahmed@test.masar.local`,
        subject: 'Payment question',
        message: 'How do I pay with Fawry?',
        createdAt: new Date(base - 3 * SECOND),
      },
      {
        name: `${tag} أسماء`,
        email: `${tag}-asmaa@test.masar.local`,
        subject: 'استفسار عن الدورة',
        message: 'هل الدورةُ مناسبة للمبتدئين؟',
        createdAt: new Date(base - 2 * SECOND),
      },
      {
        name: `${tag} Lina`,
        email: `${tag}-lina@test.masar.local`,
        subject: 'Certificate',
        message: 'Where is my certificate?',
        handledAt: new Date(),
        createdAt: new Date(base - SECOND),
      },
    ]);
    const reg = (firstName: string, courseId: string | null, ago: number, country = 'Egypt') => ({
      courseId,
      firstName: `${tag}${firstName}`,
      lastName: 'Test',
      phone: '+20 100 000 0000',
      email: `${tag}-${firstName.toLowerCase()}@test.masar.local`,
      country,
      createdAt: new Date(base - ago * SECOND),
    });
    await app.db
      .insert(courseRegistrations)
      .values([reg('Ali', course.id, 3), reg('Basma', otherCourse.id, 2, 'السعودية'), reg('Camil', course.id, 1)]);
  });
  afterAll(async () => app?.close());

  it('are for admins only: 401 for a guest, 403 for a learner', async () => {
    for (const url of ['/api/admin/contact-messages', '/api/admin/registrations']) {
      expect((await app.inject({ url })).statusCode).toBe(401);
      expect((await app.inject({ url, headers: bearer(learnerToken) })).statusCode).toBe(403);
    }
    const [message] = await app.db.select().from(contactMessages).limit(1);
    const patch = (headers: Record<string, string>) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/contact-messages/${defined(message).id}`,
        payload: { handled: true },
        headers,
      });
    expect((await patch({})).statusCode).toBe(401);
    expect((await patch(bearer(learnerToken))).statusCode).toBe(403);
    expect(
      defined(
        (
          await app.db
            .select()
            .from(contactMessages)
            .where(eq(contactMessages.id, defined(message).id))
        )[0],
      ).handledAt,
    ).toBeNull();
  });

  it('lists contact messages newest first, with search, the handled filter, paging and X-Total-Count', async () => {
    const all = await asAdmin(`/api/admin/contact-messages?q=${tag}`);
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    const list = ZContactMessageList.parse(all.json());
    expect(list.map((m) => m.name)).toEqual([`${tag} Lina`, `${tag} أسماء`, `${tag} Ahmed`]);
    expect(list[0]).toMatchObject({ handled: true, subject: 'Certificate' });

    const open = ZContactMessageList.parse(
      (await asAdmin(`/api/admin/contact-messages?q=${tag}&handled=false`)).json(),
    );
    expect(open.map((m) => m.name)).toEqual([`${tag} أسماء`, `${tag} Ahmed`]);
    const page = await asAdmin(`/api/admin/contact-messages?q=${tag}&limit=1&offset=1`);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((m: { name: string }) => m.name)).toEqual([`${tag} أسماء`]);
    expect((await asAdmin(`/api/admin/contact-messages?q=${tag}+fawry`)).json()).toHaveLength(1);
  });

  it('searches Arabic the way the catalog does: diacritics, alef forms and taa marbuta fold', async () => {
    for (const q of ['الدوره مناسبه', 'اسماء', 'الدورة', 'إستفسار']) {
      const found = (await asAdmin(`/api/admin/contact-messages?q=${encodeURIComponent(`${tag} ${q}`)}`)).json();
      expect(
        found.map((m: { name: string }) => m.name),
        q,
      ).toEqual([`${tag} أسماء`]);
    }
    expect((await asAdmin(`/api/admin/contact-messages?q=${encodeURIComponent('%_\\')}`)).statusCode).toBe(200);
  });

  it('marks a message handled and back, keeping the first time it was handled', async () => {
    const [message] = await app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, `${tag}-ahmed@test.masar.local`));
    const done = await asAdmin(`/api/admin/contact-messages/${defined(message).id}`, {
      method: 'PATCH',
      payload: { handled: true },
    });
    expect(done.statusCode).toBe(200);
    expect(ZContactMessage.parse(done.json())).toMatchObject({ _id: defined(message).id, handled: true });
    const [first] = await app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, defined(message).id));
    await asAdmin(`/api/admin/contact-messages/${defined(message).id}`, {
      method: 'PATCH',
      payload: { handled: true },
    });
    const [again] = await app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, defined(message).id));
    expect(defined(again).handledAt).toEqual(defined(first).handledAt);
    const undone = await asAdmin(`/api/admin/contact-messages/${defined(message).id}`, {
      method: 'PATCH',
      payload: { handled: false },
    });
    expect(undone.json().handled).toBe(false);
  });

  it('answers 404 for an unknown message and 400 for bad input, translated', async () => {
    const missing = await asAdmin(`/api/admin/contact-messages/${randomUUID()}`, {
      method: 'PATCH',
      payload: { handled: true },
      headers: { 'accept-language': 'ar' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'هذه الرسالة غير موجودة.' });
    const [message] = await app.db.select().from(contactMessages).limit(1);
    const bad = await asAdmin(`/api/admin/contact-messages/${defined(message).id}`, {
      method: 'PATCH',
      payload: { handled: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toHaveProperty('handled');
    expect(
      (await asAdmin('/api/admin/contact-messages/nope', { method: 'PATCH', payload: { handled: true } })).statusCode,
    ).toBe(400);
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'handled=maybe', 'courseId=123']) {
      const response = await asAdmin(`/api/admin/contact-messages?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('lists registrations newest first with their course, searchable and filtered by course', async () => {
    const all = await asAdmin(`/api/admin/registrations?q=${tag}`);
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    const list = ZCourseRegistrationList.parse(all.json());
    expect(list.map((r) => r.first_name)).toEqual([`${tag}Camil`, `${tag}Basma`, `${tag}Ali`]);
    expect(list[0]).toMatchObject({
      course: { _id: course.id, title: course.title },
      last_name: 'Test',
      country: 'Egypt',
    });

    const byCourse = await asAdmin(`/api/admin/registrations?q=${tag}&courseId=${course.id}`);
    expect(byCourse.headers['x-total-count']).toBe('2');
    expect(byCourse.json().map((r: { first_name: string }) => r.first_name)).toEqual([`${tag}Camil`, `${tag}Ali`]);
    const byCountry = await asAdmin(`/api/admin/registrations?q=${encodeURIComponent(`${tag} السعوديه`)}`);
    expect(byCountry.json().map((r: { first_name: string }) => r.first_name)).toEqual([`${tag}Basma`]);
    const byTitle = await asAdmin(`/api/admin/registrations?q=${encodeURIComponent(`${tag} ${otherCourse.title}`)}`);
    expect(byTitle.json().map((r: { first_name: string }) => r.first_name)).toEqual([`${tag}Basma`]);
    const page = await asAdmin(`/api/admin/registrations?q=${tag}&limit=2`);
    expect(page.json()).toHaveLength(2);
    expect(page.headers['x-total-count']).toBe('3');
  });

  it('keeps a registration whose course was deleted, with no course', async () => {
    const [row] = await app.db
      .insert(courseRegistrations)
      .values({
        courseId: null,
        firstName: `${tag}Orphan`,
        lastName: 'Test',
        phone: '0100000000',
        email: 'o@test.masar.local',
        country: 'Egypt',
      })
      .returning();
    const found = ZCourseRegistrationList.parse((await asAdmin(`/api/admin/registrations?q=${tag}orphan`)).json());
    expect(found).toEqual([expect.objectContaining({ _id: defined(row).id, course: null })]);
  });
});
