import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getRefreshToken } from '@/lib/session';

/** POST /auth/logout-others: revokes every session of the account but the one of this refresh token. */
export async function logoutOthers(): Promise<{ message?: string }> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) throw new Error('No refresh token found');
  const { data } = await api.post<{ message?: string }>('/auth/logout-others', { refreshToken });
  return data;
}

export function useLogoutOthers() {
  return useMutation({ mutationFn: logoutOthers });
}
