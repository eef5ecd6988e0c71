import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setTokens } from '@/lib/session';
import { getMeQueryOptions } from './get-me';

type TAddPasswordResponse = { message: string; accessToken?: string };

/**
 * POST /auth/add-password (bearer). As SPEC section 8 says, a failure rethrows the server's error
 * data ({ message, code, details }) or else an 'Unknown error'. A new accessToken in the answer
 * replaces the stored one (SPEC section 4).
 */
export async function addPassword(body: { password: string }): Promise<TAddPasswordResponse> {
  let data: TAddPasswordResponse;
  try {
    ({ data } = await api.post<TAddPasswordResponse>('/auth/add-password', body));
  } catch (error) {
    // an ApiError carries the response body as `data`
    const data: unknown = error && typeof error === 'object' && 'data' in error ? error.data : undefined;
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- SPEC section 8: the caller gets the server's error body
    if (data && typeof data === 'object') throw data;
    throw new Error('Unknown error', { cause: error });
  }
  if (data?.accessToken) setTokens({ accessToken: data.accessToken });
  return data;
}

export function useAddPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPassword,
    // the stored user's hasPassword changes: read it again (the query stores it in the session)
    onSuccess: () => queryClient.fetchQuery({ ...getMeQueryOptions(), staleTime: 0 }).catch(() => undefined),
  });
}
