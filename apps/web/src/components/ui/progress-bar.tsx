import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

/** A labelled progress bar (0-100) with its percentage written in the active language. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const { i18n } = useTranslation();
  const percent = formatNumber(value / 100, i18n.resolvedLanguage ?? 'ar', { style: 'percent' });
  return (
    <div>
      <div className="mb-1 flex justify-between gap-2 text-sm text-muted">
        <span>{label}</span>
        <span>{percent}</span>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-line"
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={percent}
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[inline-size]"
          style={{ inlineSize: `${value}%` }}
        />
      </div>
    </div>
  );
}
