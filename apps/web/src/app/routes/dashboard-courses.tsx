import { useTranslation } from 'react-i18next';
import { Heading } from '@/components/ui/heading';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function DashboardCoursesRoute() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('courses.title'));
  return <Heading level={1}>{t('courses.title')}</Heading>;
}
