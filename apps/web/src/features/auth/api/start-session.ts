import type { TAuthTokens, TUser } from '@masar/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { setSession, setTokens } from '@/lib/session';
import { getMe } from './get-me';
import { authKeys } from './query-keys';

/**
 * After login or registration (SPEC section 4): store both tokens, fetch GET /users/me with them,
 * then store the user. Storing the user last is what signs the visitor in (the guards need both),
 * so nothing redirects before the session is complete. Falls back to the user of the token answer
 * when /users/me cannot be read.
 */
export async function startSession(tokens: TAuthTokens, queryClient: QueryClient): Promise<TUser> {
  setTokens({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
  let user: TUser;
  try {
    user = await getMe();
  } catch {
    user = tokens.user;
  }
  queryClient.setQueryData(authKeys.me(), user);
  setSession({ user });
  return user;
}
