import type { TSocialProvider } from '@masar/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ActionButton } from '@/components/ui/action-button';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { useFieldError } from '@/lib/use-field-error';
import { useTranslation } from '@/lib/use-translation';
import { useLinkSocialAccount } from '../api/social-link';
import { applyFieldErrors } from '@/lib/form-server-errors';
import { PasswordField } from './password-field';
import { SocialButton } from './social-buttons';

export type TLinkRequired = {
  provider: TSocialProvider;
  email: string;
  linkToken: string;
  hasPassword: boolean;
  providers: TSocialProvider[];
};

/**
 * PRODUCT.md section 3: an account already has the provider's email, but the provider's word is
 * not enough to link it. The account's password, once, links it and signs in. An account without
 * a password is sent to the provider it does sign in with.
 */
export function SocialLinkForm({ pending, onSignedIn }: { pending: TLinkRequired; onSignedIn: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const fieldError = useFieldError();
  const link = useLinkSocialAccount();
  const providerName = t(`social.providers.${pending.provider}`);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ defaultValues: { password: '' } });

  if (!pending.hasPassword) {
    const providers = new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(
      pending.providers.map((p) => t(`social.providers.${p}`)),
    );
    return (
      <div className="grid gap-4">
        <Notice tone="info">
          <bdi>{t('social.link.noPassword', { email: pending.email, providers, provider: providerName })}</bdi>
        </Notice>
        {pending.providers.map((p) => (
          <SocialButton key={p} provider={p} />
        ))}
      </div>
    );
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await link.mutateAsync({ linkToken: pending.linkToken, password });
      onSignedIn();
    } catch (error) {
      applyFieldErrors(error, setError, ['password']);
    }
  });
  const passwordError = errors.password;
  const tokenSpent = link.isError && !passwordError;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <p className="text-ink">{t('social.link.intro', { email: pending.email, provider: providerName })}</p>
      {tokenSpent && (
        <Notice tone="danger">
          <p>{errorText(link.error, 'auth.loginFailed')}</p>
          <Link to={paths.login.getHref()} className="mt-2 inline-block font-semibold underline">
            {t('social.backToLogin')}
          </Link>
        </Notice>
      )}
      <input type="email" name="email" autoComplete="username" value={pending.email} readOnly hidden />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        error={fieldError(passwordError)}
        {...register('password', { required: 'validation.passwordRequired' })}
      />
      <ActionButton type="submit" loading={link.isPending} loadingText={t('social.link.submitting')} className="w-full">
        {t('social.link.submit')}
      </ActionButton>
      <Link
        to={paths.forgotPassword.getHref()}
        className="text-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {t('social.link.forgotPassword')}
      </Link>
    </form>
  );
}
