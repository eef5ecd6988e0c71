import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { AddPasswordForm } from '@/features/auth/components/add-password-form';
import { AuthCard } from '@/features/auth/components/auth-card';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';

/** /add-password (signed in, see the router): for accounts created by social sign-in. */
export default function AddPasswordRoute() {
  const { t } = useTranslation('auth');
  const { user } = useSession();
  // decided once: adding the password updates the stored user, and the success message must stay
  const [alreadyHasPassword] = useState(() => user?.hasPassword === true);
  const toProfile = (
    <Link to={paths.profile.getHref()} className={buttonClasses('primary', 'md', 'w-full')}>
      {t('addPassword.toProfile')}
    </Link>
  );
  return (
    <AuthCard title={t('addPassword.title')} subtitle={alreadyHasPassword ? undefined : t('addPassword.subtitle')}>
      {alreadyHasPassword ? (
        <div className="grid gap-4">
          <Notice tone="info">{t('addPassword.alreadyHasPassword')}</Notice>
          {toProfile}
        </div>
      ) : (
        <AddPasswordForm done={toProfile} />
      )}
    </AuthCard>
  );
}
