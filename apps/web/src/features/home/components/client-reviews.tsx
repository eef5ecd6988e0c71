import { Quote, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useClientReviews } from '../api/get-client-reviews';

/** Real reviews by learners; the whole block stays out of the page while there are none. */
export function ClientReviews() {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.resolvedLanguage ?? 'ar';
  const { data } = useClientReviews();
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="reviews-title" className="bg-brand-50 py-14">
      <Container>
        <Heading id="reviews-title" className="mb-2">
          {t('reviews.title')}
        </Heading>
        <p className="mb-8 text-muted">{t('reviews.subtitle')}</p>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {data.slice(0, 6).map((review) => (
            <li key={review._id}>
              <figure className="flex h-full flex-col gap-4 rounded-xl bg-surface p-6 shadow-card">
                <p
                  className="flex items-center gap-0.5"
                  role="img"
                  aria-label={t('reviews.stars', { count: review.rating, rating: formatNumber(review.rating, lang) })}
                >
                  {Array.from({ length: 5 }, (_, i) => (
                    <Star
                      key={i}
                      aria-hidden="true"
                      className={i < review.rating ? 'size-4 fill-accent-400 text-accent-400' : 'size-4 text-line'}
                    />
                  ))}
                </p>
                <blockquote className="flex-1 leading-relaxed text-ink">
                  <Quote aria-hidden="true" className="mb-2 size-5 text-brand-300 rtl:-scale-x-100" />
                  <p dir="auto" className="w-fit">
                    {review.comment}
                  </p>
                </blockquote>
                <figcaption className="text-sm">
                  <bdi className="font-bold text-ink">{review.learnerName}</bdi>
                  <span className="block text-muted">
                    <Link
                      to={paths.courseDetails.getHref(review.course._id)}
                      dir="auto"
                      className="text-brand-700 hover:underline"
                    >
                      {review.course.title}
                    </Link>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
