import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/use-translation';

type TProps = { cards: { success: string; decline: string }; onUse: (cardNumber: string) => void };

/** 4242424242424242 → 4242 4242 4242 4242: sixteen digits in a row are hard to read and copy */
const grouped = (cardNumber: string) => cardNumber.replace(/\s/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');

/** The test gateway's two cards, one per row, each put into the card field by its "Use" button. */
export function TestCards({ cards, onUse }: TProps) {
  const { t } = useTranslation('learning');
  const titleId = useId();
  const rows = [
    { number: grouped(cards.success), label: t('gateway.payingCard'), use: t('gateway.usePaying') },
    { number: grouped(cards.decline), label: t('gateway.decliningCard'), use: t('gateway.useDeclining') },
  ];
  return (
    <section
      aria-labelledby={titleId}
      className="grid content-start gap-4 rounded-xl border border-brand-200 bg-brand-50 p-6"
    >
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {t('gateway.testCards')}
      </h2>
      <p className="text-sm text-brand-900">{t('gateway.hint')}</p>
      <ul className="grid gap-3">
        {rows.map((row) => (
          <li
            key={row.number}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border border-line bg-surface p-4"
          >
            <span className="grid gap-1">
              <span className="text-sm text-muted">{row.label}</span>
              {/* the paying card comes first: the journeys read it from the first .font-mono */}
              <span dir="ltr" className="font-mono text-base font-semibold tracking-wide text-ink">
                {row.number}
              </span>
            </span>
            <Button variant="outline" size="sm" aria-label={row.use} onClick={() => onUse(row.number)}>
              {t('gateway.use')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
