import type { TTrainerDetails } from '@masar/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { trainersAdminKeys } from './query-keys';

/** GET /trainers/{id}: the trainer as it is now, read again before editing. */
export async function getTrainer(id: string, signal?: AbortSignal): Promise<TTrainerDetails> {
  const { data } = await api.get<TTrainerDetails>(`/trainers/${encodeURIComponent(id)}`, { signal });
  return data;
}

export function useTrainer(id: string | null) {
  return useQuery({
    queryKey: trainersAdminKeys.detail(id ?? ''),
    queryFn: id === null ? skipToken : ({ signal }) => getTrainer(id, signal),
    staleTime: 0,
  });
}
