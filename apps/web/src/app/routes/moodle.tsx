import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';

export default function MoodleRoute() {
  const { t } = useTranslation('pages');
  return <PageTitle title={t('moodle.title')} />;
}
