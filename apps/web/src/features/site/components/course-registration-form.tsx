import { zodResolver } from '@hookform/resolvers/zod';
import {
  EGYPT_MOBILE_EXAMPLE,
  egyptMobileToInternational,
  ZCourseRegistrationRequest,
  type TCourseRegistrationRequest,
} from '@masar/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ActionButton } from '@/components/ui/action-button';
import { Notice } from '@/components/ui/notice';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/error-text';
import { useFieldError } from '@/lib/use-field-error';
import { useTranslation } from '@/lib/use-translation';
import { useRegisterForCourse } from '../api/register-for-course';
import { applyFieldErrors } from '@/lib/form-server-errors';
import { countryOptions } from '../lib/countries';

const FIELDS = ['first_name', 'last_name', 'phone', 'email', 'country'] as const;
const EMPTY: TCourseRegistrationRequest = { first_name: '', last_name: '', phone: '', email: '', country: '' };
/** a number kept left-to-right inside a right-to-left sentence (its '+' stays in front) */
const isolated = (text: string) => `\u2066${text}\u2069`;

/**
 * The course page's registration-details form (SPEC section 3): stored for the admins and mailed
 * to support; on success it says 'Successfully Registered' (SPEC section 4), in the active language.
 * The country is picked from a list and sent as its name in the registrant's language (the API
 * stores the text it is given); the field holds its ISO code, so a change of language keeps it.
 */
export function CourseRegistrationForm({ courseId }: { courseId: string }) {
  const { t, i18n } = useTranslation('catalog');
  const language = i18n.resolvedLanguage ?? 'ar';
  const countries = useMemo(() => countryOptions(language), [language]);
  const fieldError = useFieldError();
  const registration = useRegisterForCourse(courseId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZCourseRegistrationRequest), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const country = countries.find((option) => option.code === values.country)?.name ?? values.country;
      await registration.mutateAsync({ ...values, country });
      reset(EMPTY);
    } catch (error) {
      applyFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="registration-title"
      className="grid gap-5"
    >
      {registration.isSuccess && <Notice tone="success">{t('registration.success')}</Notice>}
      {registration.isError && <Notice tone="danger">{errorText(registration.error, 'generic')}</Notice>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('registration.firstName')}
          autoComplete="given-name"
          dir="auto"
          error={fieldError(errors.first_name)}
          {...register('first_name')}
        />
        <TextField
          label={t('registration.lastName')}
          autoComplete="family-name"
          dir="auto"
          error={fieldError(errors.last_name)}
          {...register('last_name')}
        />
        <TextField
          label={t('registration.phone')}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          hint={t('registration.phoneHint', {
            local: isolated(EGYPT_MOBILE_EXAMPLE),
            international: isolated(egyptMobileToInternational(EGYPT_MOBILE_EXAMPLE)),
          })}
          error={fieldError(errors.phone)}
          {...register('phone')}
        />
        <TextField
          label={t('registration.email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <SelectField
          label={t('registration.country')}
          autoComplete="country"
          error={fieldError(errors.country)}
          {...register('country')}
          className="sm:col-span-2"
        >
          <option value="">{t('registration.countryPlaceholder')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
      </div>
      <ActionButton
        type="submit"
        loading={registration.isPending}
        loadingText={t('registration.sending')}
        className="justify-self-start"
      >
        {t('registration.submit')}
      </ActionButton>
    </form>
  );
}
