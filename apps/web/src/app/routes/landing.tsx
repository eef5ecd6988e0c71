import { PageTitle } from '@/components/ui/page-title';
import { useTranslation } from '@/lib/use-translation';

export default function LandingRoute() {
  const { t } = useTranslation('pages');
  return <PageTitle title={t('landing.title')} />;
}
