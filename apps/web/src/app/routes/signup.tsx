import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';

export default function SignupRoute() {
  const { t } = useTranslation('auth');
  return <PageTitle title={t('signup.title')} />;
}
