import type { TOrderReceipt } from '@masar/contracts';
import type { Config } from '#src/config/config';
import { toOrder, type OrdersRepository } from './orders-repository';
import { receiptNumberOf } from './payment-mail';

/** An order with what its printable receipt shows, and whose it is. */
export async function orderReceipt(
  deps: { orders: OrdersRepository; config: Config },
  orderId: string,
): Promise<{ userId: string; receipt: TOrderReceipt } | null> {
  const { config } = deps;
  const row = await deps.orders.withBuyer(orderId);
  if (!row) return null;
  return {
    userId: row.userId,
    receipt: {
      ...toOrder(row),
      receiptNumber: receiptNumberOf(row._id),
      buyer: { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
      seller: { name: 'Masar', email: config.supportEmail ?? config.mailFrom.replace(/^.*<([^>]+)>.*$/, '$1') },
      refundWindowDays: config.refundWindowDays,
    },
  };
}
