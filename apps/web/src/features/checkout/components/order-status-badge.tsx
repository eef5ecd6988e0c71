import type { TOrderStatus } from '@masar/contracts';
import { clsx } from 'clsx';
import { useTranslation } from '@/lib/use-translation';

const tones: Record<TOrderStatus, string> = {
  paid: 'bg-success/10 text-success ring-success/30',
  pending: 'bg-accent-50 text-accent-700 ring-accent-300',
  failed: 'bg-danger/10 text-danger ring-danger/30',
  cancelled: 'bg-canvas text-muted ring-line',
  refund_due: 'bg-danger/10 text-danger ring-danger/30',
  refunded: 'bg-canvas text-muted ring-line',
};

export function OrderStatusBadge({ status }: { status: TOrderStatus }) {
  const { t } = useTranslation('learning');
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[status],
      )}
    >
      {t(`orders.status.${status}`)}
    </span>
  );
}
