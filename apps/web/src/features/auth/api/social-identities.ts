import type { TSocialConnectResponse, TSocialIdentity, TSocialProvider } from '@masar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { socialKeys } from './social-query-keys';

/** GET /auth/social/identities: the providers linked to the signed-in account. */
export async function getSocialIdentities(signal?: AbortSignal): Promise<TSocialIdentity[]> {
  const { data } = await api.get<TSocialIdentity[]>('/auth/social/identities', { signal });
  return Array.isArray(data) ? data : [];
}

export function useSocialIdentities() {
  return useQuery({ queryKey: socialKeys.identities(), queryFn: ({ signal }) => getSocialIdentities(signal) });
}

/** DELETE /auth/social/identities/{provider}; the server keeps the last way in (409). */
export function useUnlinkSocial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (provider: TSocialProvider) =>
      (await api.delete<{ message: string }>(`/auth/social/identities/${provider}`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.identities() }),
  });
}

/** POST /auth/{provider}/connect, then off to the provider; it comes back to /auth/google/callback?linked=. */
export function useConnectSocial() {
  return useMutation({
    mutationFn: async (provider: TSocialProvider) => {
      const { data } = await api.post<TSocialConnectResponse>(`/auth/${provider}/connect`);
      window.location.assign(data.url);
    },
  });
}
