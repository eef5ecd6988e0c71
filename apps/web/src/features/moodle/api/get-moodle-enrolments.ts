import type { TMoodleEnrolment, TMoodleEnrolmentListQuery } from '@masar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { moodleKeys } from './query-keys';

export type TMoodleEnrolmentsPage = { enrolments: TMoodleEnrolment[]; total: number };

/** GET /moodle/enrolments (admin): one page, the total in X-Total-Count. */
export async function getMoodleEnrolments(
  query: TMoodleEnrolmentListQuery,
  signal?: AbortSignal,
): Promise<TMoodleEnrolmentsPage> {
  const { data, headers } = await api.get<TMoodleEnrolment[]>('/moodle/enrolments', { params: query, signal });
  const enrolments = Array.isArray(data) ? data : [];
  const total = Number(headers.get('X-Total-Count'));
  return { enrolments, total: Number.isFinite(total) && headers.has('X-Total-Count') ? total : enrolments.length };
}

/** Refreshed every 15 s while open: the sync runs in the background. */
export function useMoodleEnrolments(query: TMoodleEnrolmentListQuery) {
  return useQuery({
    queryKey: moodleKeys.enrolments(query),
    queryFn: ({ signal }) => getMoodleEnrolments(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}
