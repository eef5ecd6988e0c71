import { useUrlSearch } from './use-url-search';

/** One of `values`, or undefined for anything else (a hand-edited URL cannot inject a value). */
export function oneOf<T extends string>(values: readonly T[], value: string | null | undefined): T | undefined {
  return value != null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const uuidOrUndefined = (value: string | null | undefined) => (value && UUID.test(value) ? value : undefined);

/**
 * An admin list's filters and page in the URL (so a view can be shared and survives reloads):
 * `get` reads a trimmed value, `update` changes filters (back to page 1) or, with only `page`,
 * the page; `reset` clears everything.
 */
export function useListParams(pageSize: number) {
  const [params, setParams] = useUrlSearch();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const get = (key: string) => params.get(key)?.trim() || undefined;

  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };

  const reset = () => setParams(new URLSearchParams(), { replace: true });

  return { page, limit: pageSize, offset: (page - 1) * pageSize, get, update, reset };
}
