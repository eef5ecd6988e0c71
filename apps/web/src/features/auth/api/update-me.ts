import type { TLanguage, TUser } from '@masar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setSession } from '@/lib/session';
import { getMe } from './get-me';
import { authKeys } from './query-keys';

type TUpdateMeBody = { firstName?: string; lastName?: string; preferredLanguage?: TLanguage };

/** PATCH /users/me; answers the updated user (read again from /users/me if it does not). */
export async function updateMe(body: TUpdateMeBody): Promise<TUser> {
  const { data } = await api.patch<TUser>('/users/me', body);
  return data && typeof data === 'object' && '_id' in data ? data : getMe();
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.me(), user);
      setSession({ user });
    },
  });
}
