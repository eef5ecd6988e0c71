import { PEER_AVERAGE_MIN_REVIEWS, type TReview } from '@masar/contracts';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

/** "Your score" against the real average over all reviews, and the peers' when there are enough. */
export function ScoreComparison({ review }: { review: TReview }) {
  const { t, i18n } = useTranslation('career');
  const n = (value: number) => formatNumber(value, i18n.language, { maximumFractionDigits: 0 });
  const { overall, peer } = review.average;
  const rows: { key: string; label: string; value: number; className: string }[] = [
    { key: 'you', label: t('review.score.you'), value: review.score, className: 'bg-brand-600' },
  ];
  if (overall.score !== null)
    rows.push({ key: 'overall', label: t('review.score.average'), value: overall.score, className: 'bg-muted/60' });
  if (peer?.enough && peer.score !== null) {
    rows.push({
      key: 'peer',
      label: t('review.score.peerAverage', {
        industry: t(`industries.${peer.industry}`),
        level: t(`levels.${peer.level}`),
      }),
      value: peer.score,
      className: 'bg-accent-500',
    });
  }
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">
        {rows.map((row) => (
          <li key={row.key} className="grid gap-1">
            <p className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-semibold text-ink">{row.label}</span>
              <span className="font-bold text-ink">
                {t('review.score.outOf', { score: n(row.value), max: n(100) })}
              </span>
            </p>
            <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-line">
              <div
                className={`h-full rounded-full ${row.className}`}
                style={{ width: `${Math.max(0, Math.min(100, row.value))}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">
        {overall.score === null
          ? t('review.score.noAverage')
          : t('review.score.averageBasis', { count: overall.count, n: n(overall.count) })}
      </p>
      {peer && !peer.enough && (
        <p className="text-sm text-muted">
          {t('review.score.peerNotEnough', {
            industry: t(`industries.${peer.industry}`),
            level: t(`levels.${peer.level}`),
            count: n(peer.count),
            min: n(PEER_AVERAGE_MIN_REVIEWS),
          })}
        </p>
      )}
      {!peer && <p className="text-sm text-muted">{t('review.score.peerHint')}</p>}
    </div>
  );
}
