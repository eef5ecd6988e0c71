import { Heading } from '@/components/ui/heading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

export default function DashboardTrainersRoute() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('trainers.title'));
  return <Heading level={1}>{t('trainers.title')}</Heading>;
}
