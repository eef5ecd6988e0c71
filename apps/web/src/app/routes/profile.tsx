import type { TUser } from '@masar/contracts';
import { ActionButton } from '@/components/ui/action-button';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Notice } from '@/components/ui/notice';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { EmailStatusCard } from '@/features/auth/components/email-status-card';
import { OtherSessionsCard } from '@/features/auth/components/other-sessions-card';
import { ProfileDetailsForm } from '@/features/auth/components/profile-details-form';
import { SocialIdentitiesCard } from '@/features/auth/components/social-identities-card';
import { errorText } from '@/lib/error-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

/** /profile (signed in): details and language, email state, password, linked providers, other sessions. */
export default function ProfileRoute() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('profile.title'));
  const me = useMe();

  return (
    <Container className="py-10 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <Heading level={1} className="mb-8">
          {t('profile.title')}
        </Heading>
        {me.isPending ? (
          <PageSpinner />
        ) : me.isError ? (
          <Notice tone="danger">
            <p>{errorText(me.error, 'generic')}</p>
            <ActionButton variant="outline" size="sm" className="mt-3" onClick={() => void me.refetch()}>
              {t('common:actions.retry')}
            </ActionButton>
          </Notice>
        ) : (
          <ProfileSections user={me.data} />
        )}
      </div>
    </Container>
  );
}

function ProfileSections({ user }: { user: TUser }) {
  return (
    <div className="grid gap-6">
      <ProfileDetailsForm user={user} />
      <EmailStatusCard user={user} />
      <ChangePasswordForm user={user} addPasswordHref={paths.addPassword.getHref()} />
      <SocialIdentitiesCard user={user} />
      <OtherSessionsCard />
    </div>
  );
}
