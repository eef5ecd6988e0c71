import type { TSocialProvider, TUser } from '@masar/contracts';
import { ActionButton } from '@/components/ui/action-button';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format-date';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useConnectSocial, useSocialIdentities, useUnlinkSocial } from '../api/social-identities';
import { useSocialProviders } from '../api/social-providers';
import { ProfileSection } from './profile-section';
import { SocialProviderIcon } from './social-provider-icon';

/** The profile's linked providers: each configured or linked provider, to connect or remove. */
export function SocialIdentitiesCard({ user }: { user: TUser }) {
  const { t, i18n } = useTranslation('auth');
  const identities = useSocialIdentities();
  const providers = useSocialProviders();
  const unlink = useUnlinkSocial();
  const connect = useConnectSocial();

  const linked = identities.data ?? [];
  const shown = [...new Set<TSocialProvider>([...(providers.data ?? []), ...linked.map((i) => i.provider)])];
  if (identities.isSuccess && providers.isSuccess && shown.length === 0) return null;
  const lastWayIn = !user.hasPassword && linked.length <= 1;

  const act = async (work: () => Promise<unknown>, success?: (result: unknown) => string) => {
    try {
      const result = await work();
      if (success) notify('success', success(result));
    } catch (error) {
      notify('error', errorText(error, 'generic'));
    }
  };

  return (
    <ProfileSection title={t('social.identities.title')}>
      <p className="text-muted">{t('social.identities.hint')}</p>
      {identities.isPending ? (
        <StatusSpinner label={t('social.identities.title')} className="py-6" />
      ) : identities.isError ? (
        <Notice tone="danger" className="mt-4">
          {t('social.identities.loadFailed')}
        </Notice>
      ) : (
        <ul className="mt-4 divide-y divide-line rounded-lg border border-line">
          {shown.map((provider) => {
            const identity = linked.find((i) => i.provider === provider);
            const name = t(`social.providers.${provider}`);
            const date = identity ? formatDate(identity.linkedAt, i18n.language) : '';
            return (
              <li key={provider} className="flex flex-wrap items-center gap-3 p-4">
                <SocialProviderIcon provider={provider} className="size-6" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink">
                    {name}{' '}
                    <span className="ms-1 text-sm font-normal text-muted">
                      {identity ? t('social.identities.linked') : t('social.identities.notLinked')}
                    </span>
                  </p>
                  {identity && (
                    <p className="text-sm text-muted">
                      <bdi>
                        {identity.email
                          ? t('social.identities.linkedOn', { email: identity.email, date })
                          : t('social.identities.linkedOnNoEmail', { date })}
                      </bdi>
                    </p>
                  )}
                </div>
                {identity ? (
                  <ActionButton
                    variant="outline"
                    size="sm"
                    disabled={lastWayIn}
                    title={lastWayIn ? t('social.identities.lastWayIn') : undefined}
                    loading={unlink.isPending && unlink.variables === provider}
                    loadingText={t('social.identities.removing')}
                    onClick={() =>
                      void act(
                        () => unlink.mutateAsync(provider),
                        (result) => (result as { message: string }).message,
                      )
                    }
                  >
                    {t('social.identities.remove', { provider: name })}
                  </ActionButton>
                ) : (
                  <ActionButton
                    variant="outline"
                    size="sm"
                    loading={connect.isPending && connect.variables === provider}
                    onClick={() => void act(() => connect.mutateAsync(provider))}
                  >
                    {t('social.identities.connect', { provider: name })}
                  </ActionButton>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {lastWayIn && linked.length === 1 && (
        <p className="mt-3 text-sm text-muted">{t('social.identities.lastWayIn')}</p>
      )}
    </ProfileSection>
  );
}
