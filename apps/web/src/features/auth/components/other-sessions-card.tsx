import { ActionButton } from '@/components/ui/action-button';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useLogoutOthers } from '../api/logout-others';
import { ProfileSection } from './profile-section';

/** Signs out every other session of the account; this one stays. */
export function OtherSessionsCard() {
  const { t } = useTranslation('auth');
  const logoutOthers = useLogoutOthers();

  const onClick = async () => {
    try {
      await logoutOthers.mutateAsync();
      notify('success', t('profile.loggedOutOthers'));
    } catch (error) {
      notify('error', errorText(error, 'generic'));
    }
  };

  return (
    <ProfileSection title={t('profile.sessionsTitle')}>
      <p className="text-muted">{t('profile.sessionsHint')}</p>
      <ActionButton
        variant="outline"
        className="mt-4"
        loading={logoutOthers.isPending}
        loadingText={t('profile.loggingOutOthers')}
        onClick={() => void onClick()}
      >
        {t('profile.logoutOthers')}
      </ActionButton>
    </ProfileSection>
  );
}
