import type { TOrderProvider } from '@masar/contracts';
import { RotateCcw } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/use-translation';
import { useStartCheckout } from '../api/start-checkout';
import { useFollowCheckout } from '../hooks/use-follow-checkout';

/**
 * "Try again" after a declined or cancelled payment: a fresh checkout with the same method, at
 * once; Fawry needs the payer's mobile again, so it goes back to the checkout form. Another method
 * is always one link away.
 */
export function RetryPayment({ courseId, provider }: { courseId: string; provider: TOrderProvider }) {
  const { t } = useTranslation('learning');
  const checkout = useStartCheckout();
  const follow = useFollowCheckout();
  const busy = useRef(false);
  const checkoutForm = paths.payment.getHref(courseId);

  if (provider === 'fawry' || provider === 'free') {
    return (
      <Link to={checkoutForm} className={buttonClasses('primary')}>
        {t('outcome.retry')}
      </Link>
    );
  }

  const retry = () => {
    // a double click must not start two checkouts (the server would answer the same order anyway)
    if (busy.current) return;
    busy.current = true;
    checkout.mutate(
      { courseId, provider },
      {
        onSuccess: (answer) => void follow(answer),
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  };

  return (
    <div className="grid justify-items-start gap-3">
      {checkout.isError && <Notice tone="danger">{errorText(checkout.error, 'generic')}</Notice>}
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={retry} disabled={checkout.isPending} aria-busy={checkout.isPending || undefined}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('outcome.retry')}
        </Button>
        <Link to={checkoutForm} className="font-semibold text-brand-700 underline">
          {t('outcome.otherMethod')}
        </Link>
      </div>
    </div>
  );
}
