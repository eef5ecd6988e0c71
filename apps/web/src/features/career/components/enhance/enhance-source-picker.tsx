import { FileUp } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useResumes } from '../../api/get-resumes';
import { useReviews } from '../../api/get-reviews';

/** "Enhance CV" without a CV yet: review one by uploading it first, or pick a saved CV or a past review. */
export function EnhanceSourcePicker() {
  const { t, i18n } = useTranslation('career');
  const resumes = useResumes();
  const reviews = useReviews();
  const failure = resumes.error ?? reviews.error;
  return (
    <div className="grid gap-8">
      <section
        aria-labelledby="enhance-upload-title"
        className="grid gap-3 rounded-xl border border-line bg-surface p-6 shadow-card"
      >
        <h2 id="enhance-upload-title" className="text-lg font-bold text-ink">
          {t('enhance.pick.uploadTitle')}
        </h2>
        <p className="text-muted">{t('enhance.pick.uploadBody')}</p>
        <Link to={paths.careerReview.getHref()} className={buttonClasses('primary', 'md', 'justify-self-start')}>
          <FileUp aria-hidden="true" className="size-5" />
          {t('enhance.pick.uploadAction')}
        </Link>
      </section>
      {failure && <Notice tone="danger">{errorText(failure, 'generic')}</Notice>}
      <div className="grid gap-8 md:grid-cols-2">
        <section aria-labelledby="enhance-resumes-title" className="grid content-start gap-3">
          <h2 id="enhance-resumes-title" className="text-lg font-bold text-ink">
            {t('enhance.pick.resumesTitle')}
          </h2>
          {resumes.isPending ? (
            <StatusSpinner label={t('resumes.loading')} className="py-4" />
          ) : resumes.data?.length ? (
            <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
              {resumes.data.map((resume) => (
                <li key={resume._id} className="p-4">
                  <Link
                    to={paths.careerEnhance.getHref({ resumeId: resume._id })}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    <bdi>{resume.title}</bdi>
                  </Link>
                  <p className="text-sm text-muted">
                    {t('resumes.updated', { date: formatDate(resume.updatedAt, i18n.language) })}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">{t('enhance.pick.noResumes')}</p>
          )}
        </section>
        <section aria-labelledby="enhance-reviews-title" className="grid content-start gap-3">
          <h2 id="enhance-reviews-title" className="text-lg font-bold text-ink">
            {t('enhance.pick.reviewsTitle')}
          </h2>
          {reviews.isPending ? (
            <StatusSpinner label={t('review.pastLoading')} className="py-4" />
          ) : reviews.data?.length ? (
            <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
              {reviews.data.map((review) => (
                <li key={review._id} className="p-4">
                  <Link
                    to={paths.careerEnhance.getHref({ reviewId: review._id })}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    <bdi>{review.fileName}</bdi>
                  </Link>
                  <p className="text-sm text-muted">
                    {t('review.score.outOf', {
                      score: formatNumber(review.score, i18n.language),
                      max: formatNumber(100, i18n.language),
                    })}{' '}
                    · {formatDate(review.createdAt, i18n.language)}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">{t('review.pastEmpty')}</p>
          )}
        </section>
      </div>
    </div>
  );
}
