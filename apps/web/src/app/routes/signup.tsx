import { PageTitle } from '@/components/ui/page-title';
import { useTranslation } from '@/lib/use-translation';

export default function SignupRoute() {
  const { t } = useTranslation('auth');
  return <PageTitle title={t('signup.title')} />;
}
