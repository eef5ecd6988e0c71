import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from './query-keys';

/** POST /auth/confirm-email: 400 when the token is invalid, expired or used. */
export async function confirmEmail(token: string): Promise<{ message: string }> {
  const { data } = await api.post<{ message: string }>('/auth/confirm-email', { token });
  return data;
}

/**
 * A query rather than a mutation fired from an effect: the token is single-use, and a query runs
 * once per token even when React mounts the page twice (StrictMode) or the page re-renders.
 */
export function confirmEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.confirmEmail(token),
    queryFn: () => confirmEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useConfirmEmail(token: string | null) {
  return useQuery({ ...confirmEmailQueryOptions(token ?? ''), enabled: Boolean(token) });
}
