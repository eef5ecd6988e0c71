import type { TSocialExchangeResponse } from '@masar/contracts';
import { api } from '@/lib/api-client';

const exchanges = new Map<string, Promise<TSocialExchangeResponse>>();

/**
 * POST /auth/social/exchange: the one-time code of /auth/google/callback for the session (or a
 * link token). The code works once, so a second render (StrictMode, a re-mount) gets the same
 * promise instead of a second request.
 */
export function exchangeSocialCode(code: string): Promise<TSocialExchangeResponse> {
  let pending = exchanges.get(code);
  if (!pending) {
    pending = api.post<TSocialExchangeResponse>('/auth/social/exchange', { code }).then(({ data }) => data);
    exchanges.set(code, pending);
  }
  return pending;
}
