import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments, orders, paymentEvents } from '#src/db/schema/index';
import { buildApp } from '#src/app';
import { fawryChargeSignature, fawryNotificationSignature } from '#src/modules/payments/providers/fawry';
import { paymobHmac } from '#src/modules/payments/providers/paymob';
import { stripeSignature } from '#src/modules/payments/providers/stripe';
import { openTestDatabase, usingPostgres } from '#test/helper';
import { startFawryStub } from '#test/support/fawry-stub';
import { learner, learningCourse } from '#test/support/learning-fixture';
import { startPaymobStub, type JsonStub } from '#test/support/paymob-stub';
import { startStripeStub } from '#test/support/stripe-stub';
import { testConfig } from '#test/test-config';
import { defined } from '@masar/contracts/defined';

const PAYMOB = {
  secretKey: 'sk_test_paymob',
  publicKey: 'egy_pk_test_1',
  hmacSecret: 'PAYMOB-HMAC',
  integrationIds: [4097558, 4097559],
};
const FAWRY = { merchantCode: 'siYxylRjSPwlB5zrKw3sQw==', secureKey: 'fawry-secure-key', expiryHours: 48 };
const STRIPE = { secretKey: 'sk_test_stripe', webhookSecret: 'whsec_test' };

/** Paymob, Fawry and Stripe against local stand-ins; idempotent notifications. */
describe('payment providers', () => {
  let app: FastifyInstance;
  let stubs: { paymob: JsonStub; fawry: JsonStub; stripe: JsonStub };
  let me: Awaited<ReturnType<typeof learner>>;

  const checkout = (
    courseId: string,
    provider: string,
    extra: { phone?: string } = {},
    headers: Record<string, string> = me.headers,
  ) => app.inject({ method: 'POST', url: '/api/checkout', headers, payload: { courseId, provider, ...extra } });
  const webhook = (provider: string, body: string, opts: { query?: string; headers?: Record<string, string> } = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/payments/webhooks/${provider}${opts.query ?? ''}`,
      headers: { 'content-type': 'application/json', ...opts.headers },
      payload: body,
    });
  const orderRow = async (id: string) => defined((await app.db.select().from(orders).where(eq(orders.id, id)))[0]);
  const enrolmentsIn = (courseId: string, userId = me.id) =>
    app.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.courseId, courseId))
      .then((r) => r.filter((e) => e.userId === userId));

  /** Paymob's transaction processed callback for an order, signed as Paymob signs it. */
  function paymobCallback(providerRef: string, orderId: string, amount: number, txn: number, success = true) {
    const obj = {
      id: txn,
      pending: false,
      amount_cents: amount,
      success,
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: true,
      integration_id: PAYMOB.integrationIds[0],
      has_parent_transaction: false,
      order: { id: Number(providerRef), merchant_order_id: orderId },
      created_at: '2026-11-23T04:00:00.000000',
      currency: 'EGP',
      source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
      error_occured: false,
      owner: 302852,
    };
    return { body: JSON.stringify({ type: 'TRANSACTION', obj }), query: `?hmac=${paymobHmac(PAYMOB.hmacSecret, obj)}` };
  }

  beforeAll(async () => {
    stubs = {
      paymob: await startPaymobStub(PAYMOB.secretKey),
      fawry: await startFawryStub(FAWRY.secureKey),
      stripe: await startStripeStub(STRIPE.secretKey),
    };
    const base = testConfig();
    const config = testConfig({
      payments: {
        testGateway: true,
        paymob: { ...PAYMOB, baseUrl: stubs.paymob.url },
        fawry: { ...FAWRY, baseUrl: stubs.fawry.url },
        stripe: { ...STRIPE, baseUrl: stubs.stripe.url },
      },
      publicUrl: base.publicUrl,
    });
    app = buildApp({ config, database: await openTestDatabase(config), logger: false });
    await app.ready();
    me = await learner(app);
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all(Object.values(stubs ?? {}).map((s) => s.close()));
  });

  it('offers every configured provider', async () => {
    const list = (await app.inject({ method: 'GET', url: '/api/payments/providers' })).json();
    expect(list.map((p: { id: string }) => p.id)).toEqual(['test', 'paymob', 'fawry', 'stripe']);
    // beside real providers the test gateway (turned on explicitly here) is never the default
    expect(list.filter((p: { isDefault: boolean }) => p.isDefault).map((p: { id: string }) => p.id)).toEqual([
      'paymob',
    ]);
  });

  it('Paymob: creates an intention, sends the browser to unified checkout, and 50 concurrent copies of the callback give one payment and one enrolment', async () => {
    const course = await learningCourse(app, { title: 'Paymob course', price: 120_000 });
    const started = await checkout(course.courseId, 'paymob');
    expect(started.statusCode).toBe(201);
    const { orderId, redirectUrl } = started.json();
    const call = defined(stubs.paymob.calls.at(-1));
    const sent = JSON.parse(call.body);
    expect(sent).toMatchObject({
      amount: 120_000,
      currency: 'EGP',
      payment_methods: PAYMOB.integrationIds,
      special_reference: orderId,
    });
    expect(sent.notification_url).toBe(`${app.config.publicUrl}/api/payments/webhooks/paymob`);
    // no phone given: Paymob's placeholder, which cards accept
    expect(sent.billing_data).toMatchObject({ first_name: 'ليلى', last_name: 'فتحي', phone_number: 'NA' });
    expect(redirectUrl).toMatch(
      new RegExp(`^${stubs.paymob.url}/unifiedcheckout/\\?publicKey=egy_pk_test_1&clientSecret=egy_csk_test_`),
    );
    const order = await orderRow(orderId);
    expect(order.status).toBe('pending');

    const { body, query } = paymobCallback(defined(order.providerRef), orderId, 120_000, 555_001);
    const answers = await Promise.all(Array.from({ length: 50 }, () => webhook('paymob', body, { query })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid' });
    expect(await enrolmentsIn(course.courseId)).toHaveLength(1);
    expect(await app.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId))).toHaveLength(1);

    // a different event for the same paid order changes nothing
    const second = paymobCallback(defined(order.providerRef), orderId, 120_000, 555_002);
    expect((await webhook('paymob', second.body, { query: second.query })).statusCode).toBe(200);
    expect(await enrolmentsIn(course.courseId)).toHaveLength(1);
    // a bad HMAC is refused
    expect((await webhook('paymob', body, { query: '?hmac=00' })).statusCode).toBe(401);
  }, 60_000);

  it('Paymob: a declined transaction fails the order and enrols nobody; a paid amount that differs is not accepted', async () => {
    const course = await learningCourse(app, { title: 'Declined course', price: 50_000 });
    const { orderId } = (await checkout(course.courseId, 'paymob')).json();
    const order = await orderRow(orderId);
    const short = paymobCallback(defined(order.providerRef), orderId, 100, 556_000);
    await webhook('paymob', short.body, { query: short.query });
    expect((await orderRow(orderId)).status).toBe('pending');
    const declined = paymobCallback(defined(order.providerRef), orderId, 50_000, 556_001, false);
    expect((await webhook('paymob', declined.body, { query: declined.query })).statusCode).toBe(200);
    expect((await orderRow(orderId)).status).toBe('failed');
    expect(await enrolmentsIn(course.courseId)).toHaveLength(0);
  });

  it('Paymob: the order is found by the signed order.id alone: an unsigned merchant_order_id naming another order pays nothing of it (issue 31)', async () => {
    const [first, second] = await Promise.all([
      learningCourse(app, { title: 'Paymob signed order', price: 40_000 }),
      learningCourse(app, { title: 'Paymob other order', price: 40_000 }),
    ]);
    const paid = await orderRow((await checkout(first.courseId, 'paymob')).json().orderId);
    const other = await orderRow((await checkout(second.courseId, 'paymob')).json().orderId);
    expect(paid.providerRef).not.toBe(other.providerRef);
    // a genuine transaction of the first order (its HMAC is valid) with the unsigned field pointing at the second
    const forged = paymobCallback(defined(paid.providerRef), other.id, 40_000, 557_001);
    expect((await webhook('paymob', forged.body, { query: forged.query })).statusCode).toBe(200);
    expect((await orderRow(other.id)).status).toBe('pending');
    expect(await enrolmentsIn(second.courseId)).toHaveLength(0);
    // the money is the first order's, which the signed order.id names
    expect((await orderRow(paid.id)).status).toBe('paid');
    expect(await enrolmentsIn(first.courseId)).toHaveLength(1);
    // a signed order.id that is no order of ours pays nothing, whatever merchant_order_id says
    const third = await learningCourse(app, { title: 'Paymob unknown order', price: 40_000 });
    const pending = await orderRow((await checkout(third.courseId, 'paymob')).json().orderId);
    const stray = paymobCallback('999999999', pending.id, 40_000, 557_002);
    expect((await webhook('paymob', stray.body, { query: stray.query })).statusCode).toBe(200);
    expect((await orderRow(pending.id)).status).toBe('pending');
  });

  it("Paymob: the payer's mobile, normalized, goes in billing_data in its international form", async () => {
    const course = await learningCourse(app, { title: 'Paymob wallet course', price: 30_000 });
    const started = await checkout(course.courseId, 'paymob', { phone: '٠١١ ٢٣٤٥ ٦٧٨٩' });
    expect(started.statusCode).toBe(201);
    const sent = JSON.parse(defined(stubs.paymob.calls.at(-1)).body);
    expect(sent.special_reference).toBe(started.json().orderId);
    expect(sent.billing_data.phone_number).toBe('+201123456789');
    // an invalid number is refused before any provider call
    const calls = stubs.paymob.calls.length;
    const bad = await checkout(
      course.courseId,
      'paymob',
      { phone: '0123' },
      { ...me.headers, 'accept-language': 'en' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({
      phone: 'Enter an Egyptian mobile number: 11 digits starting with 010, 011, 012 or 015',
    });
    expect(stubs.paymob.calls).toHaveLength(calls);
  });

  it('Fawry: a checkout without a mobile number is a 400 on `phone`, in Arabic and English, with no order and no Fawry call', async () => {
    const course = await learningCourse(app, { title: 'Fawry no phone', price: 20_000 });
    const calls = stubs.fawry.calls.length;
    const ar = await checkout(course.courseId, 'fawry', {}, { ...me.headers, 'accept-language': 'ar' });
    expect(ar.statusCode).toBe(400);
    expect(ar.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { phone: 'أدخل رقم هاتفك المحمول' } });
    const en = await checkout(course.courseId, 'fawry', { phone: '   ' }, { ...me.headers, 'accept-language': 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { phone: 'Enter your mobile number' } });
    const invalid = await checkout(
      course.courseId,
      'fawry',
      { phone: '+20 13 1234 5678' },
      { ...me.headers, 'accept-language': 'ar' },
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details).toEqual({
      phone: 'أدخل رقم هاتف محمول مصريًا من 11 رقمًا يبدأ بـ 010 أو 011 أو 012 أو 015',
    });
    expect(stubs.fawry.calls).toHaveLength(calls);
    expect(await app.db.select().from(orders).where(eq(orders.courseId, course.courseId))).toEqual([]);
    // Extended Arabic-Indic digits with the 0020 prefix reach Fawry as 01XXXXXXXXX
    const ok = await checkout(course.courseId, 'fawry', { phone: '۰۰۲۰ ۱۵۱ ۲۳۴ ۵۶۷۸' });
    expect(ok.statusCode).toBe(201);
    expect(JSON.parse(defined(stubs.fawry.calls.at(-1)).body).customerMobile).toBe('01512345678');
  });

  it('Fawry: answers a reference code with its expiry; the order stays pending until the signed PAID notification', async () => {
    const course = await learningCourse(app, { title: 'Fawry course', price: 75_050 });
    const started = (await checkout(course.courseId, 'fawry', { phone: '+20 10 1234-5678' })).json();
    expect(started).toMatchObject({ status: 'pending', redirectUrl: null });
    expect(started.fawry.referenceNumber).toMatch(/^\d+$/);
    const hours = (new Date(started.fawry.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47);
    const charge = JSON.parse(defined(stubs.fawry.calls.at(-1)).body);
    expect(charge).toMatchObject({
      merchantCode: FAWRY.merchantCode,
      merchantRefNum: started.orderId,
      paymentMethod: 'PAYATFAWRY',
      amount: '750.50',
      customerMobile: '01012345678',
    });
    // the signature covers merchantCode, merchantRefNum, customerProfileId, paymentMethod and amount only
    expect(charge.signature).toBe(
      fawryChargeSignature(
        {
          merchantCode: FAWRY.merchantCode,
          merchantRefNum: started.orderId,
          customerProfileId: '',
          paymentMethod: 'PAYATFAWRY',
          amount: '750.50',
        },
        FAWRY.secureKey,
      ),
    );

    const unpaid = {
      requestId: 'r1',
      fawryRefNumber: started.fawry.referenceNumber,
      merchantRefNumber: started.orderId,
      paymentAmount: 750.5,
      orderAmount: 750.5,
      orderStatus: 'UNPAID',
      paymentMethod: 'PAYATFAWRY',
    };
    await webhook(
      'fawry',
      JSON.stringify({ ...unpaid, messageSignature: fawryNotificationSignature(unpaid, FAWRY.secureKey) }),
    );
    expect((await orderRow(started.orderId)).status).toBe('pending');
    const paid = { ...unpaid, orderStatus: 'PAID', paymentRefrenceNumber: '1234' };
    const res = await webhook(
      'fawry',
      JSON.stringify({ ...paid, messageSignature: fawryNotificationSignature(paid, FAWRY.secureKey) }),
    );
    expect(res.statusCode).toBe(200);
    expect((await orderRow(started.orderId)).status).toBe('paid');
    expect(await enrolmentsIn(course.courseId)).toHaveLength(1);
    expect((await webhook('fawry', JSON.stringify({ ...paid, messageSignature: 'ab'.repeat(32) }))).statusCode).toBe(
      401,
    );
  });

  it('Stripe: creates a Checkout Session and pays on a signed checkout.session.completed event', async () => {
    const course = await learningCourse(app, { title: 'Stripe course', price: 99_900 });
    const started = (await checkout(course.courseId, 'stripe')).json();
    expect(started.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const form = new URLSearchParams(defined(stubs.stripe.calls.at(-1)).body);
    expect(form.get('client_reference_id')).toBe(started.orderId);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('99900');
    const order = await orderRow(started.orderId);
    const event = JSON.stringify({
      id: 'evt_test_1',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: order.providerRef,
          client_reference_id: started.orderId,
          payment_status: 'paid',
          amount_total: 99_900,
        },
      },
    });
    const t = Math.floor(Date.now() / 1000);
    expect(
      (await webhook('stripe', event, { headers: { 'stripe-signature': `t=${t},v1=${'0'.repeat(64)}` } })).statusCode,
    ).toBe(401);
    const res = await webhook('stripe', event, {
      headers: { 'stripe-signature': `t=${t},v1=${stripeSignature(STRIPE.webhookSecret, t, event)}` },
    });
    expect(res.statusCode).toBe(200);
    expect((await orderRow(started.orderId)).status).toBe('paid');
    expect(await enrolmentsIn(course.courseId)).toHaveLength(1);
  });

  it('a provider that cannot be reached answers 502 and leaves a failed order, no enrolment', async () => {
    await stubs.paymob.close();
    const course = await learningCourse(app, { title: 'Unreachable course', price: 10_000 });
    const res = await checkout(course.courseId, 'paymob');
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('UPSTREAM_FAILED');
    const [order] = await app.db.select().from(orders).where(eq(orders.courseId, course.courseId));
    expect(defined(order).status).toBe('failed');
  });

  it.runIf(usingPostgres())('runs the concurrency case on PostgreSQL', () => expect(app.dbDriver).toBe('postgres'));
});
