import type { Database } from '../client';
import { orders } from '../schema';
import type { SeedEnrolment } from './learners-data';
import { defined } from '@masar/contracts/defined';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** FAWRY_EXPIRY_HOURS' default: how long a kiosk reference stays payable */
const FAWRY_EXPIRY_MS = 48 * HOUR_MS;

type Provider = 'paymob' | 'fawry';

export interface DemoPurchase {
  userId: string;
  courseId: string;
  amount: number;
  currency: string;
  /** when the payment settled: the enrolment's date */
  enrolledAt: Date;
}

/**
 * The demo's orders, as the app would have recorded them: a free course's order of 0 (as
 * enrolFree makes it), a paid course's order from Paymob (paid a few minutes after the checkout)
 * or Fawry (paid at a kiosk hours after the reference was issued), each with a reference in the
 * provider's format. Nothing is left pending: no open order stands in a demo checkout's way.
 */
export function createDemoOrders(db: Database) {
  const issued = { paymob: 0, fawry: 0 };
  // 9 digits like Paymob's intention order ids and Fawry's reference numbers, away from the test stubs' ranges
  const reference = (provider: Provider) =>
    String((provider === 'paymob' ? 318_204_517 : 771_305_240) + (issued[provider] += 1) * 7_919);

  const providerOrder = (purchase: DemoPurchase, provider: Provider, createdAt: Date) => ({
    userId: purchase.userId,
    courseId: purchase.courseId,
    amount: purchase.amount,
    currency: purchase.currency,
    provider,
    providerRef: reference(provider),
    providerExpiresAt: provider === 'fawry' ? new Date(createdAt.getTime() + FAWRY_EXPIRY_MS) : null,
    createdAt,
    updatedAt: createdAt,
  });

  return {
    /** The order that paid for the enrolment, paid at `enrolledAt`; answers its id for the enrolment. */
    async paid(purchase: DemoPurchase, enrolment: SeedEnrolment): Promise<string> {
      const paidAt = purchase.enrolledAt;
      if (purchase.amount === 0) {
        const [row] = await db
          .insert(orders)
          .values({ ...purchase, provider: 'free', status: 'paid', paidAt, createdAt: paidAt, updatedAt: paidAt })
          .returning({ id: orders.id });
        return defined(row).id;
      }
      const provider: Provider = enrolment.paidWith ?? 'paymob';
      const createdAt = new Date(paidAt.getTime() - (provider === 'fawry' ? 5 * HOUR_MS : 3 * MINUTE_MS));
      if (enrolment.paidTwice) await this.paidTwice(purchase, provider === 'fawry' ? 'paymob' : 'fawry', createdAt);
      const [row] = await db
        .insert(orders)
        .values({ ...providerOrder(purchase, provider, createdAt), status: 'paid', paidAt, updatedAt: paidAt })
        .returning({ id: orders.id });
      return defined(row).id;
    },

    /**
     * The checkout the paying one replaced (started 10 minutes before it, with the other
     * provider), whose payment came after the enrolment: a Fawry reference paid at a kiosk the next
     * day, or a Paymob card page left open in another tab. Owed back, never a second enrolment.
     */
    async paidTwice(purchase: DemoPurchase, provider: Provider, replacedAt: Date): Promise<void> {
      const createdAt = new Date(replacedAt.getTime() - 10 * MINUTE_MS);
      const paidAt = new Date(purchase.enrolledAt.getTime() + (provider === 'fawry' ? 22 * HOUR_MS : 5 * MINUTE_MS));
      await db
        .insert(orders)
        .values({ ...providerOrder(purchase, provider, createdAt), status: 'refund_due', paidAt, updatedAt: paidAt });
    },
  };
}
