import type { TUser } from '@masar/contracts';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { ActionButton } from '@/components/ui/action-button';
import { errorText } from '@/lib/error-text';
import { currentLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useResendConfirmation } from '../api/resend-confirmation';
import { ProfileSection } from './profile-section';

// Not components/ui/badge: the home page uses it, and sharing it would split it into its own chunk.
const badgeClass = (tone: string) =>
  `inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`;

/** The account's email, whether it is confirmed, and a resend button while it is not. */
export function EmailStatusCard({ user }: { user: TUser }) {
  const { t } = useTranslation('auth');
  const resend = useResendConfirmation();

  const onResend = async () => {
    try {
      await resend.mutateAsync({ email: user.email, language: currentLanguage() });
      notify('success', t('profile.resent'));
    } catch (error) {
      notify('error', errorText(error, 'generic'));
    }
  };

  return (
    <ProfileSection title={t('profile.emailTitle')}>
      <div className="flex flex-wrap items-center gap-3">
        <bdi className="font-semibold text-ink">{user.email}</bdi>
        {user.emailVerified ? (
          <span className={badgeClass('bg-brand-50 text-brand-800 ring-brand-200')}>
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t('profile.verified')}
          </span>
        ) : (
          <span className={badgeClass('bg-accent-50 text-accent-700 ring-accent-300')}>
            <CircleAlert aria-hidden="true" className="size-3.5" />
            {t('profile.notVerified')}
          </span>
        )}
      </div>
      {!user.emailVerified && (
        <div className="mt-4 grid justify-items-start gap-3">
          <p className="text-sm text-muted">{t('profile.notVerifiedHint')}</p>
          <ActionButton
            variant="outline"
            size="sm"
            loading={resend.isPending}
            loadingText={t('profile.resending')}
            onClick={() => void onResend()}
          >
            {t('profile.resend')}
          </ActionButton>
        </div>
      )}
    </ProfileSection>
  );
}
