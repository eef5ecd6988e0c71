import type { TContactRequest } from '@masar/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /contact: stored for the admins and mailed to the support inbox; 201 {message}. */
export async function sendContactMessage(body: TContactRequest) {
  const { data } = await api.post<{ message: string }>('/contact', body);
  return data;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
