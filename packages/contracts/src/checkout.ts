import { z } from 'zod';
import { ZMoney } from './courses';
import { ZOptionalEgyptMobile } from './phone';
import { VALIDATION } from './validation';

export const PAYMENT_PROVIDERS = ['test', 'paymob', 'fawry', 'stripe'] as const;
export const ZPaymentProvider = z.enum(PAYMENT_PROVIDERS);
export type TPaymentProvider = z.infer<typeof ZPaymentProvider>;

/** An order's provider: a payment provider, or `free` for a free course's enrolment. */
export const ZOrderProvider = z.enum([...PAYMENT_PROVIDERS, 'free']);
export type TOrderProvider = z.infer<typeof ZOrderProvider>;

/**
 * `refund_due`: a provider took money for a course the learner already owned (a replaced order's
 * late payment, a kiosk payment after a card payment): recorded, owed back, never an enrolment.
 * `refunded`: an admin has given it back.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'refund_due', 'refunded'] as const;
export const ZOrderStatus = z.enum(ORDER_STATUSES);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

/**
 * GET /payments/providers: the configured providers. The default is the first real one (Paymob,
 * Fawry, Stripe); the built-in `test` gateway (in test mode) is the default only when it is alone.
 */
export const ZPaymentProviderInfo = z.object({
  id: ZPaymentProvider,
  testMode: z.boolean(),
  isDefault: z.boolean(),
  /** what the learner pays with: card, wallet, kiosk reference */
  methods: z.array(z.enum(['card', 'wallet', 'kiosk'])),
});
export type TPaymentProviderInfo = z.infer<typeof ZPaymentProviderInfo>;
export const ZPaymentProviderList = z.array(ZPaymentProviderInfo);

/**
 * POST /checkout: buy exactly one course (PRODUCT.md section 4). `provider` unset: the default
 * provider (GET /payments/providers). `phone` is the payer's Egyptian mobile number (normalized to
 * 01XXXXXXXXX): required for Fawry, which texts the reference code to it; Paymob gets it as the
 * billing phone when given.
 */
export const ZCheckoutRequest = z
  .object({
    courseId: z.uuid(),
    provider: ZPaymentProvider.optional(),
    phone: ZOptionalEgyptMobile,
  })
  .superRefine((body, ctx) => {
    if (body.provider === 'fawry' && body.phone === undefined)
      ctx.addIssue({ code: 'custom', path: ['phone'], message: VALIDATION.mobileRequired });
  });
export type TCheckoutRequest = z.input<typeof ZCheckoutRequest>;
export type TCheckoutOrder = z.output<typeof ZCheckoutRequest>;

/**
 * A free course answers `{status: 'paid', enrolled: true, redirectUrl: null}` at once.
 * A paid course answers a pending order and where to send the browser (the provider's page, or
 * the test gateway's card page `/payment?order={orderId}&gateway=test`). Fawry answers its
 * reference code and expiry instead of a page. A learner has at most one open order per course:
 * asking again answers that same order (same provider) or replaces it (another provider).
 */
export const ZCheckoutResponse = z.object({
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  enrolled: z.boolean(),
  redirectUrl: z.string().nullable(),
  fawry: z.object({ referenceNumber: z.string(), expiresAt: z.string() }).nullable(),
});
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;

/** GET /payments/test/orders/{id}: what the test gateway's hosted-style card page shows. */
export const ZTestGatewayPage = z.object({
  orderId: z.string(),
  courseId: z.string(),
  /** only a pending order can be paid: any other state is shown, not a card form */
  status: ZOrderStatus,
  courseTitle: z.string(),
  price: ZMoney,
  testMode: z.literal(true),
  /** card numbers the test gateway accepts / declines */
  testCards: z.object({ success: z.string(), decline: z.string() }),
});
export type TTestGatewayPage = z.infer<typeof ZTestGatewayPage>;

/** POST /payments/test/orders/{id}/confirm: the test card form; goes through the signed webhook path. */
export const ZTestGatewayConfirmRequest = z.object({
  cardNumber: z
    .string()
    .trim()
    .regex(/^[0-9 ]{12,23}$/),
  /** true when the learner pressed cancel on the card page */
  cancel: z.boolean().default(false),
});
export type TTestGatewayConfirmRequest = z.input<typeof ZTestGatewayConfirmRequest>;

export const ZOrder = z.object({
  _id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  price: ZMoney,
  provider: ZOrderProvider,
  providerRef: z.string().nullable(),
  status: ZOrderStatus,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;
export const ZOrderList = z.array(ZOrder);

/** GET /orders/{id}: the order plus what a printable receipt shows. */
export const ZOrderReceipt = ZOrder.extend({
  receiptNumber: z.string(),
  buyer: z.object({ name: z.string(), email: z.string() }),
  seller: z.object({ name: z.string(), email: z.string() }),
  refundWindowDays: z.number().int().nonnegative(),
});
export type TOrderReceipt = z.infer<typeof ZOrderReceipt>;

/** GET /admin/orders: filters; dates are inclusive ISO days (YYYY-MM-DD). Total rows in X-Total-Count. */
export const ZAdminOrderQuery = z.object({
  status: ZOrderStatus.optional(),
  provider: ZOrderProvider.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type TAdminOrderQuery = z.infer<typeof ZAdminOrderQuery>;
export const ZAdminOrder = ZOrder.extend({ buyer: z.object({ _id: z.string(), name: z.string(), email: z.string() }) });
export type TAdminOrder = z.infer<typeof ZAdminOrder>;
export const ZAdminOrderList = z.object({
  items: z.array(ZAdminOrder),
  total: z.number().int().nonnegative(),
  /** paid amounts of every matching order, by currency */
  totals: z.array(
    z.object({
      currency: z.string(),
      paidAmount: z.number().int(),
      paidCount: z.number().int(),
      count: z.number().int(),
      /** money taken for a course the learner already owned, still to give back */
      refundDueAmount: z.number().int(),
      refundDueCount: z.number().int(),
    }),
  ),
});
export type TAdminOrderList = z.infer<typeof ZAdminOrderList>;

/** POST /payments/webhooks/{provider}: providers get a small acknowledgement. */
export const ZWebhookAck = z.object({ received: z.literal(true) });
