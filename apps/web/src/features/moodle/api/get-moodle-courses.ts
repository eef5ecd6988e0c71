import type { TMoodleCourse, TMoodleCoursesResponse } from '@masar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { moodleKeys } from './query-keys';

/** GET /moodle-courses (public): `data.courses`, each with id and fullname (SPEC section 7). */
export async function getMoodleCourses(signal?: AbortSignal): Promise<TMoodleCourse[]> {
  const { data } = await api.get<TMoodleCoursesResponse>('/moodle-courses', { signal });
  return Array.isArray(data?.data?.courses) ? data.data.courses : [];
}

/**
 * Moodle's answers do not change within seconds: an error from Moodle (502) or "not configured"
 * (503) is shown at once instead of after three retries; network failures still retry.
 */
export function retryMoodle(failures: number, error: unknown) {
  const status = isApiError(error) ? error.status : undefined;
  return failures < 3 && (status === undefined || (status >= 500 && status !== 502 && status !== 503));
}

/** The server marks failures of the site's setup (not configured, token, web services) with details.cause. */
export function isConfigurationFailure(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const details: unknown = (error.data as { details?: unknown } | undefined)?.details;
  return !!details && typeof details === 'object' && (details as { cause?: unknown }).cause === 'configuration';
}

export function getMoodleCoursesQueryOptions() {
  return queryOptions({
    queryKey: moodleKeys.courses(),
    queryFn: ({ signal }) => getMoodleCourses(signal),
    retry: retryMoodle,
  });
}

export function useMoodleCourses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMoodleCoursesQueryOptions(), enabled });
}
