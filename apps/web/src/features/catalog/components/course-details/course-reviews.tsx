import type { TCourseReview, TStarDistribution } from '@masar/contracts';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Heading } from '@/components/ui/heading';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-text';
import { formatNumber } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/use-translation';
import { REVIEWS_PAGE_SIZE, useCourseReviews } from '../../api/get-course-reviews';

const useLang = () => useTranslation('catalog').i18n.resolvedLanguage ?? 'ar';

function Stars({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  return (
    <span aria-hidden="true" className="flex">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={`${className} ${n <= Math.round(rating) ? 'fill-accent-400 text-accent-400' : 'text-line'}`}
        />
      ))}
    </span>
  );
}

/** One row per star count: the bar is drawn for the eye, the sentence read to a screen reader. */
function Distribution({ distribution, total }: { distribution: TStarDistribution; total: number }) {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  return (
    <ul aria-label={t('reviews.distribution')} className="grid flex-1 gap-2">
      {distribution.map(({ stars, count }) => {
        const share = total ? count / total : 0;
        const label = t('reviews.stars', { count: stars });
        const percent = formatNumber(share, lang, { style: 'percent' });
        return (
          <li key={stars} className="flex items-center gap-3 text-sm" data-stars={stars} data-count={count}>
            <span className="sr-only">
              {t('reviews.starRow', { stars: label, count: formatNumber(count, lang), percent })}
            </span>
            <span aria-hidden="true" className="w-20 shrink-0 whitespace-nowrap text-muted">
              {label}
            </span>
            <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-line">
              <span
                className="block h-full rounded-full bg-accent-400"
                style={{ inlineSize: `${Math.round(share * 100)}%` }}
              />
            </span>
            <span aria-hidden="true" className="w-10 shrink-0 text-end tabular-nums text-muted">
              {formatNumber(count, lang)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function ReviewItem({ review }: { review: TCourseReview }) {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  return (
    <li className="grid gap-2 border-b border-line py-4 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <bdi className="font-semibold text-ink">{review.author.name}</bdi>
        <Stars rating={review.rating} />
        <span className="sr-only">{t('reviews.rated', { rating: formatNumber(review.rating, lang) })}</span>
        <time dateTime={review.createdAt} className="text-sm text-muted">
          {formatDate(review.createdAt, lang)}
        </time>
      </div>
      {review.comment && (
        <p dir="auto" className="w-fit whitespace-pre-line text-ink">
          {review.comment}
        </p>
      )}
    </li>
  );
}

/** A further page of reviews, fetched when "more" asks for it. */
function ReviewsPage({ courseId, offset }: { courseId: string; offset: number }) {
  const { t } = useTranslation('catalog');
  const { data, isPending, isError, error } = useCourseReviews(courseId, offset);
  if (isPending)
    return (
      <li aria-busy="true">
        <span role="status" className="sr-only">
          {t('reviews.loading')}
        </span>
        <Skeleton className="my-4 h-16 w-full" />
      </li>
    );
  if (isError)
    return (
      <li>
        <Alert>{errorText(error, 'load.reviews')}</Alert>
      </li>
    );
  return data.items.map((review) => <ReviewItem key={review._id} review={review} />);
}

/** The course page's reviews: the average, how many gave each star count, and the reviews, newest first. */
export function CourseReviews({ courseId }: { courseId: string }) {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  const first = useCourseReviews(courseId);
  const [pages, setPages] = useState(1);

  let body;
  if (first.isPending) body = <Skeleton className="h-40 w-full" />;
  else if (first.isError) body = <Alert>{errorText(first.error, 'load.reviews')}</Alert>;
  else {
    const { rating, total, distribution, items } = first.data;
    const shown = Math.min(pages * REVIEWS_PAGE_SIZE, total);
    const average = formatNumber(rating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    body = (
      <>
        <div className="flex flex-col gap-6 rounded-xl border border-line bg-surface p-6 sm:flex-row sm:items-center">
          <div className="grid justify-items-center gap-1 sm:w-40">
            <p className="text-4xl font-bold text-ink" aria-hidden="true">
              {average}
            </p>
            <Stars rating={rating} className="size-5" />
            <p className="text-center text-sm text-muted">
              <span className="sr-only">
                {t('reviews.average')}: {t('reviews.outOfFive', { rating: average })}{' '}
              </span>
              {t('reviews.basedOn', { count: total })}
            </p>
          </div>
          <Distribution distribution={distribution} total={total} />
        </div>
        {total === 0 ? (
          <p className="mt-4 text-muted">{t('reviews.empty')}</p>
        ) : (
          <>
            <ul className="mt-2" aria-label={t('reviews.title')}>
              {items.map((review) => (
                <ReviewItem key={review._id} review={review} />
              ))}
              {Array.from({ length: pages - 1 }, (_, i) => (
                <ReviewsPage key={i} courseId={courseId} offset={(i + 1) * REVIEWS_PAGE_SIZE} />
              ))}
            </ul>
            <div className="mt-4 flex flex-wrap items-center gap-4">
              <p className="text-sm text-muted" aria-live="polite">
                {t('reviews.shown', { shown, total })}
              </p>
              {shown < total && (
                <Button variant="outline" size="sm" onClick={() => setPages(pages + 1)}>
                  {t('reviews.more')}
                </Button>
              )}
            </div>
          </>
        )}
      </>
    );
  }

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-20">
      <Heading id="reviews-title" className="mb-5">
        {t('reviews.title')}
      </Heading>
      {body}
    </section>
  );
}
