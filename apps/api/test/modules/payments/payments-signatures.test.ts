import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFawry, fawryNotificationSignature } from '#src/modules/payments/providers/fawry';
import { createPaymob, paymobHmac, paymobHmacString } from '#src/modules/payments/providers/paymob';
import { createStripe, stripeSignature, verifyStripeSignature } from '#src/modules/payments/providers/stripe';

/** Paymob's documented "transaction processed callback" sample (HMAC Transaction Callback page). */
const PAYMOB_SAMPLE = {
  id: 192036465,
  pending: false,
  amount_cents: 100000,
  success: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  is_voided: false,
  is_refunded: false,
  is_3d_secure: true,
  integration_id: 4097558,
  has_parent_transaction: false,
  order: { id: 217503754, merchant_order_id: null },
  created_at: '2024-06-13T11:33:44.592345',
  currency: 'EGP',
  source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
  error_occured: false,
  owner: 302852,
};
const PAYMOB_DOCUMENTED_STRING =
  '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue';

const paymob = createPaymob({
  secretKey: 'sk',
  publicKey: 'pk',
  hmacSecret: 'HMAC-SECRET',
  integrationIds: [1],
  baseUrl: 'http://127.0.0.1:1',
});
const raw = (rawBody: string, query: Record<string, unknown> = {}, headers: Record<string, string> = {}) => ({
  rawBody,
  query,
  headers,
});

describe('payment notification signatures', () => {
  it('Paymob: concatenates the documented fields in the documented order and signs with HMAC-SHA512', () => {
    expect(paymobHmacString(PAYMOB_SAMPLE)).toBe(PAYMOB_DOCUMENTED_STRING);
    const hmac = paymobHmac('HMAC-SECRET', PAYMOB_SAMPLE);
    expect(hmac).toMatch(/^[0-9a-f]{128}$/);
    const body = JSON.stringify({ type: 'TRANSACTION', obj: PAYMOB_SAMPLE });
    const ok = paymob.verify(raw(body, { hmac }));
    expect(ok).toMatchObject({
      ok: true,
      notification: { eventId: 'txn_192036465', providerRef: '217503754', outcome: 'paid', amount: 100000 },
    });
    // merchant_order_id is outside the HMAC: it may say anything, and names no order
    const pointed = {
      ...PAYMOB_SAMPLE,
      order: { id: 217503754, merchant_order_id: '6f1c1b3e-8a43-4f0e-9d2a-0c1f3b8e2a11' },
    };
    expect(paymob.verify(raw(JSON.stringify({ type: 'TRANSACTION', obj: pointed }), { hmac }))).toMatchObject({
      ok: true,
      notification: { orderId: null, providerRef: '217503754' },
    });
    const tampered = JSON.stringify({ type: 'TRANSACTION', obj: { ...PAYMOB_SAMPLE, amount_cents: 100 } });
    expect(paymob.verify(raw(tampered, { hmac }))).toEqual({ ok: false, reason: 'signature' });
    expect(paymob.verify(raw(body, {}))).toEqual({ ok: false, reason: 'signature' });
    expect(paymob.verify(raw(body, { hmac: paymobHmac('other', PAYMOB_SAMPLE) }))).toEqual({
      ok: false,
      reason: 'signature',
    });
    const declined = { ...PAYMOB_SAMPLE, success: false };
    expect(
      paymob.verify(
        raw(JSON.stringify({ type: 'TRANSACTION', obj: declined }), { hmac: paymobHmac('HMAC-SECRET', declined) }),
      ),
    ).toMatchObject({ ok: true, notification: { outcome: 'failed' } });
  });

  it('Fawry: SHA-256 of the V2 notification fields (amounts with two decimals) and the secure key', () => {
    const fawry = createFawry({
      merchantCode: 'M',
      secureKey: 'SECURE',
      baseUrl: 'http://127.0.0.1:1',
      expiryHours: 1,
    });
    const n = {
      requestId: 'c72827d084ea4b88949d91dd2db4996e',
      fawryRefNumber: '970177',
      merchantRefNumber: '9708f1cea8b5426cb57922df51b7f790',
      customerMobile: '01004545545',
      customerMail: 'fawry@fawry.com',
      paymentAmount: 152.0,
      orderAmount: 150.0,
      fawryFees: 2.0,
      orderStatus: 'PAID',
      paymentMethod: 'PAYATFAWRY',
      paymentRefrenceNumber: '1234567',
    };
    const expected = createHash('sha256')
      .update('9701779708f1cea8b5426cb57922df51b7f790152.00150.00PAIDPAYATFAWRY1234567SECURE')
      .digest('hex');
    expect(fawryNotificationSignature(n, 'SECURE')).toBe(expected);
    const ok = fawry.verify(raw(JSON.stringify({ ...n, messageSignature: expected })));
    expect(ok).toMatchObject({
      ok: true,
      notification: { eventId: '970177:PAID', orderId: n.merchantRefNumber, outcome: 'paid', amount: 15200 },
    });
    expect(fawry.verify(raw(JSON.stringify({ ...n, paymentAmount: 1, messageSignature: expected })))).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(fawry.verify(raw('{"nope":1}'))).toEqual({ ok: false, reason: 'malformed' });
  });

  it('Stripe: v1 = HMAC-SHA256 of "<t>.<payload>", any v1 may match, and old timestamps are refused', () => {
    const secret = 'whsec_test_secret';
    const payload = JSON.stringify({
      id: 'evt_1',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_1', client_reference_id: null, payment_status: 'paid', amount_total: 5000 } },
    });
    const t = Math.floor(Date.now() / 1000);
    const v1 = stripeSignature(secret, t, payload);
    expect(verifyStripeSignature(`t=${t},v1=${v1}`, payload, secret)).toBe(true);
    expect(verifyStripeSignature(`t=${t},v1=deadbeef,v1=${v1},v0=abc`, payload, secret)).toBe(true);
    expect(verifyStripeSignature(`t=${t},v1=${v1}`, payload.replace('5000', '1'), secret)).toBe(false);
    expect(verifyStripeSignature(`t=${t - 301},v1=${stripeSignature(secret, t - 301, payload)}`, payload, secret)).toBe(
      false,
    );
    expect(verifyStripeSignature(`t=${t},v1=${stripeSignature('whsec_other', t, payload)}`, payload, secret)).toBe(
      false,
    );
    const stripe = createStripe({ secretKey: 'sk_test_x', webhookSecret: secret, baseUrl: 'http://127.0.0.1:1' });
    expect(stripe.verify(raw(payload, {}, { 'stripe-signature': `t=${t},v1=${v1}` }))).toMatchObject({
      ok: true,
      notification: { eventId: 'evt_1', outcome: 'paid', amount: 5000 },
    });
    expect(stripe.verify(raw(payload, {}, {}))).toEqual({ ok: false, reason: 'signature' });
  });
});
