import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

/** The score as a ring; its text says the same for screen readers. */
export function ScoreDial({ score }: { score: number }) {
  const { t, i18n } = useTranslation('career');
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const filled = (Math.max(0, Math.min(100, score)) / 100) * circumference;
  const tone = score >= 75 ? 'text-success' : score >= 50 ? 'text-accent-500' : 'text-danger';
  return (
    <div className="relative size-36 shrink-0">
      <svg viewBox="0 0 120 120" aria-hidden="true" className="size-full -rotate-90">
        <circle cx="60" cy="60" r={radius} fill="none" strokeWidth="12" className="stroke-line" />
        <circle
          cx="60"
          cy="60"
          r={radius}
          fill="none"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${circumference}`}
          className={`stroke-current ${tone}`}
        />
      </svg>
      <p className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="text-4xl font-bold text-ink">{formatNumber(score, i18n.language)}</span>
        <span className="text-sm text-muted">
          {t('review.score.ofHundred', { max: formatNumber(100, i18n.language) })}
        </span>
      </p>
    </div>
  );
}
