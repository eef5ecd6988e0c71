import { createHash } from 'node:crypto';
import {
  callProvider,
  isRecord,
  ProviderCallError,
  safeJson,
  sameSignature,
  type NotificationOutcome,
  type PaymentProvider,
} from './types';

export interface FawryConfig {
  merchantCode: string;
  secureKey: string;
  baseUrl: string;
  expiryHours: number;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** Fawry signs amounts with two decimals. */
const decimals = (v: unknown) =>
  typeof v === 'number'
    ? v.toFixed(2)
    : typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))
      ? Number(v).toFixed(2)
      : String(v ?? '');
const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/**
 * Charge request signature: merchantCode + merchantRefNum + customerProfileId + paymentMethod + amount + secureKey
 * (customerMobile, customerEmail and the rest of the request are not signed).
 */
export const fawryChargeSignature = (
  c: { merchantCode: string; merchantRefNum: string; customerProfileId: string; paymentMethod: string; amount: string },
  secureKey: string,
) => sha256(`${c.merchantCode}${c.merchantRefNum}${c.customerProfileId}${c.paymentMethod}${c.amount}${secureKey}`);

/**
 * Server notification V2 signature: fawryRefNumber + merchantRefNumber + paymentAmount + orderAmount
 * + orderStatus + paymentMethod + paymentRefrenceNumber (Fawry's spelling) + secureKey, SHA-256 hex.
 */
export function fawryNotificationSignature(n: Record<string, unknown>, secureKey: string): string {
  return sha256(
    `${str(n.fawryRefNumber)}${str(n.merchantRefNumber)}${decimals(n.paymentAmount)}${decimals(n.orderAmount)}${str(n.orderStatus)}${str(n.paymentMethod)}${str(n.paymentRefrenceNumber)}${secureKey}`,
  );
}

const OUTCOMES: Record<string, NotificationOutcome> = {
  PAID: 'paid',
  FAILED: 'failed',
  EXPIRED: 'cancelled',
  CANCELED: 'cancelled',
  CANCELLED: 'cancelled',
};

/** Fawry's pay-at-kiosk reference codes: the order stays pending until Fawry notifies. */
export function createFawry(config: FawryConfig): PaymentProvider {
  return {
    id: 'fawry',
    testMode: false,
    methods: ['kiosk'],
    async start(input) {
      const amount = (input.amount / 100).toFixed(2);
      const charge = {
        merchantCode: config.merchantCode,
        merchantRefNum: input.orderId,
        customerProfileId: '',
        paymentMethod: 'PAYATFAWRY',
        amount,
      };
      const expiresAt = new Date(Date.now() + config.expiryHours * 3_600_000);
      const body = await callProvider(`${config.baseUrl}/ECommerceWeb/Fawry/payments/charge`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          ...charge,
          customerName: `${input.buyer.firstName} ${input.buyer.lastName}`.trim(),
          customerEmail: input.buyer.email,
          // Fawry texts the reference code to it; not part of the charge signature
          ...(input.phone ? { customerMobile: input.phone } : {}),
          currencyCode: input.currency,
          description: input.courseTitle,
          paymentExpiry: expiresAt.getTime(),
          chargeItems: [{ itemId: input.orderId, description: input.courseTitle, price: amount, quantity: 1 }],
          signature: fawryChargeSignature(charge, config.secureKey),
        }),
      });
      if (!isRecord(body) || body.statusCode !== 200 || body.referenceNumber === undefined) {
        throw new ProviderCallError(
          `fawry charge refused: ${isRecord(body) ? str(body.statusDescription) : 'no body'}`,
        );
      }
      const referenceNumber = String(body.referenceNumber);
      const expiry = typeof body.expirationTime === 'number' ? new Date(body.expirationTime) : expiresAt;
      return { providerRef: referenceNumber, redirectUrl: null, fawry: { referenceNumber, expiresAt: expiry } };
    },
    verify(raw) {
      const body = safeJson(raw.rawBody);
      if (!isRecord(body) || typeof body.messageSignature !== 'string' || body.fawryRefNumber === undefined)
        return { ok: false, reason: 'malformed' };
      if (!sameSignature(body.messageSignature.toLowerCase(), fawryNotificationSignature(body, config.secureKey)))
        return { ok: false, reason: 'signature' };
      const status = str(body.orderStatus).toUpperCase();
      const amount = Number(body.paymentAmount);
      return {
        ok: true,
        notification: {
          eventId: `${str(body.fawryRefNumber)}:${status}`,
          orderId: str(body.merchantRefNumber) || null,
          providerRef: str(body.fawryRefNumber),
          outcome: OUTCOMES[status] ?? 'pending',
          amount: Number.isFinite(amount) ? Math.round(amount * 100) : null,
          payload: body,
        },
      };
    },
  };
}
