import { CERTIFICATE_REVOKE_REASON_MAX, type TAdminCertificate } from '@masar/contracts';
import { useState, type FormEvent } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';

type TRevokeDialogProps = {
  certificate: TAdminCertificate | null;
  busy: boolean;
  /** resolves to the server's message for the reason field, if it refused it */
  onConfirm: (reason: string | undefined) => Promise<string | undefined>;
  onClose: () => void;
};

/** A 400's message for the reason, from the error's `details`. */
export function reasonError(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const details = (error.data as { details?: Record<string, unknown> } | undefined)?.details;
  return typeof details?.reason === 'string' ? details.reason : undefined;
}

/**
 * Confirms a revocation, with an optional reason. A form in a dialog (not <ConfirmDialog>, which
 * keeps the keyboard on its buttons), so the reason field is reachable with Tab.
 */
export function RevokeDialog({ certificate, busy, onConfirm, onClose }: TRevokeDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <ModalDialog
      open={certificate !== null}
      title={t('certificates.revoke.title')}
      closeLabel={t('actions.close')}
      onClose={onClose}
      busy={busy}
    >
      {certificate && (
        <RevokeForm
          key={certificate._id}
          certificate={certificate}
          busy={busy}
          onConfirm={onConfirm}
          onClose={onClose}
        />
      )}
    </ModalDialog>
  );
}

function RevokeForm({
  certificate,
  busy,
  onConfirm,
  onClose,
}: Required<Omit<TRevokeDialogProps, 'certificate'>> & { certificate: TAdminCertificate }) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(await onConfirm(reason.trim() || undefined));
  };

  return (
    <form className="grid gap-4" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="text-muted">
        {t('certificates.revoke.body', {
          name: `\u2068${certificate.learnerName}\u2069`,
          course: `\u2068${certificate.courseTitle}\u2069`,
        })}
      </p>
      <TextareaField
        label={t('certificates.revoke.reason')}
        hint={t('certificates.revoke.reasonHint')}
        error={error}
        value={reason}
        rows={3}
        maxLength={CERTIFICATE_REVOKE_REASON_MAX}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <ActionButton variant="ghost" onClick={onClose} disabled={busy}>
          {t('certificates.revoke.cancel')}
        </ActionButton>
        <ActionButton type="submit" variant="danger" loading={busy}>
          {t('certificates.revoke.confirm')}
        </ActionButton>
      </div>
    </form>
  );
}
