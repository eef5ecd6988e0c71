import type { TAuthTokens, TLoginRequest } from '@masar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startSession } from './start-session';

/** POST /auth/login: 401 for bad credentials, 403 for a disabled account (message from the server). */
export async function login(body: TLoginRequest): Promise<TAuthTokens> {
  const { data } = await api.post<TAuthTokens>('/auth/login', body);
  return data;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TLoginRequest) => startSession(await login(body), queryClient),
  });
}
