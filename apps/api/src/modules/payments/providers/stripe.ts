import { createHmac } from 'node:crypto';
import {
  callProvider,
  isRecord,
  ProviderCallError,
  safeJson,
  sameSignature,
  type NotificationOutcome,
  type PaymentProvider,
} from './types';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  baseUrl: string;
}

/** Stripe's documented default: signatures older than 5 minutes are refused (replay protection). */
export const STRIPE_TOLERANCE_SECONDS = 300;

export const stripeSignature = (secret: string, timestamp: number, payload: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');

/** Checks a Stripe-Signature header (`t=...,v1=...[,v1=...]`) against the raw body. */
export function verifyStripeSignature(
  header: string,
  payload: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > STRIPE_TOLERANCE_SECONDS) return false;
  const expected = stripeSignature(secret, t, payload);
  return parts.some(([k, v]) => k === 'v1' && typeof v === 'string' && sameSignature(v, expected));
}

const OUTCOMES: Record<string, NotificationOutcome> = {
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'cancelled',
};

/** Stripe Checkout (optional rail for cards from abroad). */
export function createStripe(config: StripeConfig): PaymentProvider {
  return {
    id: 'stripe',
    testMode: config.secretKey.startsWith('sk_test_'),
    methods: ['card'],
    async start(input) {
      const form = new URLSearchParams({
        mode: 'payment',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': input.currency.toLowerCase(),
        'line_items[0][price_data][unit_amount]': String(input.amount),
        'line_items[0][price_data][product_data][name]': input.courseTitle,
        success_url: input.returnUrl,
        cancel_url: `${input.returnUrl}${input.returnUrl.includes('?') ? '&' : '?'}cancelled=1`,
        client_reference_id: input.orderId,
        'metadata[orderId]': input.orderId,
        customer_email: input.buyer.email,
      });
      const body = await callProvider(`${config.baseUrl}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': `checkout-${input.orderId}`,
        },
        body: form.toString(),
      });
      if (!isRecord(body) || typeof body.id !== 'string' || typeof body.url !== 'string')
        throw new ProviderCallError('stripe session without url');
      // a session is payable for 24 h by default: an open order is not handed out past it
      const expiresAt = typeof body.expires_at === 'number' ? new Date(body.expires_at * 1000) : undefined;
      return { providerRef: body.id, redirectUrl: body.url, ...(expiresAt ? { expiresAt } : {}) };
    },
    verify(raw) {
      const header = raw.headers['stripe-signature'];
      if (typeof header !== 'string' || !verifyStripeSignature(header, raw.rawBody, config.webhookSecret))
        return { ok: false, reason: 'signature' };
      const event = safeJson(raw.rawBody);
      if (
        !isRecord(event) ||
        typeof event.id !== 'string' ||
        typeof event.type !== 'string' ||
        !isRecord(event.data) ||
        !isRecord(event.data.object)
      ) {
        return { ok: false, reason: 'malformed' };
      }
      const session = event.data.object;
      const outcome =
        event.type === 'checkout.session.completed'
          ? session.payment_status === 'paid'
            ? 'paid'
            : 'pending'
          : OUTCOMES[event.type];
      if (!outcome) return { ok: true, notification: null };
      return {
        ok: true,
        notification: {
          eventId: event.id,
          orderId: typeof session.client_reference_id === 'string' ? session.client_reference_id : null,
          providerRef: typeof session.id === 'string' ? session.id : null,
          outcome,
          amount: typeof session.amount_total === 'number' ? session.amount_total : null,
          payload: event,
        },
      };
    },
  };
}
