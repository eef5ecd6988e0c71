import type { TAdminCertificate } from '@masar/contracts';
import { useCallback, useState } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Notice } from '@/components/ui/notice';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useAdminCertificates } from '../api/get-admin-certificates';
import { useChangeCertificateStatus } from '../api/revoke-certificate';
import { CERTIFICATES_PAGE_SIZE, useCertificatesFilters } from '../hooks/use-certificates-filters';
import { CertificatesFilters } from './certificates-filters';
import { CertificatesTable, type TCertificateAction } from './certificates-table';
import { reasonError, RevokeDialog } from './revoke-dialog';

/** A name or title for a translated sentence, isolated so Latin text cannot reorder Arabic. */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** /dashboard/certificates: every issued certificate, searched and filtered, revoked or restored. */
export function CertificatesAdminPanel() {
  const { t } = useTranslation('admin');
  const { filters, page, query, update, reset } = useCertificatesFilters();
  const certificates = useAdminCertificates(query);
  const change = useChangeCertificateStatus();
  const [pending, setPending] = useState<{ certificate: TAdminCertificate; action: TCertificateAction } | null>(null);
  const onAction = useCallback(
    (certificate: TAdminCertificate, action: TCertificateAction) => setPending({ certificate, action }),
    [],
  );
  const close = () => setPending(null);

  const revoke = async (reason: string | undefined): Promise<string | undefined> => {
    if (!pending) return undefined;
    const { certificate } = pending;
    try {
      await change.mutateAsync({ code: certificate.code, action: 'revoke', reason });
      notify('success', t('certificates.done.revoked', { name: isolated(certificate.learnerName) }));
      close();
      return undefined;
    } catch (error) {
      notify('error', errorText(error, 'generic'));
      return reasonError(error);
    }
  };

  const restore = async () => {
    if (!pending) return;
    const { certificate } = pending;
    try {
      await change.mutateAsync({ code: certificate.code, action: 'restore' });
      notify('success', t('certificates.done.restored', { name: isolated(certificate.learnerName) }));
    } catch (error) {
      notify('error', errorText(error, 'generic'));
    } finally {
      close();
    }
  };

  const restoring = pending?.action === 'restore' ? pending.certificate : null;

  return (
    <div className="grid grid-cols-1 gap-6">
      <CertificatesFilters
        key={filters.q ?? ''}
        q={filters.q}
        status={filters.status}
        onChange={update}
        onReset={reset}
      />
      {certificates.isPending ? (
        <StatusSpinner label={t('common:status.loading')} className="py-16" />
      ) : certificates.isError ? (
        <Notice tone="danger">
          <p>{errorText(certificates.error, 'generic')}</p>
          <ActionButton variant="outline" size="sm" className="mt-3" onClick={() => void certificates.refetch()}>
            {t('common:actions.retry')}
          </ActionButton>
        </Notice>
      ) : certificates.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-surface p-10 text-center text-muted">
          {t('certificates.empty')}
        </p>
      ) : (
        <div
          className={certificates.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          aria-busy={certificates.isFetching || undefined}
        >
          <CertificatesTable
            certificates={certificates.data.items}
            total={certificates.data.total}
            onAction={onAction}
          />
        </div>
      )}
      {certificates.data && certificates.data.total > 0 && (
        <PaginationBar
          page={page}
          pageSize={CERTIFICATES_PAGE_SIZE}
          total={certificates.data.total}
          onPage={(next) => update({ page: next })}
        />
      )}
      <RevokeDialog
        certificate={pending?.action === 'revoke' ? pending.certificate : null}
        busy={change.isPending}
        onConfirm={revoke}
        onClose={close}
      />
      <ConfirmDialog
        open={restoring !== null}
        title={t('certificates.restore.title')}
        confirmLabel={t('certificates.restore.confirm')}
        cancelLabel={t('certificates.revoke.cancel')}
        loading={change.isPending}
        onConfirm={() => void restore()}
        onCancel={close}
      >
        {restoring && (
          <p>
            {t('certificates.restore.body', {
              name: isolated(restoring.learnerName),
              course: isolated(restoring.courseTitle),
            })}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
