import { Heading } from '@/components/ui/heading';
import { CertificatesAdminPanel } from '@/features/certificates-admin/components/certificates-admin-panel';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

export default function DashboardCertificatesRoute() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('certificates.title'));
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <Heading level={1}>{t('certificates.title')}</Heading>
        <p className="mt-2 text-muted">{t('certificates.subtitle')}</p>
      </div>
      <CertificatesAdminPanel />
    </div>
  );
}
