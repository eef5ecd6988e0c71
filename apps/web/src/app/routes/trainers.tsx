import { PageTitle } from '@/components/ui/page-title';
import { useTranslation } from '@/lib/use-translation';

export default function TrainersRoute() {
  const { t } = useTranslation('pages');
  return <PageTitle title={t('trainers.title')} />;
}
