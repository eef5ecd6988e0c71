import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { changeFrom } from '../lib/range';
import { percent } from '../lib/formats';

/** One figure of the range with its change from the previous period. */
export function Figure({
  label,
  value,
  current,
  previous,
  note,
}: {
  label: string;
  value: ReactNode;
  current?: number;
  previous?: number;
  note?: string;
}) {
  const { t, i18n } = useTranslation('insight');
  const change = current === undefined || previous === undefined ? undefined : changeFrom(previous, current);
  let changeText: string | undefined;
  if (change === null) changeText = t('change.new');
  else if (change === 0) changeText = t('change.same');
  else if (change !== undefined)
    changeText = t(change > 0 ? 'change.up' : 'change.down', {
      percent: percent(Math.abs(change) * 100, i18n.language),
    });
  return (
    <li className="rounded-xl border border-line bg-surface p-4 shadow-card">
      <p className="text-sm font-semibold text-muted">{label}</p>
      <p className="mt-1 text-2xl font-bold text-ink">{value}</p>
      {changeText && (
        <p className={change && change < 0 ? 'mt-1 text-sm text-danger' : 'mt-1 text-sm text-brand-800'}>
          {changeText}
        </p>
      )}
      {note && <p className="mt-1 text-sm text-muted">{note}</p>}
    </li>
  );
}

/** A titled section of the insight page with its CSV button. */
export function Section({
  id,
  title,
  action,
  children,
  note,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  note?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="grid min-w-0 grid-cols-1 gap-4 rounded-xl border border-line bg-surface p-4 shadow-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-bold text-ink">
            {title}
          </h2>
          {note && <p className="mt-1 text-sm text-muted">{note}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
