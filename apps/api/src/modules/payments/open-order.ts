import type { TCheckoutResponse, TPaymentProvider } from '@masar/contracts';
import { paymentError } from './messages';
import type { OrderRow, OrdersRepository } from './orders-repository';

/** A start that has not answered in this long never will (the provider call times out at 15 s). */
const START_GIVE_UP_MS = 20_000;
/** An expiring reference so close to its end is not worth handing out again. */
const EXPIRY_MARGIN_MS = 60_000;

const hasStarted = (o: OrderRow) => o.providerRef !== null || o.redirectUrl !== null;

/**
 * Whether the learner's open order cannot serve a new checkout: another provider was chosen, the
 * price changed since, the provider's reference expired, or its start was abandoned (a process
 * that stopped mid-call).
 */
export function mustReplace(
  open: OrderRow,
  wanted: { provider: TPaymentProvider; amount: number; currency: string },
  now = Date.now(),
): boolean {
  if (open.provider !== wanted.provider || open.amount !== wanted.amount || open.currency !== wanted.currency)
    return true;
  if (open.providerExpiresAt && open.providerExpiresAt.getTime() <= now + EXPIRY_MARGIN_MS) return true;
  return !hasStarted(open) && now - open.createdAt.getTime() > START_GIVE_UP_MS;
}

/**
 * The open order another request has just created may still be waiting for its provider's
 * answer: wait for it (until that start is given up), so every caller gets the same page or
 * reference. An order whose start never came is answered as a provider failure, never without its
 * page; being older than the give-up time, it is replaced by the learner's next checkout.
 */
export async function startedOrder(repo: OrdersRepository, order: OrderRow): Promise<OrderRow> {
  const deadline = order.createdAt.getTime() + START_GIVE_UP_MS;
  let current = order;
  while (current.status === 'pending' && !hasStarted(current) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    current = (await repo.ownerOf(order.id)) ?? current;
  }
  if (current.status === 'failed' || (current.status === 'pending' && !hasStarted(current)))
    throw paymentError('UPSTREAM_FAILED', 'providerFailed');
  return current;
}

/** The checkout answer for an order, the same however many times it is asked for. */
export function answerOf(order: OrderRow): TCheckoutResponse {
  const fawry =
    order.provider === 'fawry' && order.providerRef && order.status === 'pending'
      ? { referenceNumber: order.providerRef, expiresAt: (order.providerExpiresAt ?? order.createdAt).toISOString() }
      : null;
  return {
    orderId: order.id,
    status: order.status,
    enrolled: order.status === 'paid',
    redirectUrl: order.redirectUrl,
    fawry,
  };
}
