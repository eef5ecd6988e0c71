import { useTranslation } from 'react-i18next';
import { Heading } from '@/components/ui/heading';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function DashboardRoute() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('overview.title'));
  return <Heading level={1}>{t('overview.title')}</Heading>;
}
