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
    // shorter than my courses' 5 minutes (SPEC section 9); the course player also makes it stale
    // whenever it saves progress (continueLearningKeys), so a learner back from a lecture sees it
    staleTime: 30_000,
  });
}
