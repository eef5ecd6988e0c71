import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setTokens } from '@/lib/session';

type TChangePasswordBody = { currentPassword: string; newPassword: string };
type TChangePasswordResponse = { message?: string; accessToken?: string; refreshToken?: string };

/** POST /auth/change-password (bearer); new tokens in the answer, if any, replace the stored ones. */
export async function changePassword(body: TChangePasswordBody): Promise<TChangePasswordResponse> {
  const { data } = await api.post<TChangePasswordResponse>('/auth/change-password', body);
  if (data && typeof data === 'object' && data.accessToken)
    setTokens({ accessToken: data.accessToken, refreshToken: data.refreshToken });
  return data;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
