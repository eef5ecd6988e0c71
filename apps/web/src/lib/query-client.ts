import { QueryClient } from '@tanstack/react-query';

export const QUERY_GC_TIME = 300_000;

/** 1000 ms, doubling, capped at 30000 ms (SPEC section 9). */
export function retryDelay(attempt: number) {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME,
        staleTime: 60_000,
        retry: 3,
        retryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
