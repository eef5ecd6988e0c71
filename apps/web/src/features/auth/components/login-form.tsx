import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, VALIDATION, ZLoginRequest } from '@masar/contracts';
import { useForm } from 'react-hook-form';
import { Notice } from '@/components/ui/notice';
import { ActionButton } from '@/components/ui/action-button';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/use-translation';
import { useLogin } from '../api/login';
import { useFieldError } from '@/lib/use-field-error';
import { applyFieldErrors } from '@/lib/form-server-errors';
import { PasswordField } from './password-field';

/**
 * SPEC section 5's password rules on the form. The API's schema keeps accepting any non-empty
 * password (a short one is just a wrong one there, answered like any other) so that no account is
 * ever locked out by a rule added after its password was set.
 */
const ZLoginForm = ZLoginRequest.extend({
  password: ZLoginRequest.shape.password.min(PASSWORD_MIN_LENGTH, VALIDATION.passwordMin),
});

/**
 * Email and password. On success the tokens and the user from /users/me are stored; that signs the
 * visitor in, and the login page then sends them on (to `?redirect=` or home).
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZLoginForm), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
    } catch (error) {
      // a message put under its field is not repeated above the form
      if (applyFieldErrors(error, setError, ['email', 'password'])) login.reset();
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      {login.isError && <Notice tone="danger">{errorText(login.error, 'auth.loginFailed')}</Notice>}
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
        autoComplete="current-password"
        error={fieldError(errors.password)}
        {...register('password')}
      />
      <ActionButton type="submit" loading={login.isPending} loadingText={t('login.submitting')} className="w-full">
        {t('login.submit')}
      </ActionButton>
    </form>
  );
}
