import { Heading } from '@/components/ui/heading';
import { MessagesPanel } from '@/features/forms-admin/components/messages-panel';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

export default function DashboardMessagesRoute() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('messages.title'));
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <Heading level={1}>{t('messages.title')}</Heading>
        <p className="mt-2 text-muted">{t('messages.subtitle')}</p>
      </div>
      <MessagesPanel />
    </div>
  );
}
