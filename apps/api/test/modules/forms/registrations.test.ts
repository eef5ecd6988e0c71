import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseRegistrations, courses } from '#src/db/schema/index';
import { buildTestApp } from '#test/helper';
import { IN_ENGLISH, NO_AUTH_LIMITS, bearer, randomIp, register, uniqueEmail } from '#test/support/accounts';
import { startSmtpServer, type TestSmtpServer } from '#test/support/smtp';
import { TEST_ADMIN, LIVE_JOBS } from '#test/test-config';
import { defined } from '@masar/contracts/defined';

const SUPPORT = 'support@test.masar.local';

const registration = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Omar',
  last_name: 'Khaled',
  phone: '+20 100 123 4567',
  email: uniqueEmail('registrant'),
  country: 'Egypt',
  ...overrides,
});

describe('POST /api/courses/{id}/registrations', () => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  let published: { id: string; title: string };
  let draft: { id: string; title: string };
  const post = (courseId: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/courses/${courseId}/registrations`,
      payload,
      headers,
      remoteAddress: randomIp(),
    });
  const stored = (email: string) =>
    app.db.select().from(courseRegistrations).where(eq(courseRegistrations.email, email));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp({
      config: {
        ...LIVE_JOBS,
        ...NO_AUTH_LIMITS,
        formRateLimit: { perIp: 0, windowMs: 60_000 },
        smtpUrl: smtp.url,
        supportEmail: SUPPORT,
      },
    });
    const course = (status: 'published' | 'draft') =>
      app.db.select({ id: courses.id, title: courses.title }).from(courses).where(eq(courses.status, status)).limit(1);
    published = defined((await course('published'))[0]);
    draft = defined((await course('draft'))[0]);
    expect(published && draft).toBeTruthy();
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it("answers 'Successfully Registered', stores it, mails support (Reply-To) and acknowledges in English", async () => {
    const payload = registration();
    const response = await post(published.id, payload, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Successfully Registered' });
    const [row] = await stored(payload.email);
    expect(row).toMatchObject({
      courseId: published.id,
      firstName: 'Omar',
      lastName: 'Khaled',
      phone: payload.phone,
      country: 'Egypt',
    });

    const ack = await smtp.waitFor(payload.email);
    expect(ack.subject).toBe(`Your registration for ${published.title} – Masar`);
    // the typed name is not echoed to the typed address (contact.test.ts: no stranger's words in our mail)
    expect(ack.text).toContain('Hello,');
    expect(ack.text).not.toContain('Omar');
    expect(ack.text).toContain(`Course: ${published.title}`);
    expect(ack.text).toContain(`Phone: ${payload.phone}`);
    expect(ack.html).toMatch(/<html lang="en" dir="ltr">/);

    await app.jobs.drain();
    const copy = defined(
      smtp.received.find((m) => m.to === SUPPORT && m.parsed.replyTo?.value[0]?.address === payload.email),
    ).parsed;
    expect(copy.replyTo?.value[0]?.name).toBe('Omar Khaled');
    expect(copy.subject).toBe(`تسجيل جديد في دورة ${published.title}: Omar Khaled`);
    for (const value of [payload.phone, payload.email, 'Egypt', 'الإنجليزية']) expect(copy.text).toContain(value);
  });

  it('answers and acknowledges in Arabic, right-to-left', async () => {
    const payload = registration({ first_name: 'منى', last_name: 'حسن', phone: '٠١٠٠١٢٣٤٥٦٧', country: 'مصر' });
    const response = await post(published.id, payload, { 'accept-language': 'ar-EG' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'تم التسجيل بنجاح' });
    const ack = await smtp.waitFor(payload.email);
    expect(ack.subject).toBe(`تم تسجيل بياناتك لدورة ${published.title} – مسار`);
    expect(ack.text).toContain('مرحبًا،');
    expect(ack.text).not.toContain('منى');
    expect(ack.html).toMatch(/<html lang="ar" dir="rtl">/);
  });

  it('is public: learners and admins register alike', async () => {
    const { body } = await register(app);
    expect((await post(published.id, registration(), bearer(body.accessToken))).statusCode).toBe(201);
    const admin = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN })).json();
    expect((await post(published.id, registration(), bearer(admin.accessToken))).statusCode).toBe(201);
  });

  it('answers 404 for an unknown or unpublished course, translated, storing and mailing nothing', async () => {
    for (const id of [randomUUID(), draft.id]) {
      const payload = registration();
      const en = await post(id, payload, IN_ENGLISH);
      expect(en.statusCode).toBe(404);
      expect(en.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'This course does not exist or is not open for registration.',
      });
      const ar = await post(id, payload, { 'accept-language': 'ar' });
      expect(ar.json().message).toBe('هذه الدورة غير موجودة أو غير متاحة للتسجيل.');
      await app.jobs.drain();
      expect(await stored(payload.email)).toEqual([]);
      expect(smtp.count(payload.email)).toBe(0);
    }
  });

  it('refuses bad input with translated per-field details, storing nothing', async () => {
    const email = uniqueEmail('bad');
    const en = await post(
      published.id,
      { first_name: '', last_name: ' ', phone: 'call me', email: 'nope', country: 'x'.repeat(101) },
      IN_ENGLISH,
    );
    expect(en.statusCode).toBe(400);
    expect(en.json().details).toEqual({
      first_name: 'This field is required',
      last_name: 'This field is required',
      phone: 'Invalid phone number',
      email: 'Invalid email address',
      country: 'This is too long',
    });
    const ar = await post(published.id, registration({ email, phone: '12' }), { 'accept-language': 'ar' });
    expect(ar.statusCode).toBe(400);
    expect(ar.json()).toMatchObject({ message: 'بعض الحقول غير صالحة.', details: { phone: 'رقم الهاتف غير صالح' } });
    expect(await stored(email)).toEqual([]);
    const badId = await post('not-a-uuid', registration());
    expect(badId.statusCode).toBe(400);
    expect(badId.json().details).toHaveProperty('id');
  });
});

describe('POST /api/courses/{id}/registrations per-IP limit', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ config: { ...LIVE_JOBS, formRateLimit: { perIp: 1, windowMs: 60_000 } } });
  });
  afterAll(async () => app?.close());

  it('answers 429 in the error shape after the limit, separately from the contact form', async () => {
    const [course] = await app.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.status, 'published'))
      .limit(1);
    const ip = randomIp();
    const post = () =>
      app.inject({
        method: 'POST',
        url: `/api/courses/${defined(course).id}/registrations`,
        payload: registration(),
        remoteAddress: ip,
        headers: { 'accept-language': 'ar' },
      });
    expect((await post()).statusCode).toBe(201);
    const blocked = await post();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'طلبات كثيرة جدًا. حاول مرة أخرى لاحقًا.' });
    const contact = { name: 'A', email: uniqueEmail(), subject: 'S', message: 'M' };
    expect(
      (await app.inject({ method: 'POST', url: '/api/contact', payload: contact, remoteAddress: ip })).statusCode,
    ).toBe(201);
  });
});
