import { Heading } from '@/components/ui/heading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

export default function DashboardRoute() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('overview.title'));
  return <Heading level={1}>{t('overview.title')}</Heading>;
}
