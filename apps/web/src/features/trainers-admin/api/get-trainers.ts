import type { TTrainer } from '@masar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readTotal, type TListPage } from '@/lib/list-cache';
import { trainersAdminKeys, type TTrainersQuery } from './query-keys';

/** GET /trainers: one page of trainers; the total before paging in X-Total-Count. */
export async function getTrainers(query: TTrainersQuery, signal?: AbortSignal): Promise<TListPage<TTrainer>> {
  const { data, headers } = await api.get<TTrainer[]>('/trainers', { params: query, signal });
  const items = Array.isArray(data) ? data : [];
  return { items, total: readTotal(headers, query.offset, items.length) };
}

export function useTrainers(query: TTrainersQuery) {
  return useQuery(
    queryOptions({
      queryKey: trainersAdminKeys.list(query),
      queryFn: ({ signal }) => getTrainers(query, signal),
      placeholderData: (previous) => previous,
    }),
  );
}
