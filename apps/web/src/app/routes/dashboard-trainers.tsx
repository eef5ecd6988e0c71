import { Heading } from '@/components/ui/heading';
import { TrainersAdminPanel } from '@/features/trainers-admin/components/trainers-admin-panel';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

export default function DashboardTrainersRoute() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('trainers.title'));
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <Heading level={1}>{t('trainers.title')}</Heading>
        <p className="mt-2 text-muted">{t('trainers.subtitle')}</p>
      </div>
      <TrainersAdminPanel />
    </div>
  );
}
