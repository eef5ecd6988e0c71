import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';

export default function CourseOverviewRoute() {
  const { t } = useTranslation('pages');
  return <PageTitle title={t('courseOverview.title')} />;
}
