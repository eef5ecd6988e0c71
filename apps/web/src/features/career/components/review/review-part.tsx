import type { TLanguage, TReviewPart } from '@masar/contracts';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

/**
 * One of the four parts (grammar, ATS compatibility, content relevance, achievements/metrics):
 * its score out of 25 and every deduction with the line it came from, why, and how to fix it.
 */
export function ReviewPart({ part, cvLanguage }: { part: TReviewPart; cvLanguage: TLanguage }) {
  const { t, i18n } = useTranslation('career');
  const n = (value: number) => formatNumber(value, i18n.language, { maximumFractionDigits: 1 });
  const titleId = `review-part-${part.part}`;
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-line bg-surface shadow-card">
      <div className="flex items-center gap-4 p-5">
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-bold text-ink">
            {t(`review.parts.${part.part}.title`)}
          </h3>
          <p className="text-sm text-muted">{t(`review.parts.${part.part}.about`)}</p>
          <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-line">
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${(part.score / part.max) * 100}%` }} />
          </div>
        </div>
        <p className="shrink-0 text-end">
          <span className="text-xl font-bold text-ink">
            {t('review.score.outOf', { score: n(part.score), max: n(part.max) })}
          </span>
          <span className="block text-xs text-muted">
            {t('review.deductionCount', { count: part.deductions.length, n: n(part.deductions.length) })}
          </span>
        </p>
      </div>
      {part.deductions.length === 0 ? (
        <p className="border-t border-line p-5 text-success">{t('review.noDeductions')}</p>
      ) : (
        <ul className="divide-y divide-line border-t border-line">
          {part.deductions.map((d, i) => (
            <li key={`${d.code}-${d.line ?? 'cv'}-${i}`} className="grid gap-2 p-5">
              <p className="flex items-start gap-3">
                <span className="shrink-0 rounded-full bg-danger/10 px-2 py-0.5 text-sm font-bold text-danger">
                  {t('review.points', { points: n(d.points) })}
                </span>
                <span className="font-semibold text-ink">{d.reason}</span>
              </p>
              {d.excerpt && (
                <figure className="ms-1 border-s-4 border-accent-300 bg-accent-50 px-3 py-2">
                  <figcaption className="text-xs font-semibold text-muted">
                    {d.line === null ? t('review.wholeCv') : t('review.line', { line: n(d.line) })}
                  </figcaption>
                  <blockquote lang={cvLanguage} dir="auto" className="text-sm text-ink">
                    {d.excerpt}
                  </blockquote>
                </figure>
              )}
              <p className="text-sm text-ink">
                <span className="font-semibold text-brand-800">{t('review.howToFix')} </span>
                {d.fix}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
