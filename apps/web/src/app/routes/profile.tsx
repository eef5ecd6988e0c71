import { PageTitle } from '@/components/ui/page-title';
import { useTranslation } from '@/lib/use-translation';

export default function ProfileRoute() {
  const { t } = useTranslation('pages');
  return <PageTitle title={t('profile.title')} />;
}
