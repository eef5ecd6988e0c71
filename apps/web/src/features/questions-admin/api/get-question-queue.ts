import type { TQuestionQueue } from '@masar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { questionsAdminKeys, type TQueueQuery } from './query-keys';

/** GET /admin/questions (admin): one page of the learners' questions. */
export async function getQuestionQueue(query: TQueueQuery, signal?: AbortSignal): Promise<TQuestionQueue> {
  const { data } = await api.get<TQuestionQueue>('/admin/questions', { params: query, signal });
  return data;
}

export function useQuestionQueue(query: TQueueQuery) {
  return useQuery(
    queryOptions({
      queryKey: questionsAdminKeys.list(query),
      queryFn: ({ signal }) => getQuestionQueue(query, signal),
      // another admin's answer shows on the next visit
      staleTime: 0,
      placeholderData: (previous) => previous,
    }),
  );
}
