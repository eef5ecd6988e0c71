import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';

export default function CareerRoute() {
  const { t } = useTranslation('career');
  return <PageTitle title={t('getStarted.title')} />;
}
