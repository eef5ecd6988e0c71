import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, enrolments, orders, paymentEvents } from '#src/db/schema/index';
import { buildTestApp } from '#test/helper';
import { bearer } from '#test/support/accounts';
import { TEST_ADMIN } from '#test/test-config';
import { learner, learningCourse } from '#test/support/learning-fixture';
import { defined } from '@masar/contracts/defined';

const SUCCESS = '4242 4242 4242 4242';

/** Checkout with the built-in test gateway, orders and receipts. */
describe('checkout with the test gateway', () => {
  let app: FastifyInstance;
  let paid: Awaited<ReturnType<typeof learningCourse>>;
  let free: Awaited<ReturnType<typeof learningCourse>>;
  let me: Awaited<ReturnType<typeof learner>>;
  let other: Awaited<ReturnType<typeof learner>>;
  let admin: Record<string, string>;

  const checkout = (courseId: string, headers: Record<string, string> = me.headers, provider?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers,
      payload: { courseId, ...(provider ? { provider } : {}) },
    });
  const confirm = (orderId: string, payload: object, headers: Record<string, string> = me.headers) =>
    app.inject({ method: 'POST', url: `/api/payments/test/orders/${orderId}/confirm`, headers, payload });
  const enrolmentsOf = (userId: string) => app.db.select().from(enrolments).where(eq(enrolments.userId, userId));

  beforeAll(async () => {
    app = await buildTestApp();
    paid = await learningCourse(app, { title: 'Paid course', price: 180_000 });
    free = await learningCourse(app, { title: 'Free course', price: 0 });
    me = await learner(app);
    other = await learner(app, { firstName: 'Omar', lastName: 'Said' }, 'en');
    admin = bearer(
      (await app.sessions.create(defined(await app.usersRepository.findByEmail(TEST_ADMIN.email)))).accessToken,
    );
  });
  afterAll(async () => app?.close());

  it('lists the test gateway as the default provider, in test mode', async () => {
    const list = (await app.inject({ method: 'GET', url: '/api/payments/providers' })).json();
    expect(list).toEqual([{ id: 'test', testMode: true, isDefault: true, methods: ['card'] }]);
  });

  it('enrols in a free course at once (queued for Moodle, counted without emptying the caches), and answers 409 the second time', async () => {
    const queued: Array<[string, string]> = [];
    const original = app.enqueueMoodleEnrolment;
    app.enqueueMoodleEnrolment = async (userId, courseId) => void queued.push([userId, courseId]);
    let invalidated = 0;
    const invalidate = app.courseListCache.invalidate.bind(app.courseListCache);
    app.courseListCache.invalidate = async () => {
      invalidated += 1;
      await invalidate();
    };
    const first = await checkout(free.courseId);
    app.enqueueMoodleEnrolment = original;
    app.courseListCache.invalidate = invalidate;
    expect(queued).toEqual([[me.id, free.courseId]]);
    // issue 32: an enrolment changes one count; it used to empty every process's caches
    expect(invalidated).toBe(0);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'paid', enrolled: true, redirectUrl: null });
    expect((await checkout(free.courseId)).statusCode).toBe(409);
    const [course] = await app.db.select().from(courses).where(eq(courses.id, free.courseId));
    expect(defined(course).studentsCount).toBe(1);
    // the catalog this process serves shows the new count at once
    const listed = (await app.inject({ url: '/api/Courses?q=Free' })).json<{ _id: string; studentsCount: number }[]>();
    expect(listed.find((c) => c._id === free.courseId)?.studentsCount).toBe(1);
  });

  it('a declined card fails the order and enrols nobody; a cancelled one too', async () => {
    const started = (await checkout(paid.courseId)).json();
    expect(started).toMatchObject({ status: 'pending', enrolled: false, fawry: null });
    expect(started.redirectUrl).toBe(`${app.config.publicUrl}/payment?order=${started.orderId}&gateway=test`);
    const page = await app.inject({
      method: 'GET',
      url: `/api/payments/test/orders/${started.orderId}`,
      headers: me.headers,
    });
    expect(page.json()).toMatchObject({
      courseTitle: 'Paid course',
      price: { amount: 180_000, currency: 'EGP' },
      testMode: true,
    });
    expect(
      (await app.inject({ method: 'GET', url: `/api/payments/test/orders/${started.orderId}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);

    const declined = await confirm(started.orderId, { cardNumber: '4000 0000 0000 0002' });
    expect(declined.json()).toMatchObject({ status: 'failed' });
    expect((await confirm(started.orderId, { cardNumber: SUCCESS })).statusCode).toBe(409);
    const cancelled = (await checkout(paid.courseId)).json();
    expect((await confirm(cancelled.orderId, { cardNumber: SUCCESS, cancel: true })).json()).toMatchObject({
      status: 'cancelled',
    });
    expect((await enrolmentsOf(me.id)).filter((e) => e.courseId === paid.courseId)).toHaveLength(0);
  });

  it('a successful test payment goes through the signed webhook path: paid order, one enrolment, a receipt mail', async () => {
    const started = (await checkout(paid.courseId)).json();
    const result = await confirm(started.orderId, { cardNumber: SUCCESS });
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({ status: 'paid', provider: 'test', price: { amount: 180_000 } });
    const events = await app.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, started.orderId));
    expect(events).toHaveLength(1);
    expect((await enrolmentsOf(me.id)).filter((e) => e.courseId === paid.courseId)).toHaveLength(1);
    expect((await checkout(paid.courseId)).statusCode).toBe(409);

    const mine = (await app.inject({ method: 'GET', url: '/api/Courses/mine', headers: me.headers })).json();
    expect(mine.map((c: { _id: string }) => c._id).sort()).toEqual([paid.courseId, free.courseId].sort());

    // the receipt was queued with the payment; the queue's workers (here: the test) send it
    await app.jobs.drain();
    const outbox = path.join(app.config.dataDir, 'outbox');
    let receipt = '';
    for (const f of await readdir(outbox)) {
      const text = await readFile(path.join(outbox, f), 'utf8');
      if (text.includes('MSR-')) receipt = text;
    }
    expect(receipt).toContain(`MSR-${started.orderId.replace(/-/g, '').slice(0, 12).toUpperCase()}`);
  });

  it('refuses a forged notification (401) and writes nothing', async () => {
    const started = (await checkout(paid.courseId, other.headers)).json();
    const body = JSON.stringify({ eventId: 'forged', orderId: started.orderId, amount: 180_000, outcome: 'paid' });
    const forged = await app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/test',
      headers: { 'content-type': 'application/json', 'x-masar-signature': 'f'.repeat(64) },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    expect(await app.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'forged'))).toHaveLength(0);
    const [order] = await app.db.select().from(orders).where(eq(orders.id, started.orderId));
    expect(defined(order).status).toBe('pending');
  });

  it('answers 404 for a draft or missing course and 503 for a provider that is not configured', async () => {
    expect((await checkout('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const other2 = await learningCourse(app, { title: 'Another', price: 1000 });
    const res = await checkout(other2.courseId, me.headers, 'paymob');
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
  });

  it("shows the learner's orders and receipts only to them and to admins; admins filter and total", async () => {
    const list = (await app.inject({ method: 'GET', url: '/api/orders', headers: me.headers })).json();
    const paidOrder = list.find(
      (o: { status: string; provider: string }) => o.status === 'paid' && o.provider === 'test',
    );
    expect(paidOrder).toBeTruthy();
    const receipt = await app.inject({ method: 'GET', url: `/api/orders/${paidOrder._id}`, headers: me.headers });
    expect(receipt.json()).toMatchObject({ status: 'paid', buyer: { name: 'ليلى فتحي' }, refundWindowDays: 0 });
    expect(
      (await app.inject({ method: 'GET', url: `/api/orders/${paidOrder._id}`, headers: other.headers })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/orders/${paidOrder._id}`, headers: admin })).statusCode).toBe(
      200,
    );

    const all = (
      await app.inject({ method: 'GET', url: '/api/admin/orders?status=paid&provider=test', headers: admin })
    ).json();
    expect(all.items.every((o: { status: string }) => o.status === 'paid')).toBe(true);
    expect(all.totals).toEqual([
      { currency: 'EGP', paidAmount: 180_000, paidCount: 1, count: 1, refundDueAmount: 0, refundDueCount: 0 },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const ranged = (
      await app.inject({ method: 'GET', url: `/api/admin/orders?from=2000-01-01&to=2000-01-02`, headers: admin })
    ).json();
    expect(ranged.total).toBe(0);
    expect(
      (await app.inject({ method: 'GET', url: `/api/admin/orders?from=${today}`, headers: admin })).json().total,
    ).toBeGreaterThan(3);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/orders?from=yesterday', headers: admin })).statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/admin/orders', headers: me.headers })).statusCode).toBe(403);
  });
});
