import type { TCourseContent, TLectureProgressRequest, TLectureProgressResult } from '@masar/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, apiUrl } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { continueLearningKeys } from '@/lib/continue-learning-keys';
import { getAccessToken } from '@/lib/session';
import { learningKeys } from './query-keys';

const progressUrl = (lectureId: string) => `/lectures/${encodeURIComponent(lectureId)}/progress`;

/** POST /lectures/{id}/progress: the position and the ranges watched since the last report. */
export async function saveProgress(lectureId: string, body: TLectureProgressRequest): Promise<TLectureProgressResult> {
  const { data } = await api.post<TLectureProgressResult>(progressUrl(lectureId), body);
  return data;
}

/**
 * When the player is left: a keepalive request outlives the page (sendBeacon cannot carry the
 * bearer token). Best effort by nature: nothing is left to show an error to. Left for another page
 * of the app, its answer refreshes "continue learning", which that page may already be showing.
 */
export async function saveProgressOnLeave(
  client: QueryClient,
  lectureId: string,
  body: TLectureProgressRequest,
): Promise<void> {
  const token = getAccessToken();
  if (!token) return;
  const url = apiUrl(progressUrl(lectureId));
  const response = await fetch(url, {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      'Accept-Language': currentLanguage(),
    },
    body: JSON.stringify(body),
  }).catch(() => undefined);
  if (response?.ok) forgetContinueLearning(client);
}

/** The home page's and the catalog's "continue learning" (cached 30 s) is fetched again when next shown. */
function forgetContinueLearning(client: QueryClient) {
  void client.invalidateQueries({ queryKey: continueLearningKeys.all });
}

/** Writes a progress answer into the cached outline; my courses is refetched on its next visit. */
export function applyProgress(client: QueryClient, courseId: string, result: TLectureProgressResult) {
  client.setQueryData<TCourseContent>(learningKeys.content(courseId), (content) => {
    if (!content) return content;
    let completed = 0;
    const units = content.units.map((unit) => ({
      ...unit,
      sections: unit.sections.map((section) => ({
        ...section,
        lectures: section.lectures.map((lecture) => {
          const next =
            lecture._id === result.lectureId
              ? {
                  ...lecture,
                  completed: lecture.completed || result.completed,
                  positionSeconds: result.positionSeconds,
                  watchedSeconds: result.watchedSeconds,
                }
              : lecture;
          if (next.completed) completed += 1;
          return next;
        }),
      })),
    }));
    return {
      ...content,
      units,
      completedLectures: completed,
      progress: result.courseProgress,
      certificateCode: result.certificateCode ?? content.certificateCode,
      resume: { lectureId: result.lectureId, positionSeconds: result.positionSeconds },
    };
  });
  // the cached list would show the old percentage: forced on the next visit (SPEC section 4)
  void client.invalidateQueries({ queryKey: learningKeys.mine(), refetchType: 'none' });
  forgetContinueLearning(client);
}

export function useSaveProgress(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lectureId, body }: { lectureId: string; body: TLectureProgressRequest }) =>
      saveProgress(lectureId, body),
    onSuccess: (result) => applyProgress(client, courseId, result),
  });
}
