import { PageTitle } from '@/components/ui/page-title';
import { useTranslation } from '@/lib/use-translation';

export default function PolicyRoute() {
  const { t } = useTranslation('pages');
  return <PageTitle title={t('policy.title')} />;
}
