import { USER_ROLES } from '@masar/contracts';
import { useUrlSearch } from '@/lib/use-url-search';
import { USER_SORTS, type TUsersQuery } from '../api/get-users';

export const USERS_PAGE_SIZE = 20;

export type TUsersFilters = Omit<TUsersQuery, 'limit' | 'offset'> & { page: number };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
const date = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** The list's filters, sort and page live in the URL, so a view can be shared and survives reloads. */
export function useUsersFilters() {
  const [params, setParams] = useUrlSearch();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filters: TUsersFilters = {
    q: params.get('q')?.trim() || undefined,
    role: oneOf(USER_ROLES, params.get('role')),
    verified: oneOf(['true', 'false'] as const, params.get('verified')),
    disabled: oneOf(['true', 'false'] as const, params.get('disabled')),
    createdFrom: date(params.get('createdFrom')),
    createdTo: date(params.get('createdTo')),
    sort: oneOf(USER_SORTS, params.get('sort')),
    page,
  };
  const { page: _page, ...rest } = filters;
  const query: TUsersQuery = { ...rest, limit: USERS_PAGE_SIZE, offset: (page - 1) * USERS_PAGE_SIZE };

  /** Changes filters (back to page 1) or, with only `page`, the page. */
  const update = (changes: Partial<TUsersFilters>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };

  const reset = () => setParams(new URLSearchParams(), { replace: true });

  return { filters, query, update, reset };
}
