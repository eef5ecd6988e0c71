import { PageTitle } from '@/components/ui/page-title';
import { useTranslation } from '@/lib/use-translation';

export default function UserCoursesRoute() {
  const { t } = useTranslation('pages');
  return <PageTitle title={t('userCourses.title')} />;
}
