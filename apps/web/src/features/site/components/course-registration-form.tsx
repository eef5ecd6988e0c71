import { zodResolver } from '@hookform/resolvers/zod';
import { ZCourseRegistrationRequest, type TCourseRegistrationRequest } from '@masar/contracts';
import { useForm } from 'react-hook-form';
import { ActionButton } from '@/components/ui/action-button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api-client';
import { useFieldError } from '@/lib/use-field-error';
import { useTranslation } from '@/lib/use-translation';
import { useRegisterForCourse } from '../api/register-for-course';
import { applyFieldErrors } from '@/lib/form-server-errors';

const FIELDS = ['first_name', 'last_name', 'phone', 'email', 'country'] as const;
const EMPTY: TCourseRegistrationRequest = { first_name: '', last_name: '', phone: '', email: '', country: '' };

/**
 * The course page's registration-details form (SPEC section 3): stored for the admins and mailed
 * to support; on success it says 'Successfully Registered' (SPEC section 4), in the active language.
 */
export function CourseRegistrationForm({ courseId }: { courseId: string }) {
  const { t } = useTranslation('catalog');
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
      await registration.mutateAsync(values);
      reset(EMPTY);
    } catch (error) {
      applyFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="registration-title" className="grid gap-5">
      {registration.isSuccess && <Notice tone="success">{t('registration.success')}</Notice>}
      {registration.isError && <Notice tone="danger">{getErrorMessage(registration.error, 'Something went wrong. Please try again.')}</Notice>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('registration.firstName')} autoComplete="given-name" dir="auto" error={fieldError(errors.first_name?.message)} {...register('first_name')} />
        <TextField label={t('registration.lastName')} autoComplete="family-name" dir="auto" error={fieldError(errors.last_name?.message)} {...register('last_name')} />
        <TextField label={t('registration.phone')} type="tel" autoComplete="tel" dir="ltr" error={fieldError(errors.phone?.message)} {...register('phone')} />
        <TextField label={t('registration.email')} type="email" autoComplete="email" dir="ltr" error={fieldError(errors.email?.message)} {...register('email')} />
        <TextField label={t('registration.country')} autoComplete="country-name" dir="auto" error={fieldError(errors.country?.message)} {...register('country')} className="sm:col-span-2" />
      </div>
      <ActionButton type="submit" loading={registration.isPending} loadingText={t('registration.sending')} className="justify-self-start">
        {t('registration.submit')}
      </ActionButton>
    </form>
  );
}
