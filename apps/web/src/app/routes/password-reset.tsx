import { PageTitle } from '@/components/ui/page-title';
import { useTranslation } from '@/lib/use-translation';

export default function PasswordResetRoute() {
  const { t } = useTranslation('auth');
  return <PageTitle title={t('passwordReset.title')} />;
}
