import type { TInsightBucket, TInsightRangeName } from '@masar/contracts/insight';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { BUCKETS, RANGE_NAMES, type TRangeChoice } from '../lib/range';

type TRangePickerProps = { value: TRangeChoice; onChange: (next: TRangeChoice) => void };

const fieldClass =
  'h-10 rounded-lg border border-line bg-surface px-3 text-sm text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

/** The range (last 7/30/90 days, 12 months, or from–to) and how to group it, kept in the URL. */
export function RangePicker({ value, onChange }: TRangePickerProps) {
  const { t } = useTranslation('insight');
  const [custom, setCustom] = useState({ from: value.from ?? '', to: value.to ?? '' });
  const [showCustom, setShowCustom] = useState(value.range === 'custom');

  const pickRange = (range: TInsightRangeName) => {
    if (range === 'custom') return setShowCustom(true);
    setShowCustom(false);
    onChange({ range, bucket: value.bucket });
  };
  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    if (custom.from && custom.to) onChange({ range: 'custom', from: custom.from, to: custom.to, bucket: value.bucket });
  };

  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-surface p-3 shadow-card">
      <label className="grid gap-1 text-sm font-semibold text-ink">
        {t('range.label')}
        <select
          className={fieldClass}
          value={showCustom ? 'custom' : value.range}
          onChange={(event) => pickRange(event.target.value as TInsightRangeName)}
          data-testid="insight-range"
        >
          {RANGE_NAMES.map((name) => (
            <option key={name} value={name}>
              {t(`range.${name}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm font-semibold text-ink">
        {t('range.bucket')}
        <select
          className={fieldClass}
          value={value.bucket ?? ''}
          onChange={(event) =>
            onChange({ ...value, bucket: (event.target.value || undefined) as TInsightBucket | undefined })
          }
        >
          <option value="">{t('range.auto')}</option>
          {BUCKETS.map((bucket) => (
            <option key={bucket} value={bucket}>
              {t(`range.${bucket}`)}
            </option>
          ))}
        </select>
      </label>
      {showCustom && (
        <form className="flex flex-wrap items-end gap-3" onSubmit={applyCustom}>
          <label className="grid gap-1 text-sm font-semibold text-ink">
            {t('range.from')}
            <input
              type="date"
              required
              className={fieldClass}
              value={custom.from}
              max={custom.to || undefined}
              onChange={(event) => setCustom((c) => ({ ...c, from: event.target.value }))}
            />
          </label>
          <label className="grid gap-1 text-sm font-semibold text-ink">
            {t('range.to')}
            <input
              type="date"
              required
              className={fieldClass}
              value={custom.to}
              min={custom.from || undefined}
              onChange={(event) => setCustom((c) => ({ ...c, to: event.target.value }))}
            />
          </label>
          <button
            type="submit"
            className="h-10 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('range.apply')}
          </button>
        </form>
      )}
    </div>
  );
}
