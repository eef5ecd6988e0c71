import { Heading } from '@/components/ui/heading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

export default function DashboardUsersRoute() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('users.title'));
  return <Heading level={1}>{t('users.title')}</Heading>;
}
