import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, courses } from '#src/db/schema/index';
import { ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY } from '#src/modules/forms/forms-service';
import { buildTestApp } from '#test/helper';
import { NO_AUTH_LIMITS, bearer, randomIp, register, uniqueEmail } from '#test/support/accounts';
import { startSmtpServer, type TestSmtpServer } from '#test/support/smtp';
import { TEST_ADMIN, LIVE_JOBS } from '#test/test-config';
import { defined } from '@masar/contracts/defined';

const SUPPORT = 'support@test.masar.local';
const NO_FORM_LIMITS = { formRateLimit: { perIp: 0, windowMs: 60_000 } };

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Hana Mostafa',
  email: uniqueEmail('contact'),
  subject: 'Question about the data course',
  message: 'Hello,\nDoes the course include exercises?\nThanks',
  ...overrides,
});

describe('POST /api/contact', () => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  const send = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/contact', payload, headers, remoteAddress: randomIp() });
  const stored = async (email: string) => app.db.select().from(contactMessages).where(eq(contactMessages.email, email));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp({
      config: { ...LIVE_JOBS, ...NO_AUTH_LIMITS, ...NO_FORM_LIMITS, smtpUrl: smtp.url, supportEmail: SUPPORT },
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('stores the message, answers 201 in English, mails support with Reply-To the sender and acknowledges in English', async () => {
    const payload = contact();
    const response = await send(payload, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Thank you! Your message has been sent. We will get back to you soon.',
    });
    const [row] = await stored(payload.email);
    expect(row).toMatchObject({
      name: payload.name,
      subject: payload.subject,
      message: payload.message,
      handledAt: null,
    });

    const ack = await smtp.waitFor(payload.email);
    expect(ack.subject).toBe('We received your message – Masar');
    expect(ack.text).toContain('Hello,');
    // nor the name: the visitor's own words, whatever they are, never reach the typed address
    expect(ack.text).not.toContain('Hana');
    expect(ack.html).not.toContain('Hana');
    expect(ack.text).toContain('Sunday to Thursday, 09:00–18:00 (Cairo time)');
    // the sender's text is not echoed to an address anyone could have typed
    expect(ack.text).not.toContain('exercises');
    expect(ack.html).toContain('dir="ltr"');

    await app.jobs.drain();
    const copy = defined(
      smtp.received
        .filter((m) => m.to === SUPPORT)
        .map((m) => m.parsed)
        .find((m) => m.replyTo?.value[0]?.address === payload.email),
    );
    expect(copy).toBeDefined();
    expect(copy.replyTo?.value[0]?.name).toBe('Hana Mostafa');
    expect(copy.subject).toBe(`رسالة تواصل جديدة: ${payload.subject}`);
    expect(copy.text).toContain('Does the course include exercises?');
    expect(copy.text).toContain('لغة المرسل: الإنجليزية');
    expect(copy.html).toContain('dir="rtl"');
  });

  it('answers and acknowledges in Arabic, right-to-left, when the visitor reads Arabic', async () => {
    const payload = contact({ name: 'سارة علي', subject: 'استفسار', message: 'هل توجد شهادة؟' });
    const response = await send(payload, { 'accept-language': 'ar' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'شكرًا لك! تم إرسال رسالتك، وسنرد عليك قريبًا.' });
    const ack = await smtp.waitFor(payload.email);
    expect(ack.subject).toBe('استلمنا رسالتك – مسار');
    expect(ack.text).toContain('مرحبًا،');
    expect(ack.text).not.toContain('سارة');
    expect(ack.text).toContain('من الأحد إلى الخميس');
    expect(ack.html).toMatch(/<html lang="ar" dir="rtl">/);
  });

  it('is public: a learner and an admin send it alike', async () => {
    const { body } = await register(app);
    expect((await send(contact(), bearer(body.accessToken))).statusCode).toBe(201);
    const admin = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN })).json();
    expect((await send(contact(), bearer(admin.accessToken))).statusCode).toBe(201);
  });

  it('refuses bad input with translated per-field details and stores nothing', async () => {
    const email = uniqueEmail('bad');
    const en = await send({ name: '  ', email: 'not-an-email', subject: 'x'.repeat(201) }, { 'accept-language': 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      message: 'Some fields are not valid.',
      code: 'VALIDATION_FAILED',
      details: {
        name: 'This field is required',
        email: 'Invalid email address',
        subject: 'This is too long',
        message: 'This field is required',
      },
    });
    const ar = await send({ ...contact({ email }), message: '' }, { 'accept-language': 'ar' });
    expect(ar.statusCode).toBe(400);
    expect(ar.json()).toMatchObject({ message: 'بعض الحقول غير صالحة.', details: { message: 'هذا الحقل مطلوب' } });
    expect(await stored(email)).toEqual([]);
    for (const body of ['{', 'null', '[]', '"text"']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it(`acknowledges at most ${ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY} messages per address a day, while support still gets each one`, async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i <= ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY; i += 1) {
      expect((await send(contact({ email, subject: `Flood ${i}` }))).statusCode).toBe(201);
    }
    await app.jobs.drain();
    expect(await stored(email)).toHaveLength(ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY + 1);
    expect(smtp.count(email)).toBe(ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY);
    const copies = smtp.received.filter((m) => m.to === SUPPORT && m.parsed.replyTo?.value[0]?.address === email);
    expect(copies).toHaveLength(ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY + 1);
  });

  it('stores hostile text verbatim and escapes it in the mail', async () => {
    const payload = contact({
      name: '<img src=x onerror=alert(1)>',
      subject: '"><script>alert(1)</script>',
      message: "' or 1=1 -- 💥 تجربة",
    });
    expect((await send(payload)).statusCode).toBe(201);
    const [row] = await stored(payload.email);
    expect(row).toMatchObject({ name: payload.name, subject: payload.subject, message: payload.message });
    await app.jobs.drain();
    const copy = defined(
      smtp.received.find((m) => m.to === SUPPORT && m.parsed.replyTo?.value[0]?.address === payload.email),
    ).parsed;
    expect(copy.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(copy.html).not.toContain('<script>');
    expect(copy.html).not.toContain('<img src=x');
    expect(copy.text).toContain("' or 1=1 -- 💥 تجربة");
    expect((await send(contact({ message: 'a\u0000b' }))).statusCode).toBe(400);
  });

  it('keeps a subject with line breaks on one header line', async () => {
    const payload = contact({ subject: 'Line one\r\nBcc: victim@example.com' });
    expect((await send(payload)).statusCode).toBe(201);
    await app.jobs.drain();
    const copy = defined(
      smtp.received.find((m) => m.to === SUPPORT && m.parsed.replyTo?.value[0]?.address === payload.email),
    );
    expect(copy.parsed.subject).toBe('رسالة تواصل جديدة: Line one Bcc: victim@example.com');
    expect(smtp.count('victim@example.com')).toBe(0);
  });
});

describe('POST /api/contact without a support inbox, and its per-IP limit', () => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp({
      config: {
        ...LIVE_JOBS,
        smtpUrl: smtp.url,
        supportEmail: undefined,
        formRateLimit: { perIp: 2, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('stores and acknowledges, mailing no one else, when SUPPORT_EMAIL is unset', async () => {
    const payload = contact();
    expect(
      (await app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: randomIp() })).statusCode,
    ).toBe(201);
    await smtp.waitFor(payload.email);
    await app.jobs.drain();
    expect(smtp.received.map((m) => m.to)).toEqual([payload.email]);
  });

  it('answers 429 in the visitor language after FORM_RATE_LIMIT_IP submissions, storing nothing more', async () => {
    const ip = randomIp();
    const post = (payload: object, lang: string) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        payload,
        remoteAddress: ip,
        headers: { 'accept-language': lang },
      });
    expect((await post(contact(), 'en')).statusCode).toBe(201);
    expect((await post(contact(), 'en')).statusCode).toBe(201);
    const blocked = contact();
    const third = await post(blocked, 'ar');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'طلبات كثيرة جدًا. حاول مرة أخرى لاحقًا.' });
    expect(third.headers['retry-after']).toBeDefined();
    expect((await post(blocked, 'en')).json().message).toBe('Too many requests. Please try again later.');
    expect(await app.db.select().from(contactMessages).where(eq(contactMessages.email, blocked.email))).toEqual([]);
    // another address is not affected
    expect(
      (await app.inject({ method: 'POST', url: '/api/contact', payload: contact(), remoteAddress: randomIp() }))
        .statusCode,
    ).toBe(201);
  });
});

describe('the forms cannot be used to mail someone else words of our choosing, or many mails', () => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  let courseId: string;
  const PHISH = 'Your account is locked, confirm at http://evil.example/login';
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: randomIp(), headers: { 'accept-language': 'en' } });
  const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
    first_name: 'Omar',
    last_name: 'Hassan',
    phone: '+20 100 123 4567',
    email,
    country: 'Egypt',
    ...overrides,
  });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp({
      config: {
        ...LIVE_JOBS,
        ...NO_FORM_LIMITS,
        smtpUrl: smtp.url,
        supportEmail: SUPPORT,
        formAddressLimit: { max: 3, windowMs: 3_600_000 },
      },
    });
    [{ id: courseId }] = (await app.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.status, 'published'))
      .limit(1)) as [{ id: string }];
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('acknowledges a contact message without any of the typed text: name, subject or message', async () => {
    const payload = contact({ name: PHISH, subject: PHISH, message: PHISH });
    expect((await post('/api/contact', payload)).statusCode).toBe(201);
    const ack = await smtp.waitFor(payload.email);
    for (const part of [ack.subject, ack.text, ack.html]) expect(String(part)).not.toContain('evil.example');
    // support still reads all of it
    await app.jobs.drain();
    const copy = defined(
      smtp.received.find((m) => m.to === SUPPORT && m.parsed.replyTo?.value[0]?.address === payload.email),
    ).parsed;
    expect(copy.text).toContain(PHISH);
  });

  it('acknowledges a course registration without the typed names', async () => {
    const email = uniqueEmail('reg-phish');
    expect(
      (
        await post(
          `/api/courses/${courseId}/registrations`,
          registration(email, { first_name: PHISH, last_name: PHISH, country: PHISH }),
        )
      ).statusCode,
    ).toBe(201);
    const ack = await smtp.waitFor(email);
    for (const part of [ack.subject, ack.text, ack.html]) expect(String(part)).not.toContain('evil.example');
    expect(ack.text).toContain('Hello,');
  });

  it('takes at most FORM_RATE_LIMIT_ADDRESS submissions for one address an hour, across both forms and every IP', async () => {
    const email = uniqueEmail('target');
    expect((await post('/api/contact', contact({ email }))).statusCode).toBe(201);
    expect((await post(`/api/courses/${courseId}/registrations`, registration(email))).statusCode).toBe(201);
    expect((await post('/api/contact', contact({ email: email.toUpperCase() }))).statusCode).toBe(201);
    const fourth = await post('/api/contact', contact({ email }));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(`/api/courses/${courseId}/registrations`, registration(email))).statusCode).toBe(429);
    expect(await app.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(2);
    // another address is not affected
    expect((await post('/api/contact', contact())).statusCode).toBe(201);
    await app.jobs.drain();
  });
});
