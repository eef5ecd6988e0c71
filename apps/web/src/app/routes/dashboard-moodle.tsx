import { Heading } from '@/components/ui/heading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

export default function DashboardMoodleRoute() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('moodle.title'));
  return <Heading level={1}>{t('moodle.title')}</Heading>;
}
