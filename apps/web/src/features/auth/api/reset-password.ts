import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type TResetPasswordBody = { token: string; password: string; confirmPassword: string };

/** POST /auth/reset-password with the single-use token from the mailed link. */
export async function resetPassword(body: TResetPasswordBody): Promise<{ message: string }> {
  const { data } = await api.post<{ message: string }>('/auth/reset-password', body);
  return data;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
