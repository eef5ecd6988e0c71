import { PageTitle } from '@/components/ui/page-title';
import { useTranslation } from '@/lib/use-translation';

export default function LoginRoute() {
  const { t } = useTranslation('auth');
  return <PageTitle title={t('login.title')} />;
}
