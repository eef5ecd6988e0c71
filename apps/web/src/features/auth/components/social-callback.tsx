import {
  SOCIAL_PROVIDERS,
  SOCIAL_SIGN_IN_ERRORS,
  type TSocialExchangeResponse,
  type TSocialProvider,
  type TSocialSignInError,
} from '@masar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { paths } from '@/config/paths';
import { safeRedirectTarget } from '@/config/safe-redirect';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/use-translation';
import { exchangeSocialCode } from '../api/social-exchange';
import { socialKeys } from '../api/social-query-keys';
import { socialStartHref, takeSocialRedirect } from '../api/social-providers';
import { startSession } from '../api/start-session';
import { AuthCard } from './auth-card';
import { SocialLinkForm, type TLinkRequired } from './social-link-form';

type TState =
  | { kind: 'exchanging' }
  | { kind: 'error'; reason: TSocialSignInError; provider?: TSocialProvider }
  | { kind: 'exchange-failed'; error: unknown }
  | { kind: 'link'; pending: TLinkRequired }
  | { kind: 'linked'; provider: TSocialProvider };

const asProvider = (value: string | null) =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value ?? '') ? (value as TSocialProvider) : undefined;
const asError = (value: string | null): TSocialSignInError =>
  (SOCIAL_SIGN_IN_ERRORS as readonly string[]).includes(value ?? '') ? (value as TSocialSignInError) : 'failed';

/** What the address says, read once: the one-time code leaves the address bar at once. */
function initialState(search: URLSearchParams): { state: TState; code?: string } {
  const code = search.get('code');
  if (code) return { state: { kind: 'exchanging' }, code };
  const linked = asProvider(search.get('linked'));
  if (linked) return { state: { kind: 'linked', provider: linked } };
  if (search.get('error'))
    return {
      state: { kind: 'error', reason: asError(search.get('error')), provider: asProvider(search.get('provider')) },
    };
  return { state: { kind: 'error', reason: 'expired' } };
}

/**
 * /auth/google/callback, for both providers (PRODUCT.md section 3): exchanges the one-time code
 * for the session (POST, never a token in the URL) and moves on; or explains, in the visitor's
 * language, why the sign-in did not complete; or asks for the password that links the account.
 */
export function SocialCallback({ search }: { search: URLSearchParams }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [initial] = useState(() => initialState(search));
  const [state, setState] = useState<TState>(initial.state);
  const [redirectTo] = useState(() => safeRedirectTarget(takeSocialRedirect(), paths.home.getHref()));
  const done = () => void navigate(redirectTo, { replace: true });

  useEffect(() => {
    if (!initial.code) return;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    let active = true;
    exchangeSocialCode(initial.code)
      .then(async (answer: TSocialExchangeResponse) => {
        // a second run of this effect (StrictMode) gets the same answer: only the live one acts
        if (!active) return;
        if (answer.status !== 'signed-in') return setState({ kind: 'link', pending: answer });
        await startSession(answer, queryClient);
        void navigate(redirectTo, { replace: true });
      })
      .catch((error: unknown) => active && setState({ kind: 'exchange-failed', error }));
    return () => {
      active = false;
    };
  }, [initial.code, navigate, queryClient, redirectTo]);

  useEffect(() => {
    if (state.kind === 'linked') void queryClient.invalidateQueries({ queryKey: socialKeys.identities() });
  }, [state.kind, queryClient]);

  const providerName = (provider?: TSocialProvider) =>
    provider ? t(`social.providers.${provider}`) : t('social.someProvider');
  const backToLogin = (
    <Link to={paths.login.getHref()} className={buttonClasses('outline', 'md', 'w-full')}>
      {t('social.backToLogin')}
    </Link>
  );

  switch (state.kind) {
    case 'exchanging':
      return (
        <AuthCard title={t('socialCallback.title')}>
          <StatusSpinner label={t('socialCallback.title')} showLabel className="py-6" />
        </AuthCard>
      );
    case 'link':
      return (
        <AuthCard title={t('socialCallback.linkTitle')}>
          <SocialLinkForm pending={state.pending} onSignedIn={done} />
        </AuthCard>
      );
    case 'linked':
      return (
        <AuthCard title={t('socialCallback.linkedTitle')}>
          <div className="grid gap-4">
            <Notice tone="success">{t('social.linked', { provider: providerName(state.provider) })}</Notice>
            <Link to={paths.profile.getHref()} className={buttonClasses('primary', 'md', 'w-full')}>
              {t('social.toProfile')}
            </Link>
          </div>
        </AuthCard>
      );
    case 'exchange-failed':
      return (
        <AuthCard title={t('socialCallback.failedTitle')}>
          <div className="grid gap-4">
            <Notice tone="danger">{errorText(state.error, 'auth.loginFailed')}</Notice>
            {backToLogin}
          </div>
        </AuthCard>
      );
    case 'error':
      return (
        <AuthCard title={t('socialCallback.failedTitle')}>
          <div className="grid gap-4">
            <Notice tone="danger">
              {t(`social.errors.${state.reason}`, { provider: providerName(state.provider) })}
            </Notice>
            {state.provider && state.reason !== 'unavailable' && state.reason !== 'account_disabled' && (
              <a href={socialStartHref(state.provider)} className={buttonClasses('primary', 'md', 'w-full')}>
                {t('social.tryAgain')}
              </a>
            )}
            {backToLogin}
          </div>
        </AuthCard>
      );
  }
}
