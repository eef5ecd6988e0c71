import { zodResolver } from '@hookform/resolvers/zod';
import { ZResetPasswordRequest } from '@masar/contracts';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Notice } from '@/components/ui/notice';
import { ActionButton } from '@/components/ui/action-button';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/use-translation';
import { useResetPassword } from '../api/reset-password';
import { useFieldError } from '@/lib/use-field-error';
import { applyFieldErrors } from '@/lib/form-server-errors';
import { PasswordField } from './password-field';

type TResetPasswordFormProps = {
  /** the token from the mailed link; the page shows 'Reset token not found in the link' without one */
  token: string;
  /** what to show once the password is reset (the success message is shown above it) */
  done?: ReactNode;
  /** told once the password is reset (the link is used up then) */
  onReset?: () => void;
};

/** New password and its confirmation, sent with the link's token. */
export function ResetPasswordForm({ token, done, onReset }: TResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZResetPasswordRequest),
    // the token is part of the contract's body; it is not an input
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  if (reset.isSuccess) {
    return (
      <div className="grid gap-4">
        <Notice tone="success">{t('passwordReset.success')}</Notice>
        {done}
      </div>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      onReset?.();
    } catch (error) {
      // a message put under its field (a common password) is not repeated above the form
      if (applyFieldErrors(error, setError, ['password', 'confirmPassword'])) reset.reset();
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      {reset.isError && <Notice tone="danger">{errorText(reset.error, 'generic')}</Notice>}
      {errors.token?.message && <Notice tone="danger">{fieldError(errors.token)}</Notice>}
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        error={fieldError(errors.password)}
        {...register('password')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        error={fieldError(errors.confirmPassword)}
        {...register('confirmPassword')}
      />
      <ActionButton
        type="submit"
        loading={reset.isPending}
        loadingText={t('passwordReset.submitting')}
        className="w-full"
      >
        {t('passwordReset.submit')}
      </ActionButton>
    </form>
  );
}
