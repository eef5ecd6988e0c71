import type { TUser, TUserRole } from '@masar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usersAdminKeys } from './query-keys';

export type TUpdateUserBody = { role?: TUserRole; disabled?: boolean };

/** PATCH /users/{id} (admin): change the role, or disable / enable the account. */
export async function updateUser(id: string, body: TUpdateUserBody): Promise<TUser> {
  const { data } = await api.patch<TUser>(`/users/${encodeURIComponent(id)}`, body);
  return data;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateUserBody }) => updateUser(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersAdminKeys.lists() }),
  });
}
