import { createHmac } from 'node:crypto';
import { egyptMobileToInternational } from '@masar/contracts';
import { callProvider, isRecord, ProviderCallError, safeJson, sameSignature, type PaymentProvider } from './types';

export interface PaymobConfig {
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  integrationIds: number[];
  baseUrl: string;
}

/** The transaction callback's HMAC fields, in Paymob's documented order ("HMAC Transaction Callback"). */
export const PAYMOB_HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

function pick(obj: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((v, k) => (isRecord(v) ? v[k] : undefined), obj);
}

/** The string Paymob signs: the values of the fields above, concatenated. */
export function paymobHmacString(obj: Record<string, unknown>): string {
  return PAYMOB_HMAC_FIELDS.map((f) => {
    const v = pick(obj, f);
    return v === undefined || v === null ? '' : String(v);
  }).join('');
}

/** Paymob's ids (orders, transactions) are integers, in JSON as numbers or digit strings. */
function paymobId(value: unknown): string | null {
  const text = typeof value === 'number' || typeof value === 'string' ? String(value) : '';
  return /^[1-9]\d{0,19}$/.test(text) ? text : null;
}

export const paymobHmac = (secret: string, obj: Record<string, unknown>) =>
  createHmac('sha512', secret).update(paymobHmacString(obj)).digest('hex');

/** Paymob's Intention API (cards and wallets) and its transaction processed callback. */
export function createPaymob(config: PaymobConfig): PaymentProvider {
  return {
    id: 'paymob',
    testMode: false,
    methods: ['card', 'wallet'],
    async start(input) {
      const body = await callProvider(`${config.baseUrl}/v1/intention/`, {
        method: 'POST',
        headers: { authorization: `Token ${config.secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: input.amount,
          currency: input.currency,
          payment_methods: config.integrationIds,
          items: [
            {
              name: input.courseTitle.slice(0, 50),
              amount: input.amount,
              description: input.courseTitle.slice(0, 255),
              quantity: 1,
            },
          ],
          billing_data: {
            first_name: input.buyer.firstName,
            last_name: input.buyer.lastName || 'NA',
            email: input.buyer.email,
            // international form, as in Paymob's Intention examples; wallets need the payer's number, cards accept 'NA'
            phone_number: input.phone ? egyptMobileToInternational(input.phone) : 'NA',
          },
          special_reference: input.orderId,
          notification_url: input.notificationUrl,
          redirection_url: input.returnUrl,
        }),
      });
      const paymobOrderId = isRecord(body) ? paymobId(body.intention_order_id) : null;
      if (!isRecord(body) || typeof body.client_secret !== 'string' || paymobOrderId === null) {
        throw new ProviderCallError('paymob intention answer without client_secret or intention_order_id');
      }
      const redirectUrl = `${config.baseUrl}/unifiedcheckout/?publicKey=${encodeURIComponent(config.publicKey)}&clientSecret=${encodeURIComponent(body.client_secret)}`;
      // Paymob's order id: its transaction callbacks name it in the signed order.id, the only
      // field they sign that says whose payment it is
      return { providerRef: paymobOrderId, redirectUrl };
    },
    verify(raw) {
      const body = safeJson(raw.rawBody);
      const hmac = typeof raw.query.hmac === 'string' ? raw.query.hmac.toLowerCase() : '';
      if (!isRecord(body) || !isRecord(body.obj)) return { ok: false, reason: 'malformed' };
      const obj = body.obj;
      if (!sameSignature(hmac, paymobHmac(config.hmacSecret, obj))) return { ok: false, reason: 'signature' };
      if (body.type !== 'TRANSACTION' || obj.id === undefined) return { ok: true, notification: null };
      // the order by the signed order.id only: merchant_order_id, special_reference and extras are
      // outside the HMAC, so anyone holding one genuine signature could point them at any order
      const paymobOrderId = paymobId(pick(obj, 'order.id'));
      if (paymobOrderId === null) return { ok: true, notification: null };
      const outcome = obj.pending === true ? 'pending' : obj.success === true ? 'paid' : 'failed';
      return {
        ok: true,
        notification: {
          eventId: `txn_${String(obj.id)}`,
          orderId: null,
          providerRef: paymobOrderId,
          outcome,
          amount: typeof obj.amount_cents === 'number' ? obj.amount_cents : null,
          payload: body,
        },
      };
    },
  };
}
