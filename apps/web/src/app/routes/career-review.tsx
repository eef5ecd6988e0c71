import { useParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { PastReviews } from '@/features/career/components/review/past-reviews';
import { ReviewDetails } from '@/features/career/components/review/review-details';
import { ReviewUpload } from '@/features/career/components/review/review-upload';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

/** /career/review (upload, past reviews) and /career/reviews/:id (the score details). */
export default function CareerReviewRoute() {
  const { t } = useTranslation('career');
  const { id } = useParams();
  const title = id ? t('review.detailsTitle') : t('review.title');
  useDocumentTitle(title);
  return (
    <Container className="py-10 sm:py-12">
      <Heading level={1} className="mb-2">
        {title}
      </Heading>
      {!id && <p className="mb-8 max-w-3xl text-muted">{t('review.subtitle')}</p>}
      {id ? (
        <div className="mt-6">
          <ReviewDetails key={id} id={id} />
        </div>
      ) : (
        <div className="grid gap-10">
          <ReviewUpload />
          <PastReviews />
        </div>
      )}
    </Container>
  );
}
