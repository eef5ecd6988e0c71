import { PageTitle } from '@/components/ui/page-title';
import { useTranslation } from '@/lib/use-translation';

export default function CareerResumeRoute() {
  const { t } = useTranslation('career');
  return <PageTitle title={t('resume.title')} />;
}
