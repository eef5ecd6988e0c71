import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { useConfirmEmail } from '../api/confirm-email';
import { authKeys } from '../api/query-keys';
import { ResendConfirmationForm } from './resend-confirmation-form';

type TConfirmEmailStatusProps = {
  token: string | null;
  /** links shown under the success message (log in, or home when signed in) */
  next?: ReactNode;
};

/** SPEC section 4: verifying, then success or failure (with a resend form); or the missing-token message. */
export function ConfirmEmailStatus({ token, next }: TConfirmEmailStatusProps) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const confirmation = useConfirmEmail(token);
  const { isAuthenticated } = useSession();

  // a signed-in visitor's stored user shows emailVerified: read it again
  useEffect(() => {
    if (confirmation.isSuccess && isAuthenticated) void queryClient.invalidateQueries({ queryKey: authKeys.me() });
  }, [confirmation.isSuccess, isAuthenticated, queryClient]);

  if (!token) return <Notice tone="danger">{t('confirmEmail.noToken')}</Notice>;

  if (confirmation.isPending) {
    return <StatusSpinner label={t('confirmEmail.verifying')} showLabel className="py-6" />;
  }

  if (confirmation.isSuccess) {
    return (
      <div className="grid gap-4">
        <Notice tone="success">{t('confirmEmail.success')}</Notice>
        {next}
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <Notice tone="danger">{t('confirmEmail.failure')}</Notice>
      <section aria-labelledby="resend-confirmation-title" className="grid gap-3">
        <h2 id="resend-confirmation-title" className="text-lg font-semibold text-ink">
          {t('confirmEmail.resendTitle')}
        </h2>
        <p className="text-sm text-muted">{t('confirmEmail.resendHint')}</p>
        <ResendConfirmationForm />
      </section>
    </div>
  );
}
