import type { TOrder } from '@masar/contracts';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/use-translation';
import { RetryPayment } from './retry-payment';

type TOutcomeOrder = Pick<TOrder, 'status' | 'courseId' | 'courseTitle' | 'provider'>;

const tone = (status: TOrder['status']) =>
  status === 'paid' || status === 'refunded' ? 'success' : status === 'pending' ? 'info' : 'danger';

/**
 * An order's state, said plainly, and the one next step: the course when it is owned, a fresh
 * checkout after a declined or cancelled payment.
 */
export function PaymentOutcome({ order }: { order: TOutcomeOrder }) {
  const { t } = useTranslation('learning');
  const closedUnpaid = order.status === 'failed' || order.status === 'cancelled';
  const owned = order.status === 'paid' || order.status === 'refund_due' || order.status === 'refunded';
  return (
    <div className="grid max-w-2xl justify-items-start gap-4">
      <Notice tone={tone(order.status)}>
        <p className="font-semibold">{t(`outcome.${order.status}`, { title: order.courseTitle })}</p>
        {closedUnpaid && <p className="mt-1">{t('outcome.notEnrolled')}</p>}
        {order.status === 'refund_due' && <p className="mt-1">{t('outcome.refundDueHint')}</p>}
      </Notice>
      {owned ? (
        <Link to={paths.courseOverview.getHref(order.courseId)} className={buttonClasses('primary')}>
          {t('checkout.goToCourse')}
        </Link>
      ) : closedUnpaid ? (
        <RetryPayment courseId={order.courseId} provider={order.provider} />
      ) : null}
    </div>
  );
}
