import type { TCourseCategory, TCourseLevel, TCourseListQuery, TCourseSort } from '@masar/contracts';
import { useUrlSearch } from '@/lib/use-url-search';
import { CATEGORIES, COURSES_PAGE_SIZE, LEVELS, oneOf, SORTS, toMinorUnits } from '../lib/options';

/** What the URL of /courses carries; prices in whole currency units (EGP), as the visitor types them. */
export type TCourseFilters = {
  q?: string;
  category?: TCourseCategory;
  level?: TCourseLevel;
  minPrice?: number;
  maxPrice?: number;
  sort?: TCourseSort;
  page: number;
};

const MAX_MAJOR_PRICE = 1_000_000;

function price(value: string | null) {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 && number <= MAX_MAJOR_PRICE ? number : undefined;
}

export function readCourseFilters(params: URLSearchParams): TCourseFilters {
  return {
    q: params.get('q')?.trim().slice(0, 200) || undefined,
    category: oneOf(CATEGORIES, params.get('category')),
    level: oneOf(LEVELS, params.get('level')),
    minPrice: price(params.get('minPrice')),
    maxPrice: price(params.get('maxPrice')),
    sort: oneOf(SORTS, params.get('sort')),
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

/** The API's query: prices in minor units, the page as limit/offset. */
export function toCourseQuery(filters: TCourseFilters, currency: string): TCourseListQuery {
  const { page, minPrice, maxPrice, ...rest } = filters;
  return {
    ...rest,
    minPrice: minPrice === undefined ? undefined : toMinorUnits(minPrice, currency),
    maxPrice: maxPrice === undefined ? undefined : toMinorUnits(maxPrice, currency),
    limit: COURSES_PAGE_SIZE,
    offset: (page - 1) * COURSES_PAGE_SIZE,
  };
}

export function writeCourseFilters(filters: Partial<TCourseFilters>): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    next.set(key, String(value));
  }
  return next;
}

/**
 * The catalog's search, filters, sort and page live in the URL: a search can be shared, and every
 * change is a history entry, so the back button returns to the previous results.
 */
export function useCourseFilters(currency = 'EGP') {
  const [params, setParams] = useUrlSearch();
  const filters = readCourseFilters(params);
  const query = toCourseQuery(filters, currency);

  /** Changes some filters; any change but the page itself goes back to page 1. */
  const update = (changes: Partial<TCourseFilters>) => {
    const merged = { ...filters, ...changes };
    if (!('page' in changes)) merged.page = 1;
    setParams(writeCourseFilters(merged));
  };

  /** A link target for another page of the same results. */
  const linkToPage = (page: number) => {
    const search = writeCourseFilters({ ...filters, page }).toString();
    return { search: search ? `?${search}` : '' };
  };

  const isFiltered = Boolean(
    filters.q || filters.category || filters.level || filters.minPrice !== undefined || filters.maxPrice !== undefined,
  );

  return { filters, query, update, linkToPage, isFiltered };
}
