import { PageTitle } from '@/components/ui/page-title';
import { useTranslation } from '@/lib/use-translation';

export default function CareerReviewRoute() {
  const { t } = useTranslation('career');
  return <PageTitle title={t('review.title')} />;
}
