import { createHmac, randomUUID } from 'node:crypto';
import { isRecord, safeJson, sameSignature, type NotificationOutcome, type PaymentProvider } from './types';

export const TEST_CARDS = { success: '4242424242424242', decline: '4000000000000002' } as const;
export const TEST_SIGNATURE_HEADER = 'x-masar-signature';

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

/**
 * The built-in gateway (PRODUCT.md section 4): no money moves. Its card page is ours; confirming
 * it builds a notification signed with a server secret and hands it to the same webhook path as
 * the real providers, so the test journey exercises signature checks and idempotency too.
 */
export function createTestGateway(secret: string, publicUrl: string) {
  const provider: PaymentProvider = {
    id: 'test',
    testMode: true,
    methods: ['card'],
    async start(input) {
      return {
        providerRef: `test_${input.orderId}`,
        redirectUrl: `${publicUrl}/payment?order=${input.orderId}&gateway=test`,
      };
    },
    verify(raw) {
      const header = raw.headers[TEST_SIGNATURE_HEADER];
      const given = typeof header === 'string' ? header : '';
      if (!sameSignature(given, sign(secret, raw.rawBody))) return { ok: false, reason: 'signature' };
      const body = safeJson(raw.rawBody);
      if (!isRecord(body) || typeof body.eventId !== 'string' || typeof body.orderId !== 'string')
        return { ok: false, reason: 'malformed' };
      const outcome = body.outcome;
      if (outcome !== 'paid' && outcome !== 'failed' && outcome !== 'cancelled')
        return { ok: false, reason: 'malformed' };
      return {
        ok: true,
        notification: {
          eventId: body.eventId,
          orderId: body.orderId,
          providerRef: `test_${body.orderId}`,
          outcome,
          amount: typeof body.amount === 'number' ? body.amount : null,
          payload: body,
        },
      };
    },
  };

  /** The card form's answer as a signed notification (what a hosted page would post to us). */
  function notificationFor(orderId: string, amount: number, outcome: Exclude<NotificationOutcome, 'pending'>) {
    const rawBody = JSON.stringify({ eventId: randomUUID(), orderId, amount, outcome });
    return {
      rawBody,
      query: {},
      headers: { [TEST_SIGNATURE_HEADER]: sign(secret, rawBody), 'content-type': 'application/json' },
    };
  }

  return { provider, notificationFor };
}
