import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';

/** Pages whose queries are remembered; the oldest is forgotten first. */
const PAGES_REMEMBERED = 2_000;

/**
 * The queries each recently rendered public page asked for, by language and URL. A page's render
 * passes discover its queries a layer at a time (a course page: the course, then its reviews and
 * related courses, which need its category), each layer costing a whole render. When a page is
 * rendered again (a catalog edit cleared the page cache) its remembered queries are fetched, fresh,
 * before the first pass, which then usually finds nothing missing: one render instead of three.
 * A query the page no longer asks for is fetched for nothing; one it newly asks for costs a pass.
 */
export function createQueryRecipes(limit = PAGES_REMEMBERED) {
  const recipes = new Map<string, FetchQueryOptions[]>();
  return {
    /** The queries the page asked for last time (none for a page not rendered lately). */
    recall(page: string): FetchQueryOptions[] {
      return recipes.get(page) ?? [];
    },
    /**
     * Keeps what a successful render fetched (every query in its client): each query's key and
     * function only, not options that may hold on to the request's own client.
     */
    remember(page: string, client: QueryClient) {
      const queries: FetchQueryOptions[] = client
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'success' && query.options.queryFn)
        .map(({ queryKey, options }) => ({ queryKey, queryFn: options.queryFn }));
      recipes.delete(page);
      recipes.set(page, queries);
      if (recipes.size > limit) recipes.delete(recipes.keys().next().value as string);
    },
    get size() {
      return recipes.size;
    },
  };
}
