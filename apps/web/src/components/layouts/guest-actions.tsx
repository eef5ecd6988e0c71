import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/use-translation';

/** "Log in / Sign up" for guests; the signed-in account UI is loaded on demand (./user-menu). */
export function GuestActions() {
  const { t } = useTranslation('common');
  return (
    <div className="flex items-center gap-2">
      <Link to={paths.login.getHref()} className={buttonClasses('ghost', 'sm')}>
        {t('auth.login')}
      </Link>
      <Link to={paths.signup.getHref()} className={buttonClasses('primary', 'sm')}>
        {t('auth.signup')}
      </Link>
    </div>
  );
}
