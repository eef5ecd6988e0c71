import { Heading } from '@/components/ui/heading';
import { UsersAdminPanel } from '@/features/users-admin/components/users-admin-panel';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

export default function DashboardUsersRoute() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('users.title'));
  return (
    <div className="grid gap-6">
      <div>
        <Heading level={1}>{t('users.title')}</Heading>
        <p className="mt-2 text-muted">{t('users.subtitle')}</p>
      </div>
      <UsersAdminPanel />
    </div>
  );
}
