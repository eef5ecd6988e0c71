import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/use-translation';
import { useOrder } from '../api/get-orders';
import { FawryPending } from './fawry-pending';
import { PaymentOutcome } from './payment-outcome';

/** /payment?order=: back from a provider's page; waits for its notification, then says how it went. */
export function OrderReturn({ orderId }: { orderId: string }) {
  const { t } = useTranslation('learning');
  const navigate = useNavigate();
  const order = useOrder(orderId, { pollWhilePending: true });
  const paid = order.data?.status === 'paid';

  useEffect(() => {
    if (paid) void navigate(paths.paymentSuccess.getHref(), { replace: true });
  }, [paid, navigate]);

  if (order.isPending || paid) return <StatusSpinner label={t('outcome.checking')} className="py-16" />;
  if (order.isError) return <Notice tone="danger">{errorText(order.error, 'generic')}</Notice>;
  const data = order.data;
  if (data.status === 'pending' && data.provider === 'fawry' && data.providerRef) {
    return (
      <FawryPending reference={{ referenceNumber: data.providerRef, expiresAt: '' }} courseTitle={data.courseTitle} />
    );
  }
  if (data.status === 'pending')
    return <StatusSpinner label={t('outcome.pending', { title: data.courseTitle })} showLabel className="py-16" />;
  return <PaymentOutcome order={data} />;
}
