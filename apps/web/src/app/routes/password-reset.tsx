import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useTranslation } from '@/lib/use-translation';
import { useUrlSearch } from '@/lib/use-url-search';

/** /auth/password-reset?token=: the link mailed by "forgot password". */
export default function PasswordResetRoute() {
  const { t } = useTranslation('auth');
  const [searchParams] = useUrlSearch();
  const token = searchParams.get('token')?.trim() ?? '';
  const [reset, setReset] = useState(false);
  const linkClass = 'font-semibold text-brand-700 hover:underline';
  return (
    <AuthCard
      title={t('passwordReset.title')}
      subtitle={token && !reset ? t('passwordReset.subtitle') : undefined}
      footer={
        // once the password is reset the link is used: the way on is to sign in, not a new link
        reset ? undefined : (
          <Link to={paths.forgotPassword.getHref()} className={linkClass}>
            {t('passwordReset.requestNewLink')}
          </Link>
        )
      }
    >
      {token ? (
        <ResetPasswordForm
          token={token}
          onReset={() => setReset(true)}
          done={
            <Link to={paths.login.getHref()} className={buttonClasses('primary', 'md', 'w-full')}>
              {t('passwordReset.loginLink')}
            </Link>
          }
        />
      ) : (
        <Notice tone="danger">{t('errors:validation.resetTokenMissing')}</Notice>
      )}
    </AuthCard>
  );
}
