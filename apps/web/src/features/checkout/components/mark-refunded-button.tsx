import type { TAdminOrder } from '@masar/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useMarkRefunded } from '../api/mark-refunded';

/** An admin says a refund-due payment has been given back (in the provider's dashboard). */
export function MarkRefundedButton({ order }: { order: Pick<TAdminOrder, '_id' | 'courseTitle' | 'buyer'> }) {
  const { t } = useTranslation('learning');
  const mark = useMarkRefunded();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setAsking(true)} disabled={mark.isPending}>
        {t('adminOrders.markRefunded')}
        <span className="sr-only"> — {order.courseTitle}</span>
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('adminOrders.markRefunded')}
        confirmLabel={t('adminOrders.markRefunded')}
        cancelLabel={t('adminOrders.cancel')}
        loading={mark.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          mark.mutate(order._id, {
            onSuccess: () => {
              notify('success', t('adminOrders.markedRefunded'));
              setAsking(false);
            },
            onError: (error) => notify('error', errorText(error, 'generic')),
          })
        }
      >
        {t('adminOrders.confirmRefunded', { title: order.courseTitle, name: order.buyer.name })}
      </ConfirmDialog>
    </>
  );
}
