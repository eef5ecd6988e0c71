import type { TSocialProvider } from '@masar/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/use-translation';
import { rememberSocialRedirect, socialStartHref, useSocialProviders } from '../api/social-providers';
import { SocialProviderIcon } from './social-provider-icon';

const linkClasses =
  'inline-flex h-11 w-full items-center justify-center gap-3 rounded-lg border border-line bg-surface px-4 font-semibold text-ink transition-colors hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500';

/** "Continue with Google / Facebook" for one provider: a full-page visit that the API sends on. */
export function SocialButton({ provider, redirectTo }: { provider: TSocialProvider; redirectTo?: string }) {
  const { t } = useTranslation('auth');
  return (
    <a
      href={socialStartHref(provider)}
      className={linkClasses}
      onClick={() => redirectTo && rememberSocialRedirect(redirectTo)}
    >
      <SocialProviderIcon provider={provider} />
      {t(`social.continueWith.${provider}`)}
    </a>
  );
}

/** The consent sentence with its <terms>…</terms> part as a link. */
function ConsentNote({ text }: { text: string }) {
  const match = /^([\s\S]*)<terms>([\s\S]*)<\/terms>([\s\S]*)$/.exec(text);
  if (!match) return <>{text}</>;
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

/**
 * The sign-in buttons of /login and /signup: only for the providers the server is configured for
 * (nothing at all while that is unknown, or when there are none). An account it creates is bound
 * by the same terms as sign-up, hence the note.
 */
export function SocialButtons({ redirectTo }: { redirectTo?: string }) {
  const { t } = useTranslation('auth');
  const providers = useSocialProviders();
  if (!providers.data?.length) return null;
  return (
    <div className="mt-6 grid gap-3">
      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {t('social.or')}
        <span className="h-px flex-1 bg-line" />
      </div>
      {providers.data.map((provider) => (
        <SocialButton key={provider} provider={provider} redirectTo={redirectTo} />
      ))}
      <p className="text-xs leading-relaxed text-muted">
        <ConsentNote text={t('social.consent')} />
      </p>
    </div>
  );
}
