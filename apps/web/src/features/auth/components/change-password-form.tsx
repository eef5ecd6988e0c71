import { zodResolver } from '@hookform/resolvers/zod';
import { VALIDATION, ZChangePasswordRequest, type TUser } from '@masar/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Notice } from '@/components/ui/notice';
import { ActionButton } from '@/components/ui/action-button';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useChangePassword } from '../api/change-password';
import { useFieldError } from '@/lib/use-field-error';
import { applyFieldErrors } from '@/lib/form-server-errors';
import { PasswordField } from './password-field';
import { ProfileSection } from './profile-section';

const ZForm = ZChangePasswordRequest.extend({
  confirmPassword: z.string().min(1, VALIDATION.confirmPasswordRequired),
}).refine((values) => values.newPassword === values.confirmPassword, {
  message: VALIDATION.passwordsMustMatch,
  path: ['confirmPassword'],
});

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change the password (the current one is required); accounts without one are sent to add-password. */
export function ChangePasswordForm({ user, addPasswordHref }: { user: TUser; addPasswordHref: string }) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZForm), defaultValues: EMPTY });

  if (!user.hasPassword) {
    return (
      <ProfileSection title={t('profile.passwordTitle')}>
        <p className="text-muted">{t('profile.noPasswordHint')}</p>
        <Link to={addPasswordHref} className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
          {t('profile.addPasswordLink')}
        </Link>
      </ProfileSection>
    );
  }

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset(EMPTY);
      notify('success', t('profile.passwordChanged'));
    } catch (error) {
      // a message put under its field (a common password) is not repeated above the form
      if (applyFieldErrors(error, setError, ['currentPassword', 'newPassword'])) change.reset();
    }
  });

  return (
    <ProfileSection title={t('profile.passwordTitle')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5 sm:max-w-md">
        {change.isError && <Notice tone="danger">{errorText(change.error, 'generic')}</Notice>}
        <PasswordField
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          error={fieldError(errors.currentPassword)}
          {...register('currentPassword')}
        />
        <PasswordField
          label={t('fields.newPassword')}
          autoComplete="new-password"
          error={fieldError(errors.newPassword)}
          {...register('newPassword')}
        />
        <PasswordField
          label={t('fields.confirmNewPassword')}
          autoComplete="new-password"
          error={fieldError(errors.confirmPassword)}
          {...register('confirmPassword')}
        />
        <div>
          <ActionButton type="submit" loading={change.isPending} loadingText={t('profile.changingPassword')}>
            {t('profile.changePassword')}
          </ActionButton>
        </div>
      </form>
    </ProfileSection>
  );
}
