import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The URL's query as URLSearchParams, and a setter that replaces it. react-router's
 * useSearchParams does the same, but pulls extra code into the shared vendor chunk that the home
 * page downloads (its 120 KB budget); useLocation and useNavigate are there already.
 */
export function useUrlSearch() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = (next: URLSearchParams, options: { replace?: boolean } = {}) => {
    const query = next.toString();
    void navigate({ search: query ? `?${query}` : '' }, { replace: options.replace });
  };
  return [params, setParams] as const;
}
