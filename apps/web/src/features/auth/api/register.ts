import type { TAuthTokens, TRegisterRequest } from '@masar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startSession } from './start-session';

/** POST /auth/register: 201 with both tokens and the user; 409 when the email is taken. */
export async function register(body: TRegisterRequest): Promise<TAuthTokens> {
  const { data } = await api.post<TAuthTokens>('/auth/register', body);
  return data;
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TRegisterRequest) => startSession(await register(body), queryClient),
  });
}
