import type { TUser } from '@masar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getAccessToken, setSession } from '@/lib/session';
import { authKeys } from './query-keys';

/** GET /users/me: the signed-in user (SPEC section 7: called after login). */
export async function getMe(signal?: AbortSignal): Promise<TUser> {
  const { data } = await api.get<TUser>('/users/me', { signal });
  return data;
}

export function getMeQueryOptions() {
  return queryOptions({
    queryKey: authKeys.me(),
    queryFn: async ({ signal }) => {
      const user = await getMe(signal);
      // keep the stored copy (header, guards) in step with the server
      if (getAccessToken()) setSession({ user });
      return user;
    },
  });
}

export function useMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMeQueryOptions(), enabled });
}
