import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Notice } from '@/components/ui/notice';
import { ActionButton } from '@/components/ui/action-button';
import { useTranslation } from '@/lib/use-translation';
import { useAddPassword } from '../api/add-password';
import { ZPasswordWithConfirmation } from '../hooks/password-confirmation';
import { useFieldError } from '@/lib/use-field-error';
import { applyFieldErrors } from '@/lib/form-server-errors';
import { errorText } from '@/lib/error-text';
import { PasswordField } from './password-field';

/** For accounts created by social sign-in: set a password (typed twice). */
export function AddPasswordForm({ done }: { done?: ReactNode }) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const add = useAddPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZPasswordWithConfirmation),
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (add.isSuccess) {
    return (
      <div className="grid gap-4">
        <Notice tone="success">{t('addPassword.success')}</Notice>
        {done}
      </div>
    );
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await add.mutateAsync({ password });
    } catch (error) {
      // a message put under its field (a common password) is not repeated above the form
      if (applyFieldErrors(error, setError, ['password'])) add.reset();
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      {add.isError && <Notice tone="danger">{errorText(add.error, 'auth.addPasswordFailed')}</Notice>}
      <PasswordField
        label={t('fields.password')}
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
      <ActionButton type="submit" loading={add.isPending} loadingText={t('addPassword.submitting')} className="w-full">
        {t('addPassword.submit')}
      </ActionButton>
    </form>
  );
}
