import type {
  TCourseInsight,
  TFunnelInsight,
  TInsightCourseSort,
  TInsightCourses,
  TLearnersInsight,
  TSalesInsight,
} from '@masar/contracts/insight';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, ApiError, apiUrl, parseBody } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { getAccessToken } from '@/lib/session';
import { rangeQuery, type TRangeChoice } from '../lib/range';

const keys = {
  all: ['insight'] as const,
  part: (part: string, query: string) => ['insight', part, query] as const,
};

function useInsight<T>(part: string, path: string, query: string) {
  return useQuery({
    queryKey: keys.part(part, query),
    queryFn: async ({ signal }) => (await api.get<T>(`${path}?${query}`, { signal })).data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export const useSales = (range: TRangeChoice) =>
  useInsight<TSalesInsight>('sales', '/admin/insight/sales', rangeQuery(range));
export const useLearners = (range: TRangeChoice) =>
  useInsight<TLearnersInsight>('learners', '/admin/insight/learners', rangeQuery(range));
export const useFunnel = (range: TRangeChoice) =>
  useInsight<TFunnelInsight>('funnel', '/admin/insight/funnel', rangeQuery(range));

export type TCoursesSort = { sort: TInsightCourseSort; dir: 'asc' | 'desc'; page: number };
export const COURSES_PAGE_SIZE = 20;

export const useInsightCourses = (range: TRangeChoice, sort: TCoursesSort) =>
  useInsight<TInsightCourses>(
    'courses',
    '/admin/insight/courses',
    rangeQuery(range, { ...sort, pageSize: COURSES_PAGE_SIZE }),
  );

export const useCourseInsight = (courseId: string, range: TRangeChoice) =>
  useInsight<TCourseInsight>(
    `course-${courseId}`,
    `/admin/insight/courses/${encodeURIComponent(courseId)}`,
    rangeQuery(range),
  );

function fetchFile(url: string) {
  const headers = new Headers({ 'Accept-Language': currentLanguage() });
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(url, { headers, credentials: 'include' });
}

function fileNameFrom(header: string | null, fallback: string) {
  return /filename="?([^";]+)"?/.exec(header ?? '')?.[1] ?? fallback;
}

/**
 * A CSV export (`/admin/insight/export/…`) with the bearer token, handed to the browser as a file;
 * on a 401 one call through the shared client refreshes the session and the download is tried again.
 */
async function downloadCsv(path: string): Promise<void> {
  const url = new URL(apiUrl(path), document.baseURI).href;
  let response: Response;
  try {
    response = await fetchFile(url);
    if (response.status === 401) {
      await api.get('/admin/summary');
      response = await fetchFile(url);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(undefined, undefined, error);
  }
  if (!response.ok) throw new ApiError(response.status, parseBody(await response.text().catch(() => '')));
  const blob = await response.blob();
  const link = document.createElement('a');
  const objectUrl = URL.createObjectURL(blob);
  link.href = objectUrl;
  link.download = fileNameFrom(response.headers.get('Content-Disposition'), 'masar.csv');
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 30_000);
}

export const useDownloadCsv = () => useMutation({ mutationFn: downloadCsv });
