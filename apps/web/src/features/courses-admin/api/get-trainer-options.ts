import type { TTrainer } from '@masar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { coursesAdminKeys } from './query-keys';

export type TTrainerOption = Pick<TTrainer, '_id' | 'name' | 'title'>;

/** GET /trainers: the trainers a course can be given (the API's largest page). */
export async function getTrainerOptions(signal?: AbortSignal): Promise<TTrainerOption[]> {
  const { data } = await api.get<TTrainer[]>('/trainers', { params: { limit: 100 }, signal });
  return (Array.isArray(data) ? data : []).map(({ _id, name, title }) => ({ _id, name, title }));
}

export function useTrainerOptions() {
  // read again whenever a form opens: a trainer may have been added on the trainers page
  return useQuery({
    queryKey: coursesAdminKeys.trainerOptions(),
    queryFn: ({ signal }) => getTrainerOptions(signal),
    staleTime: 0,
  });
}
