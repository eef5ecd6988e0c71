import { useTranslation } from 'react-i18next';
import { Heading } from '@/components/ui/heading';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function DashboardTrainersRoute() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('trainers.title'));
  return <Heading level={1}>{t('trainers.title')}</Heading>;
}
