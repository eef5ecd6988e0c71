import type { TAuthTokens, TSocialLinkRequest } from '@masar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startSession } from './start-session';

/** POST /auth/social/link: the account's password links the provider, then signs in. */
export async function linkSocialAccount(body: TSocialLinkRequest): Promise<TAuthTokens> {
  const { data } = await api.post<TAuthTokens>('/auth/social/link', body);
  return data;
}

export function useLinkSocialAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TSocialLinkRequest) => startSession(await linkSocialAccount(body), queryClient),
  });
}
