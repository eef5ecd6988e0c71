import { Link, Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { safeRedirectTarget } from '@/config/safe-redirect';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { SocialButtons } from '@/features/auth/components/social-buttons';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { useUrlSearch } from '@/lib/use-url-search';

/**
 * Guest-only: a signed-in visitor goes to `?redirect=` (same-site only) or home. That is also how a
 * successful login moves on: storing the user signs the visitor in and this page re-renders. (The
 * shared GuestOnly guard would send everyone home, and it sits in the shell's budget.)
 */
export default function LoginRoute() {
  const { t } = useTranslation('auth');
  const { isAuthenticated } = useSession();
  const [searchParams] = useUrlSearch();
  const redirectTo = safeRedirectTarget(searchParams.get('redirect'), paths.home.getHref());
  if (isAuthenticated) return <Navigate to={redirectTo} replace />;
  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <p>
          {t('login.noAccount')}{' '}
          <Link to={paths.signup.getHref()} className="font-semibold text-brand-700 hover:underline">
            {t('login.signupLink')}
          </Link>
        </p>
      }
    >
      <LoginForm />
      <p className="mt-4 text-center text-sm">
        <Link to={paths.forgotPassword.getHref()} className="font-semibold text-brand-700 hover:underline">
          {t('login.forgotPassword')}
        </Link>
      </p>
      <SocialButtons redirectTo={redirectTo} />
    </AuthCard>
  );
}
