import { TRAINER_SPECIALTIES } from '@masar/contracts';
import { oneOf, useListParams } from '@/lib/use-list-params';
import type { TTrainersQuery } from '../api/query-keys';

export const TRAINERS_PAGE_SIZE = 20;

/** Search and specialty of /dashboard/trainers, and its page, in the URL. */
export function useTrainersFilters() {
  const list = useListParams(TRAINERS_PAGE_SIZE);
  const filters = { q: list.get('q'), specialty: oneOf(TRAINER_SPECIALTIES, list.get('specialty')) };
  const query: TTrainersQuery = { ...filters, limit: list.limit, offset: list.offset };
  return { filters, page: list.page, query, update: list.update, reset: list.reset };
}
