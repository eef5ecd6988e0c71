import type { TOrder } from '@masar/contracts';
import { CreditCard } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/use-translation';
import { useConfirmTestPayment, useTestOrder } from '../api/test-gateway';
import { Amount } from './amount';
import { PaymentOutcome } from './payment-outcome';
import { TestCards } from './test-cards';

/**
 * The built-in test gateway's hosted-style card page (/payment?order=&gateway=test). It confirms
 * through the same signed webhook path as the real providers. Only a pending order gets the card
 * form: a closed one (reopened, paid in another tab) shows its state instead.
 */
export function TestGatewayPage({ orderId }: { orderId: string }) {
  const { t } = useTranslation('learning');
  const navigate = useNavigate();
  const page = useTestOrder(orderId);
  const confirm = useConfirmTestPayment(orderId);
  const [card, setCard] = useState('');
  const cardField = useRef<HTMLInputElement>(null);
  // "Pay" pressed with an empty field: it says what it needs rather than being disabled
  const [cardMissing, setCardMissing] = useState(false);
  const [result, setResult] = useState<TOrder | null>(null);
  // set synchronously: a double click's second event arrives before React disables the button
  const submitting = useRef(false);

  const submit = (cancel: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting.current) return;
    if (!cancel && !card.trim()) {
      setCardMissing(true);
      cardField.current?.focus();
      return;
    }
    submitting.current = true;
    confirm.mutate(
      { cardNumber: cancel && !card.trim() ? (page.data?.testCards.decline ?? '0000000000000000') : card, cancel },
      {
        onSuccess: (order) => {
          if (order.status === 'paid') void navigate(paths.paymentSuccess.getHref(), { replace: true });
          else setResult(order);
        },
        onError: (error) => {
          // closed meanwhile (another tab, the provider's answer): show what it is now
          if (isApiError(error) && error.status === 409) void page.refetch();
        },
        onSettled: () => {
          submitting.current = false;
        },
      },
    );
  };

  if (result) return <PaymentOutcome order={result} />;
  if (page.isPending) return <StatusSpinner label={t('gateway.loading')} className="py-16" />;
  if (page.isError) {
    return (
      <Notice tone="danger">
        {isApiError(page.error) && page.error.status === 404
          ? t('gateway.notPending')
          : errorText(page.error, 'generic')}
      </Notice>
    );
  }
  if (page.data.status !== 'pending') {
    return (
      <PaymentOutcome
        order={{
          status: page.data.status,
          courseId: page.data.courseId,
          courseTitle: page.data.courseTitle,
          provider: 'test',
        }}
      />
    );
  }
  const fieldError =
    (cardMissing && !card.trim()) || (isApiError(confirm.error) && confirm.error.status === 400)
      ? t('gateway.badCard')
      : undefined;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <form
        onSubmit={submit(false)}
        className="grid gap-5 rounded-xl border border-line bg-surface p-6 shadow-card"
        noValidate
      >
        <div className="flex items-center justify-between gap-3">
          <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
            <CreditCard aria-hidden="true" className="size-5 text-brand-700" />
            {t('gateway.title')}
          </h2>
          <span className="rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-700 ring-1 ring-accent-300">
            {t('checkout.testMode')}
          </span>
        </div>
        <p className="text-ink">
          <bdi className="font-semibold">{page.data.courseTitle}</bdi> —{' '}
          <Amount money={page.data.price} className="font-bold text-brand-800" />
        </p>
        <TextField
          ref={cardField}
          label={t('gateway.card')}
          value={card}
          onChange={(event) => setCard(event.target.value)}
          inputMode="numeric"
          autoComplete="cc-number"
          dir="ltr"
          error={fieldError}
        />
        {confirm.isError && !fieldError && !(isApiError(confirm.error) && confirm.error.status === 409) && (
          <Notice tone="danger">{errorText(confirm.error, 'generic')}</Notice>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={confirm.isPending} aria-busy={confirm.isPending || undefined}>
            {t('gateway.pay')}
          </Button>
          <Button variant="ghost" onClick={() => submit(true)()} disabled={confirm.isPending}>
            {t('gateway.cancel')}
          </Button>
        </div>
      </form>
      <TestCards
        cards={page.data.testCards}
        onUse={(cardNumber) => {
          setCard(cardNumber);
          cardField.current?.focus();
        }}
      />
    </div>
  );
}
