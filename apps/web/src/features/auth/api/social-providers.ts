import type { TSocialProvider, TSocialProviders } from '@masar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, apiUrl } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { socialKeys } from './social-query-keys';

/** GET /auth/providers: the providers this server is configured for (the buttons follow it). */
export async function getSocialProviders(signal?: AbortSignal): Promise<TSocialProvider[]> {
  const { data } = await api.get<TSocialProviders>('/auth/providers', { signal });
  return Array.isArray(data?.providers) ? data.providers : [];
}

export function useSocialProviders() {
  return useQuery({
    queryKey: socialKeys.providers(),
    queryFn: ({ signal }) => getSocialProviders(signal),
    staleTime: 5 * 60_000,
  });
}

/** Where a sign-in with `provider` starts: the API sends the browser on to the provider. */
export const socialStartHref = (provider: TSocialProvider) => apiUrl(`/auth/${provider}?lang=${currentLanguage()}`);

const REDIRECT_KEY = 'masar.social.redirect';

/** The page to open once signed in, kept for the return from the provider (same tab). */
export function rememberSocialRedirect(target: string) {
  try {
    sessionStorage.setItem(REDIRECT_KEY, target);
  } catch {
    // storage unavailable: the visitor lands on the home page
  }
}

export function takeSocialRedirect(): string | null {
  try {
    const target = sessionStorage.getItem(REDIRECT_KEY);
    sessionStorage.removeItem(REDIRECT_KEY);
    return target;
  } catch {
    return null;
  }
}
