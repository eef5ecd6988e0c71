import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionButton } from '@/components/ui/action-button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useDeleteReview } from '../../api/delete-review';
import { useReviews } from '../../api/get-reviews';
import type { TReviewListItem } from '../../api/types';

/** The learner's past reviews, newest first: reopen one, or delete it. */
export function PastReviews() {
  const { t, i18n } = useTranslation('career');
  const reviews = useReviews();
  const remove = useDeleteReview();
  const [toDelete, setToDelete] = useState<TReviewListItem | null>(null);
  return (
    <section aria-labelledby="past-reviews-title" className="grid gap-4">
      <h2 id="past-reviews-title" className="text-xl font-bold text-ink">
        {t('review.pastTitle')}
      </h2>
      {reviews.isPending ? (
        <StatusSpinner label={t('review.pastLoading')} className="py-6" />
      ) : reviews.isError ? (
        <Notice tone="danger">{errorText(reviews.error, 'generic')}</Notice>
      ) : reviews.data.length === 0 ? (
        <p className="text-muted">{t('review.pastEmpty')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
          {reviews.data.map((review) => (
            <li key={review._id} className="flex flex-wrap items-center gap-4 p-4">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-lg font-bold text-brand-800">
                {formatNumber(review.score, i18n.language)}
              </span>
              <div className="min-w-0 flex-1">
                <Link
                  to={paths.careerReviewDetails.getHref(review._id)}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  <bdi>{review.fileName}</bdi>
                  <span className="sr-only">
                    {' '}
                    ·{' '}
                    {t('review.score.outOf', {
                      score: formatNumber(review.score, i18n.language),
                      max: formatNumber(100, i18n.language),
                    })}
                  </span>
                </Link>
                <p className="text-sm text-muted">
                  {formatDate(review.createdAt, i18n.language)}
                  {review.industry && ` · ${t(`industries.${review.industry}`)}`}
                  {review.level && ` · ${t(`levels.${review.level}`)}`}
                </p>
              </div>
              <ActionButton
                size="sm"
                variant="ghost"
                className="text-danger"
                aria-label={t('review.deleteOf', { name: review.fileName })}
                onClick={() => setToDelete(review)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('actions.delete')}
              </ActionButton>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('review.deleteTitle')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        tone="danger"
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete._id, {
            onSuccess: () => setToDelete(null),
            onError: (error) => notify('error', errorText(error, 'generic')),
          })
        }
      >
        {toDelete && t('review.deleteBody', { name: toDelete.fileName })}
      </ConfirmDialog>
    </section>
  );
}
