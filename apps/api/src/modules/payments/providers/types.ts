import type { TPaymentProvider } from '@masar/contracts';

/** What a provider needs to start a payment for one pending order. */
export interface PaymentStart {
  orderId: string;
  amount: number;
  currency: string;
  courseTitle: string;
  buyer: { firstName: string; lastName: string; email: string };
  /** the payer's Egyptian mobile number, 01XXXXXXXXX, when given (always for Fawry) */
  phone?: string;
  /** where the provider sends the browser back to */
  returnUrl: string;
  /** where the provider posts its notifications */
  notificationUrl: string;
}

export interface PaymentStarted {
  /** the provider's id of this payment; notifications name it */
  providerRef: string | null;
  redirectUrl: string | null;
  fawry?: { referenceNumber: string; expiresAt: Date };
  /** when the provider's page stops taking the payment, if it says */
  expiresAt?: Date;
}

/** An incoming notification exactly as received. */
export interface RawNotification {
  rawBody: string;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

export type NotificationOutcome = 'paid' | 'failed' | 'cancelled' | 'pending';

/** A verified notification, reduced to what the order needs. */
export interface VerifiedNotification {
  /** unique per provider event: copies of one notification share it */
  eventId: string;
  /**
   * our order id when the provider echoes it in a signed field, else null (the order is then found
   * by the provider's reference): never from a field outside the signature
   */
  orderId: string | null;
  providerRef: string | null;
  outcome: NotificationOutcome;
  /** amount the provider says was paid, in minor units, when it says */
  amount: number | null;
  payload: unknown;
}

export type VerifyResult =
  { ok: true; notification: VerifiedNotification | null } | { ok: false; reason: 'signature' | 'malformed' };

export interface PaymentProvider {
  id: TPaymentProvider;
  testMode: boolean;
  methods: Array<'card' | 'wallet' | 'kiosk'>;
  start(input: PaymentStart): Promise<PaymentStarted>;
  /** checks the signature; `notification: null` for a genuine event we have nothing to do with */
  verify(raw: RawNotification): VerifyResult;
}

/** Thrown by provider calls that failed upstream (answered 502). */
export class ProviderCallError extends Error {}

export const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Equal-time comparison of two hex/ascii signatures. */
export function sameSignature(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** fetch with a timeout; non-2xx and unreadable answers become ProviderCallError. */
export async function callProvider(url: string, init: RequestInit, timeoutMs = 15_000): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new ProviderCallError(`request to ${new URL(url).host} failed: ${(err as Error).message}`);
  }
  const text = await response.text();
  const body = safeJson(text);
  if (!response.ok || body === undefined)
    throw new ProviderCallError(`${new URL(url).host} answered ${response.status}`);
  return body;
}
