import type { TReview } from '@masar/contracts';
import { FileUp, Radar, WandSparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useReview } from '../../api/get-review';
import { isNotFound } from '../../api/retry';
import { JobMatchPanel } from './job-match-panel';
import { ReviewPart } from './review-part';
import { ScoreComparison } from './score-comparison';
import { ScoreDial } from './score-dial';

/** The score details of one review (SPEC sections 3-4), with "Enhance with AI". */
export function ReviewDetails({ id }: { id: string }) {
  const { t } = useTranslation('career');
  const review = useReview(id);
  if (review.isPending) return <StatusSpinner label={t('review.loading')} showLabel className="py-16" />;
  if (review.isError) {
    return (
      <Notice tone="danger">
        <p>{isNotFound(review.error) ? t('review.notFound') : errorText(review.error, 'generic')}</p>
        <Link to={paths.careerReview.getHref()} className="mt-2 inline-block font-semibold underline">
          {t('review.uploadAnother')}
        </Link>
      </Notice>
    );
  }
  return <ScoreDetails review={review.data} />;
}

export function ScoreDetails({ review }: { review: TReview }) {
  const { t, i18n } = useTranslation('career');
  const lost = review.parts.reduce((sum, part) => sum + part.deductions.length, 0);
  return (
    <div className="grid gap-8">
      <section
        aria-labelledby="review-score-title"
        className="grid gap-6 rounded-xl border border-line bg-surface p-6 shadow-card md:grid-cols-[auto_minmax(0,1fr)] md:items-center"
      >
        <ScoreDial score={review.score} />
        <div className="grid gap-4">
          <div>
            <h2 id="review-score-title" className="text-2xl font-bold text-ink">
              {t('review.score.title', {
                score: formatNumber(review.score, i18n.language),
                max: formatNumber(100, i18n.language),
              })}
            </h2>
            <p className="text-sm text-muted">
              <bdi>{review.fileName}</bdi> · {formatDate(review.createdAt, i18n.language)} ·{' '}
              {t(`cvLanguage.${review.parsed.language}`)}
            </p>
            {review.parsed.ocr ? (
              <p className="text-sm text-muted">
                {t('review.readByOcr', {
                  confidence: formatNumber(review.parsed.ocr.confidence / 100, i18n.language, { style: 'percent' }),
                })}
              </p>
            ) : null}
          </div>
          <ScoreComparison review={review} />
        </div>
      </section>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.careerEnhance.getHref({ reviewId: review._id })} className={buttonClasses('primary')}>
          <WandSparkles aria-hidden="true" className="size-5" />
          {t('review.enhance')}
        </Link>
        <Link
          to={`${paths.careerSkills.getHref()}?review=${encodeURIComponent(review._id)}`}
          className={buttonClasses('outline')}
        >
          <Radar aria-hidden="true" className="size-5" />
          {t('review.analyzeSkills')}
        </Link>
        <Link to={paths.careerReview.getHref()} className={buttonClasses('ghost')}>
          <FileUp aria-hidden="true" className="size-5" />
          {t('review.uploadAnother')}
        </Link>
      </div>
      <JobMatchPanel reviewId={review._id} />
      <section aria-labelledby="review-parts-title" className="grid gap-4">
        <div>
          <h2 id="review-parts-title" className="text-xl font-bold text-ink">
            {t('review.partsTitle')}
          </h2>
          <p className="text-sm text-muted">
            {t('review.partsSubtitle', { count: lost, n: formatNumber(lost, i18n.language) })}
          </p>
        </div>
        {review.parts.map((part) => (
          <ReviewPart key={part.part} part={part} cvLanguage={review.parsed.language} />
        ))}
      </section>
    </div>
  );
}
