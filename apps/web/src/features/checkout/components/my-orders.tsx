import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';
import { useOrders } from '../api/get-orders';
import { Amount } from './amount';
import { OrderStatusBadge } from './order-status-badge';

/** /orders: the learner's orders, newest first, each with its receipt. */
export function MyOrders() {
  const { t, i18n } = useTranslation('learning');
  const orders = useOrders();
  const lang = i18n.resolvedLanguage ?? 'ar';
  useDocumentTitle(t('orders.title'));

  return (
    <Container className="grid gap-6 py-10">
      <Heading level={1}>{t('orders.title')}</Heading>
      {orders.isPending ? (
        <StatusSpinner label={t('orders.loading')} className="py-12" />
      ) : orders.isError ? (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger/5 p-4 text-danger">
          {errorText(orders.error, 'generic')}
        </p>
      ) : orders.data.length === 0 ? (
        <p className="text-muted">{t('orders.empty')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
          {orders.data.map((order) => (
            <li key={order._id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="grid gap-1">
                <bdi className="font-semibold text-ink">{order.courseTitle}</bdi>
                <span className="text-sm text-muted">{formatDate(order.createdAt, lang)}</span>
                {order.status === 'refund_due' && (
                  <span className="text-sm text-danger">{t('orders.refundDueNote')}</span>
                )}
                {order.status === 'refunded' && <span className="text-sm text-muted">{t('orders.refundedNote')}</span>}
              </div>
              <div className="flex flex-wrap items-center gap-3">
                <Amount money={order.price} className="font-semibold text-ink" freeLabel={t('checkout.free')} />
                <OrderStatusBadge status={order.status} />
                <Link to={paths.order.getHref(order._id)} className="text-sm font-semibold text-brand-700 underline">
                  {t('orders.receipt')}
                  <span className="sr-only"> — {order.courseTitle}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
