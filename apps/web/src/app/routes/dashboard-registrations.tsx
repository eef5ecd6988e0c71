import { Heading } from '@/components/ui/heading';
import { RegistrationsPanel } from '@/features/forms-admin/components/registrations-panel';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

export default function DashboardRegistrationsRoute() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('registrations.title'));
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <Heading level={1}>{t('registrations.title')}</Heading>
        <p className="mt-2 text-muted">{t('registrations.subtitle')}</p>
      </div>
      <RegistrationsPanel />
    </div>
  );
}
