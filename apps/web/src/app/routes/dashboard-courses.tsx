import { Heading } from '@/components/ui/heading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

export default function DashboardCoursesRoute() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('courses.title'));
  return <Heading level={1}>{t('courses.title')}</Heading>;
}
