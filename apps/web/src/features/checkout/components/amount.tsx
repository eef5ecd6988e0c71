import type { TMoney } from '@masar/contracts';
import { formatPrice } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

/** Money as Intl writes it in the active language, isolated (<bdi>) from the text around it. */
export function Amount({ money, className, freeLabel }: { money: TMoney; className?: string; freeLabel?: string }) {
  const { i18n } = useTranslation();
  return (
    <span className={className} data-amount={money.amount} data-currency={money.currency}>
      {money.amount === 0 && freeLabel ? freeLabel : <bdi>{formatPrice(money, i18n.resolvedLanguage ?? 'ar')}</bdi>}
    </span>
  );
}
