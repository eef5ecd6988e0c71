import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignupForm } from '@/features/auth/components/signup-form';
import { SocialButtons } from '@/features/auth/components/social-buttons';
import { useTranslation } from '@/lib/use-translation';

/** After registration the visitor is signed in and the guest-only guard sends them home. */
export default function SignupRoute() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <p>
          {t('signup.haveAccount')}{' '}
          <Link to={paths.login.getHref()} className="font-semibold text-brand-700 hover:underline">
            {t('signup.loginLink')}
          </Link>
        </p>
      }
    >
      <SignupForm />
      <SocialButtons />
    </AuthCard>
  );
}
