import type { TLanguage } from '@masar/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type TForgotPasswordBody = { email: string; language?: TLanguage };

/** POST /auth/forgot-password: the same answer whether or not the email has an account. */
export async function forgotPassword(body: TForgotPasswordBody): Promise<{ message: string }> {
  const { data } = await api.post<{ message: string }>('/auth/forgot-password', body);
  return data;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
