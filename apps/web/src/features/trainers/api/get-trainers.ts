import type { TTrainer, TTrainerDetails, TTrainerListQuery } from '@masar/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

export const trainerKeys = {
  all: ['trainers'] as const,
  list: (query: TTrainerListQuery) => [...trainerKeys.all, 'list', query] as const,
  detail: (id: string) => [...trainerKeys.all, 'detail', id] as const,
};

export type TTrainerPage = { items: TTrainer[]; total: number };

/** GET /trainers: public (PRODUCT.md section 2); the total before paging is in X-Total-Count. */
export async function getTrainers(query: TTrainerListQuery, signal?: AbortSignal): Promise<TTrainerPage> {
  const { data, headers } = await api.get<TTrainer[]>('/trainers', { params: query, signal });
  const items = Array.isArray(data) ? data : [];
  const total = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  return { items, total: Number.isFinite(total) ? total : items.length };
}

export function useTrainers(query: TTrainerListQuery) {
  return useQuery({
    queryKey: trainerKeys.list(query),
    queryFn: ({ signal }) => getTrainers(query, signal),
    placeholderData: (previous) => previous,
  });
}

/** GET /trainers/{id}: the profile with the trainer's published courses. */
export async function getTrainer(id: string, signal?: AbortSignal): Promise<TTrainerDetails> {
  const { data } = await api.get<TTrainerDetails>(`/trainers/${encodeURIComponent(id)}`, { signal });
  return data;
}

export const isNotFound = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

export function useTrainer(id: string) {
  const fallback = useQueryClient().getDefaultOptions().queries?.retry ?? 3;
  return useQuery({
    queryKey: trainerKeys.detail(id),
    queryFn: ({ signal }) => getTrainer(id, signal),
    // a missing trainer stays missing; network and server failures follow the client's setting
    retry: (failures, error) => {
      if (isApiError(error) && error.status !== undefined && error.status < 500) return false;
      if (typeof fallback === 'function') return fallback(failures, error);
      return typeof fallback === 'number' ? failures < fallback : fallback;
    },
  });
}
