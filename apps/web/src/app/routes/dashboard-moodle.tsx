import { useTranslation } from 'react-i18next';
import { Heading } from '@/components/ui/heading';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function DashboardMoodleRoute() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('moodle.title'));
  return <Heading level={1}>{t('moodle.title')}</Heading>;
}
