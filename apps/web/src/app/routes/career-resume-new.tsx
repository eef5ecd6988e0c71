import { PageTitle } from '@/components/ui/page-title';
import { useTranslation } from '@/lib/use-translation';

export default function CareerResumeNewRoute() {
  const { t } = useTranslation('career');
  return <PageTitle title={t('resumeNew.title')} />;
}
