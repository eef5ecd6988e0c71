import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app';
import { enrolments, orders } from '#src/db/schema/index';
import { fawryNotificationSignature } from '#src/modules/payments/providers/fawry';
import { openTestDatabase, usingPostgres } from '#test/helper';
import { bearer } from '#test/support/accounts';
import { startFawryStub } from '#test/support/fawry-stub';
import { learner, learningCourse } from '#test/support/learning-fixture';
import type { JsonStub } from '#test/support/paymob-stub';
import { TEST_ADMIN, testConfig } from '#test/test-config';
import { defined } from '@masar/contracts/defined';

const SUCCESS = '4242 4242 4242 4242';
const FAWRY = { merchantCode: 'siYxylRjSPwlB5zrKw3sQw==', secureKey: 'fawry-secure-key', expiryHours: 48 };

/**
 * PRODUCT.md section 4, "one payment, one enrolment" (issue 16): however many times and however
 * fast a learner asks to buy a course, they pay for it once; money that still arrives for a course
 * they own is recorded and owed back, never a second enrolment.
 */
describe('one payment per course', () => {
  let app: FastifyInstance;
  let fawryStub: JsonStub;
  let admin: Record<string, string>;

  const checkout = (courseId: string, headers: Record<string, string>, provider = 'test', extra: object = {}) =>
    app.inject({ method: 'POST', url: '/api/checkout', headers, payload: { courseId, provider, ...extra } });
  const confirm = (orderId: string, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/api/payments/test/orders/${orderId}/confirm`,
      headers,
      payload: { cardNumber: SUCCESS },
    });
  /** the test gateway's answer, signed, through the public webhook path a real provider uses */
  const signedPaid = (orderId: string, amount: number) => {
    const n = defined(app.testGateway).notificationFor(orderId, amount, 'paid');
    return app.inject({ method: 'POST', url: '/api/payments/webhooks/test', headers: n.headers, payload: n.rawBody });
  };
  const fawryPaid = (order: { id: string; providerRef: string | null; amount: number }) => {
    const body = {
      requestId: `r-${order.id}`,
      fawryRefNumber: order.providerRef,
      merchantRefNumber: order.id,
      paymentAmount: order.amount / 100,
      orderAmount: order.amount / 100,
      orderStatus: 'PAID',
      paymentMethod: 'PAYATFAWRY',
      paymentRefrenceNumber: '77',
    };
    return app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/fawry',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...body, messageSignature: fawryNotificationSignature(body, FAWRY.secureKey) }),
    });
  };
  const ordersOf = (userId: string, courseId: string) =>
    app.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.courseId, courseId)));
  const row = async (id: string) => defined((await app.db.select().from(orders).where(eq(orders.id, id)))[0]);
  /** what the learner was charged for the course: paid orders and payments owed back */
  async function taken(userId: string, courseId: string) {
    const rows = await ordersOf(userId, courseId);
    const charged = rows.filter((o) => o.paidAt !== null);
    const enrolled = await app.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
    return {
      paidOrders: rows.filter((o) => o.status === 'paid').length,
      moneyTaken: charged.reduce((sum, o) => sum + o.amount, 0),
      pending: rows.filter((o) => o.status === 'pending').length,
      enrolments: enrolled.length,
    };
  }

  beforeAll(async () => {
    fawryStub = await startFawryStub(FAWRY.secureKey);
    const base = testConfig();
    const config = testConfig({
      payments: {
        testGateway: true,
        paymob: undefined,
        stripe: undefined,
        fawry: { ...FAWRY, baseUrl: fawryStub.url },
      },
      publicUrl: base.publicUrl,
    });
    app = buildApp({ config, database: await openTestDatabase(config), logger: false });
    await app.ready();
    admin = bearer(
      (await app.sessions.create(defined(await app.usersRepository.findByEmail(TEST_ADMIN.email)))).accessToken,
    );
  });
  afterAll(async () => {
    await app?.close();
    await fawryStub?.close();
  });

  it('two checkouts of one course, both confirmed: one paid order (one price taken), one enrolment', async () => {
    const course = await learningCourse(app, { title: 'Double checkout', price: 290_000 });
    const me = await learner(app);
    const first = await checkout(course.courseId, me.headers);
    const second = await checkout(course.courseId, me.headers);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    await confirm(first.json().orderId, me.headers);
    await confirm(second.json().orderId, me.headers);
    const figures = await taken(me.id, course.courseId);
    console.info('two checkouts, both confirmed:', figures);
    // the open order is answered again, with where to pay it
    expect(second.json()).toEqual(first.json());
    expect(figures).toEqual({ paidOrders: 1, moneyTaken: 290_000, pending: 0, enrolments: 1 });
    // owning it, a third checkout is refused
    expect((await checkout(course.courseId, me.headers)).statusCode).toBe(409);
  });

  it('50 concurrent checkouts, every answer paid through the signed webhook: one paid order', async () => {
    const course = await learningCourse(app, { title: 'Fifty checkouts', price: 180_000 });
    const me = await learner(app);
    const answers = await Promise.all(Array.from({ length: 50 }, () => checkout(course.courseId, me.headers)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    const ids = answers.map((a) => a.json().orderId as string);
    const paid = await Promise.all(ids.map((id) => signedPaid(id, 180_000)));
    expect(paid.map((p) => p.statusCode)).toEqual(Array(50).fill(200));
    const figures = await taken(me.id, course.courseId);
    console.info('50 concurrent checkouts, all confirmed:', { ...figures, distinctOrders: new Set(ids).size });
    expect(new Set(ids).size).toBe(1);
    expect(figures).toEqual({ paidOrders: 1, moneyTaken: 180_000, pending: 0, enrolments: 1 });
  }, 60_000);

  it('the database itself refuses a second open order for one learner and course', async () => {
    const course = await learningCourse(app, { title: 'Database guard', price: 10_000 });
    const me = await learner(app);
    const input = {
      userId: me.id,
      courseId: course.courseId,
      amount: 10_000,
      currency: 'EGP',
      provider: 'test' as const,
    };
    await app.orders.create(input);
    await expect(app.orders.create(input)).rejects.toThrow();
    expect((await ordersOf(me.id, course.courseId)).filter((o) => o.status === 'pending')).toHaveLength(1);
  });

  it('another provider replaces the open order; its late kiosk payment after the card payment is owed back, not a second enrolment', async () => {
    const course = await learningCourse(app, { title: 'Kiosk after card', price: 75_000 });
    const me = await learner(app);
    const kiosk = await checkout(course.courseId, me.headers, 'fawry', { phone: '01012345678' });
    expect(kiosk.statusCode).toBe(201);
    const card = await checkout(course.courseId, me.headers, 'test');
    expect(card.statusCode).toBe(201);
    expect(card.json().orderId).not.toBe(kiosk.json().orderId);
    expect((await row(kiosk.json().orderId)).status).toBe('cancelled');
    expect((await confirm(card.json().orderId, me.headers)).json()).toMatchObject({ status: 'paid' });

    const late = await row(kiosk.json().orderId);
    expect((await fawryPaid(late)).statusCode).toBe(200);
    expect(await row(late.id)).toMatchObject({ status: 'refund_due', paidAt: expect.any(Date) });
    expect(await taken(me.id, course.courseId)).toEqual({
      paidOrders: 1,
      moneyTaken: 150_000,
      pending: 0,
      enrolments: 1,
    });

    // the learner's history says so; the admins see it and mark it refunded
    const mine = (await app.inject({ method: 'GET', url: '/api/orders', headers: me.headers })).json();
    expect(mine.find((o: { _id: string }) => o._id === late.id)).toMatchObject({ status: 'refund_due' });
    const listed = (
      await app.inject({ method: 'GET', url: '/api/admin/orders?status=refund_due', headers: admin })
    ).json();
    expect(listed.items.map((o: { _id: string }) => o._id)).toContain(late.id);
    expect(listed.totals[0]).toMatchObject({ refundDueAmount: expect.any(Number), refundDueCount: expect.any(Number) });
    const url = `/api/admin/orders/${late.id}/refunded`;
    expect((await app.inject({ method: 'POST', url, headers: me.headers })).statusCode).toBe(403);
    const refunded = await app.inject({ method: 'POST', url, headers: admin });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({ _id: late.id, status: 'refunded' });
    const again = await app.inject({ method: 'POST', url, headers: { ...admin, 'accept-language': 'en' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Only a payment marked "refund due" can be marked refunded.',
    });
    expect(
      (await app.inject({ method: 'POST', url: `/api/admin/orders/${card.json().orderId}/refunded`, headers: admin }))
        .statusCode,
    ).toBe(409);
    expect(await taken(me.id, course.courseId)).toMatchObject({ paidOrders: 1, enrolments: 1 });
  });

  it("a replaced order's payment that arrives first wins the enrolment: the open order is closed, nothing owed", async () => {
    const course = await learningCourse(app, { title: 'Kiosk first', price: 40_000 });
    const me = await learner(app);
    const kiosk = (await checkout(course.courseId, me.headers, 'fawry', { phone: '01012345678' })).json();
    const card = (await checkout(course.courseId, me.headers, 'test')).json();
    expect((await fawryPaid(await row(kiosk.orderId))).statusCode).toBe(200);
    expect(await row(kiosk.orderId)).toMatchObject({ status: 'paid' });
    expect(await row(card.orderId)).toMatchObject({ status: 'cancelled' });
    expect((await confirm(card.orderId, me.headers)).statusCode).toBe(409);
    expect(await taken(me.id, course.courseId)).toEqual({
      paidOrders: 1,
      moneyTaken: 40_000,
      pending: 0,
      enrolments: 1,
    });
  });

  it('the same provider again answers the same open Fawry reference; a failed order is followed by a fresh one', async () => {
    const course = await learningCourse(app, { title: 'Same kiosk', price: 20_000 });
    const me = await learner(app);
    const calls = fawryStub.calls.length;
    const first = (await checkout(course.courseId, me.headers, 'fawry', { phone: '01012345678' })).json();
    const second = (await checkout(course.courseId, me.headers, 'fawry', { phone: '01012345678' })).json();
    expect(second).toEqual(first);
    expect(first.fawry.referenceNumber).toMatch(/^\d+$/);
    expect(fawryStub.calls.length - calls).toBe(1);

    const other = await learningCourse(app, { title: 'Declined then retried', price: 20_000 });
    const declined = (await checkout(other.courseId, me.headers)).json();
    await app.inject({
      method: 'POST',
      url: `/api/payments/test/orders/${declined.orderId}/confirm`,
      headers: me.headers,
      payload: { cardNumber: '4000 0000 0000 0002' },
    });
    const retry = (await checkout(other.courseId, me.headers)).json();
    expect(retry.orderId).not.toBe(declined.orderId);
    expect(retry.status).toBe('pending');
  });

  it("the test gateway's page of a closed order says its state, so no card form is offered for it", async () => {
    const course = await learningCourse(app, { title: 'Closed page', price: 30_000 });
    const me = await learner(app);
    const { orderId } = (await checkout(course.courseId, me.headers)).json();
    const open = (
      await app.inject({ method: 'GET', url: `/api/payments/test/orders/${orderId}`, headers: me.headers })
    ).json();
    expect(open).toMatchObject({ status: 'pending', courseId: course.courseId });
    await confirm(orderId, me.headers);
    const closed = (
      await app.inject({ method: 'GET', url: `/api/payments/test/orders/${orderId}`, headers: me.headers })
    ).json();
    expect(closed).toMatchObject({ status: 'paid', courseId: course.courseId });
  });

  it('a checkout naming no provider goes to the default, Fawry beside the test gateway: it asks for the phone', async () => {
    const providers = (await app.inject({ url: '/api/payments/providers' })).json<
      { id: string; isDefault: boolean }[]
    >();
    expect(providers.filter((p) => p.isDefault).map((p) => p.id)).toEqual(['fawry']);
    const course = await learningCourse(app, { title: 'Default provider', price: 10_000 });
    const me = await learner(app);
    const calls = fawryStub.calls.length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...me.headers, 'accept-language': 'ar' },
      payload: { courseId: course.courseId },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { phone: 'أدخل رقم هاتفك المحمول' } });
    expect(fawryStub.calls).toHaveLength(calls);
    const withPhone = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: me.headers,
      payload: { courseId: course.courseId, phone: '01012345678' },
    });
    expect(withPhone.statusCode).toBe(201);
    expect(withPhone.json().fawry.referenceNumber).toMatch(/^\d+$/);
  });

  it('after all of the above, no learner has two open orders for one course', async () => {
    const perPair = new Map<string, number>();
    for (const r of await app.db.select().from(orders).where(eq(orders.status, 'pending')))
      perPair.set(`${r.userId}:${r.courseId}`, (perPair.get(`${r.userId}:${r.courseId}`) ?? 0) + 1);
    expect([...perPair.values()].filter((n) => n > 1)).toEqual([]);
  });

  it.runIf(usingPostgres())('runs on PostgreSQL', () => expect(app.dbDriver).toBe('postgres'));
});
