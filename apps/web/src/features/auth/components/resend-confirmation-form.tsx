import { zodResolver } from '@hookform/resolvers/zod';
import { ZResendConfirmationRequest } from '@masar/contracts';
import { useForm } from 'react-hook-form';
import { Notice } from '@/components/ui/notice';
import { ActionButton } from '@/components/ui/action-button';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/error-text';
import { currentLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { useResendConfirmation } from '../api/resend-confirmation';
import { useFieldError } from '@/lib/use-field-error';
import { applyFieldErrors } from '@/lib/form-server-errors';

const ZForm = ZResendConfirmationRequest.pick({ email: true });

/** Asks for a new confirmation link for an email address. */
export function ResendConfirmationForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const resend = useResendConfirmation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZForm), defaultValues: { email: defaultEmail } });

  if (resend.isSuccess) return <Notice tone="success">{t('resend.success')}</Notice>;

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await resend.mutateAsync({ email, language: currentLanguage() });
    } catch (error) {
      applyFieldErrors(error, setError, ['email']);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      {resend.isError && <Notice tone="danger">{errorText(resend.error, 'generic')}</Notice>}
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        dir="auto"
        error={fieldError(errors.email)}
        {...register('email')}
      />
      <ActionButton
        type="submit"
        loading={resend.isPending}
        loadingText={t('resend.submitting')}
        variant="outline"
        className="w-full"
      >
        {t('resend.submit')}
      </ActionButton>
    </form>
  );
}
