import type { TContinueLearning } from '@masar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { catalogKeys } from './query-keys';

/** GET /learning/continue: the signed-in learner's owned courses and where to continue. */
export async function getContinueLearning(signal?: AbortSignal): Promise<TContinueLearning> {
  const { data } = await api.get<TContinueLearning>('/learning/continue', { signal });
  return data;
}

/**
 * Asked only when signed in. The server renders every public page as a guest and the session is
 * read after hydration (decision 007), so what this adds never changes the server's markup.
 */
export function useContinueLearning() {
  const { isAuthenticated, user } = useSession();
  const userId = String(user?._id ?? user?.email ?? '');
  return useQuery({
    queryKey: catalogKeys.continueLearning(userId),
    queryFn: ({ signal }) => getContinueLearning(signal),
    enabled: isAuthenticated,
    // LEARNING_CACHE_MS (SPEC section 9): a value imported from @masar/contracts would pull its
    // chunk (zod) into the public pages
    staleTime: 300_000,
  });
}
