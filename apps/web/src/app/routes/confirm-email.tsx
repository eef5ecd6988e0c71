import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';

export default function ConfirmEmailRoute() {
  const { t } = useTranslation('auth');
  return <PageTitle title={t('confirmEmail.title')} />;
}
