import { ShieldCheck } from 'lucide-react';
import { clsx } from 'clsx';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useSiteInfo } from '../api/get-site-info';

/**
 * The money-back promise, only when REFUND_WINDOW_DAYS is above 0 and with that number, so the
 * copy never contradicts the terms (PRODUCT.md section 4). Renders nothing otherwise.
 */
export function MoneyBack({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('catalog');
  const { data } = useSiteInfo();
  const days = data?.refundWindowDays ?? 0;
  if (days <= 0) return null;
  return (
    <p className={clsx('flex items-start gap-2 text-sm font-semibold text-success', className)}>
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {t('moneyBack', { count: days, days: formatNumber(days, i18n.resolvedLanguage ?? 'ar') })}
    </p>
  );
}
