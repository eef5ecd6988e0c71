import type { TTrainerListQuery, TTrainerSpecialty } from '@masar/contracts';
import { useUrlSearch } from '@/lib/use-url-search';

// ZTrainerSpecialty's values; a value import from the contracts would bring zod into this page
export const SPECIALTIES = ['tech', 'business', 'language'] as const satisfies readonly TTrainerSpecialty[];
export const TRAINERS_PAGE_SIZE = 12;

export type TTrainerFilters = { q?: string; specialty?: TTrainerSpecialty; page: number };

export function readTrainerFilters(params: URLSearchParams): TTrainerFilters {
  const specialty = params.get('specialty');
  return {
    q: params.get('q')?.trim().slice(0, 200) || undefined,
    specialty: (SPECIALTIES as readonly string[]).includes(specialty ?? '')
      ? (specialty as TTrainerSpecialty)
      : undefined,
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

function write(filters: TTrainerFilters) {
  const next = new URLSearchParams();
  if (filters.q) next.set('q', filters.q);
  if (filters.specialty) next.set('specialty', filters.specialty);
  if (filters.page > 1) next.set('page', String(filters.page));
  return next;
}

/** Search word, specialty and page in the URL: shareable, and the back button undoes a search. */
export function useTrainerFilters() {
  const [params, setParams] = useUrlSearch();
  const filters = readTrainerFilters(params);
  const query: TTrainerListQuery = {
    q: filters.q,
    specialty: filters.specialty,
    limit: TRAINERS_PAGE_SIZE,
    offset: (filters.page - 1) * TRAINERS_PAGE_SIZE,
  };
  const update = (changes: Omit<TTrainerFilters, 'page'>) => setParams(write({ ...changes, page: 1 }));
  const linkToPage = (page: number) => {
    const search = write({ ...filters, page }).toString();
    return { search: search ? `?${search}` : '' };
  };
  return { filters, query, update, linkToPage };
}
