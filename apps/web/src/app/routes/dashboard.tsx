import { Heading } from '@/components/ui/heading';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

export default function DashboardRoute() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('overview.title'));
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <Heading level={1}>{t('overview.title')}</Heading>
        <p className="mt-2 text-muted">{t('overview.subtitle')}</p>
      </div>
      <DashboardOverview />
    </div>
  );
}
