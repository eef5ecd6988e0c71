import { zodResolver } from '@hookform/resolvers/zod';
import { VALIDATION, ZRegisterRequest } from '@masar/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Notice } from '@/components/ui/notice';
import { ActionButton } from '@/components/ui/action-button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { currentLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useRegister } from '../api/register';
import { useFieldError } from '@/lib/use-field-error';
import { applyFieldErrors } from '@/lib/form-server-errors';
import { PasswordField } from './password-field';

// The contract's rules, with the tick as a boolean the checkbox can hold before it is ticked.
const ZSignupForm = ZRegisterRequest.omit({ acceptTerms: true, language: true }).extend({
  acceptTerms: z.boolean().refine((ticked) => ticked, VALIDATION.termsRequired),
});

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'acceptTerms'] as const;

/**
 * The tick's label: the translated sentence with its <terms>…</terms> part as a link. (Not
 * lib/tagged-text: sharing that module with the home page would split it into a chunk of its own
 * that the home page then downloads separately.)
 */
function TermsLabel({ text }: { text: string }) {
  const match = /^([\s\S]*)<terms>([\s\S]*)<\/terms>([\s\S]*)$/.exec(text);
  if (!match) return text;
  const [, before, link, after] = match;
  return (
    <>
      {before}
      <Link to={paths.terms.getHref()} target="_blank" className="font-semibold text-brand-700 underline">
        {link}
      </Link>
      {after}
    </>
  );
}

/** First and last name, email, password and the required age/consent and terms tick. */
export function SignupForm() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const registration = useRegister();
  const termsId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZSignupForm),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', acceptTerms: false },
  });

  const onSubmit = handleSubmit(async ({ acceptTerms: _ticked, ...values }) => {
    try {
      await registration.mutateAsync({ ...values, acceptTerms: true, language: currentLanguage() });
      notify('info', t('signup.confirmEmailToast'));
    } catch (error) {
      // a message put under its field (a common password) is not repeated above the form
      if (applyFieldErrors(error, setError, FIELDS)) registration.reset();
    }
  });

  const termsError = fieldError(errors.acceptTerms);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      {registration.isError && (
        <Notice tone="danger">{errorText(registration.error, 'auth.registrationFailed')}</Notice>
      )}
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
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        dir="auto"
        error={fieldError(errors.email)}
        {...register('email')}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        error={fieldError(errors.password)}
        {...register('password')}
      />
      <div className="grid gap-1.5">
        <div className="flex items-start gap-3">
          <input
            id={termsId}
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-brand-700"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${termsId}-error` : undefined}
            {...register('acceptTerms')}
          />
          <label htmlFor={termsId} className="text-sm leading-relaxed text-ink">
            <TermsLabel text={t('signup.acceptTerms')} />
          </label>
        </div>
        {termsError && (
          <p id={`${termsId}-error`} className="text-sm text-danger">
            {termsError}
          </p>
        )}
      </div>
      <ActionButton
        type="submit"
        loading={registration.isPending}
        loadingText={t('signup.submitting')}
        className="w-full"
      >
        {t('signup.submit')}
      </ActionButton>
    </form>
  );
}
