import { zodResolver } from '@hookform/resolvers/zod';
import { ZForgotPasswordRequest } from '@masar/contracts';
import { useForm } from 'react-hook-form';
import { Notice } from '@/components/ui/notice';
import { ActionButton } from '@/components/ui/action-button';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/error-text';
import { currentLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { useForgotPassword } from '../api/forgot-password';
import { useFieldError } from '@/lib/use-field-error';
import { applyFieldErrors } from '@/lib/form-server-errors';

const ZForm = ZForgotPasswordRequest.pick({ email: true });

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZForm), defaultValues: { email: '' } });

  if (forgot.isSuccess) return <Notice tone="success">{t('forgotPassword.success')}</Notice>;

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await forgot.mutateAsync({ email, language: currentLanguage() });
    } catch (error) {
      applyFieldErrors(error, setError, ['email']);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      {forgot.isError && <Notice tone="danger">{errorText(forgot.error, 'generic')}</Notice>}
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
        loading={forgot.isPending}
        loadingText={t('forgotPassword.submitting')}
        className="w-full"
      >
        {t('forgotPassword.submit')}
      </ActionButton>
    </form>
  );
}
