import type { TLanguage } from '@masar/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type TResendBody = { email: string; language?: TLanguage };

/** POST /auth/resend-confirmation: a new confirmation link, mailed in `language`. */
export async function resendConfirmation(body: TResendBody): Promise<{ message: string }> {
  const { data } = await api.post<{ message: string }>('/auth/resend-confirmation', body);
  return data;
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
