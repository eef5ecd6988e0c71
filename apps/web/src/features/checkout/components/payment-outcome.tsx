import type { TOrder } from '@masar/contracts';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/use-translation';

/** A failed or cancelled payment: said plainly, nothing enrolled, and the way to try again. */
export function PaymentOutcome({ order }: { order: Pick<TOrder, 'status' | 'courseId' | 'courseTitle'> }) {
  const { t } = useTranslation('learning');
  return (
    <div className="grid max-w-2xl justify-items-start gap-4">
      <Notice tone={order.status === 'paid' ? 'success' : order.status === 'pending' ? 'info' : 'danger'}>
        <p className="font-semibold">{t(`outcome.${order.status}`, { title: order.courseTitle })}</p>
        {(order.status === 'failed' || order.status === 'cancelled') && <p className="mt-1">{t('outcome.notEnrolled')}</p>}
      </Notice>
      {order.status === 'paid' ? (
        <Link to={paths.courseOverview.getHref(order.courseId)} className={buttonClasses('primary')}>
          {t('checkout.goToCourse')}
        </Link>
      ) : order.status !== 'pending' ? (
        <Link to={paths.payment.getHref(order.courseId)} className={buttonClasses('primary')}>
          {t('outcome.retry')}
        </Link>
      ) : null}
    </div>
  );
}
