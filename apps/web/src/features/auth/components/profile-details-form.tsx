import { zodResolver } from '@hookform/resolvers/zod';
import { LANGUAGES, ZUpdateMeRequest, type TUser } from '@masar/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Notice } from '@/components/ui/notice';
import { ActionButton } from '@/components/ui/action-button';
import { inputClasses, TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useUpdateMe } from '../api/update-me';
import { useFieldError } from '@/lib/use-field-error';
import { applyFieldErrors } from '@/lib/form-server-errors';
import { ProfileSection } from './profile-section';

const ZForm = ZUpdateMeRequest.required();

/** First and last name and the preferred language; saving a new language also switches the UI. */
export function ProfileDetailsForm({ user }: { user: TUser }) {
  const { t, i18n } = useTranslation('auth');
  const fieldError = useFieldError();
  const update = useUpdateMe();
  const languageId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(ZForm),
    values: { firstName: user.firstName, lastName: user.lastName, preferredLanguage: user.preferredLanguage },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await update.mutateAsync(values);
      if (updated.preferredLanguage !== i18n.language) await i18n.changeLanguage(updated.preferredLanguage);
      notify('success', t('profile.saved'));
    } catch (error) {
      applyFieldErrors(error, setError, ['firstName', 'lastName', 'preferredLanguage']);
    }
  });

  return (
    <ProfileSection title={t('profile.detailsTitle')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
        {update.isError && <Notice tone="danger">{errorText(update.error, 'generic')}</Notice>}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('fields.firstName')}
            autoComplete="given-name"
            dir="auto"
            error={fieldError(errors.firstName)}
            {...register('firstName')}
          />
          <TextField
            label={t('fields.lastName')}
            autoComplete="family-name"
            dir="auto"
            error={fieldError(errors.lastName)}
            {...register('lastName')}
          />
        </div>
        <div className="grid gap-1.5 sm:max-w-xs">
          <label htmlFor={languageId} className="text-sm font-semibold text-ink">
            {t('fields.preferredLanguage')}
          </label>
          <select id={languageId} className={inputClasses} {...register('preferredLanguage')}>
            {LANGUAGES.map((lang) => (
              <option key={lang} value={lang} lang={lang}>
                {t(`profile.languages.${lang}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <ActionButton type="submit" loading={update.isPending} loadingText={t('profile.saving')} disabled={!isDirty}>
            {t('profile.save')}
          </ActionButton>
        </div>
      </form>
    </ProfileSection>
  );
}
