import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ConfirmEmailStatus } from '@/features/auth/components/confirm-email-status';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { useUrlSearch } from '@/lib/use-url-search';

/** /auth/confirm?token=: the link mailed at registration. */
export default function ConfirmEmailRoute() {
  const { t } = useTranslation('auth');
  const { isAuthenticated } = useSession();
  const [searchParams] = useUrlSearch();
  const token = searchParams.get('token')?.trim() || null;
  return (
    <AuthCard title={t('confirmEmail.title')}>
      <ConfirmEmailStatus
        token={token}
        next={
          isAuthenticated ? (
            <Link to={paths.home.getHref()} className={buttonClasses('primary', 'md', 'w-full')}>
              {t('confirmEmail.homeLink')}
            </Link>
          ) : (
            <Link to={paths.login.getHref()} className={buttonClasses('primary', 'md', 'w-full')}>
              {t('confirmEmail.loginLink')}
            </Link>
          )
        }
      />
    </AuthCard>
  );
}
