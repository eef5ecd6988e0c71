import { Heading } from '@/components/ui/heading';
import { FailedJobsPanel } from '@/features/jobs-admin/components/failed-jobs-panel';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

export default function DashboardJobsRoute() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('jobs.title'));
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <Heading level={1}>{t('jobs.title')}</Heading>
        <p className="mt-2 text-muted">{t('jobs.subtitle')}</p>
      </div>
      <FailedJobsPanel />
    </div>
  );
}
