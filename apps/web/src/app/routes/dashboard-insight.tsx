import { Heading } from '@/components/ui/heading';
import { InsightPage } from '@/features/insight/components/insight-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

export default function DashboardInsightRoute() {
  const { t } = useTranslation('insight');
  useDocumentTitle(t('title'));
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <div>
        <Heading level={1}>{t('title')}</Heading>
        <p className="mt-2 text-muted">{t('subtitle')}</p>
      </div>
      <InsightPage />
    </div>
  );
}
