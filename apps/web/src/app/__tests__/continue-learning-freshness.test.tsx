import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useContinueLearning } from '@/features/catalog/api/get-continue-learning';
import { useCompleteLecture } from '@/features/learning/api/complete-lecture';
import { saveProgressOnLeave, useSaveProgress } from '@/features/learning/api/save-progress';
import { server } from '@/test/server';
import { signIn } from '@/test/users';

const result = {
  lectureId: 'l1',
  completed: true,
  positionSeconds: 60,
  watchedSeconds: 60,
  courseProgress: 50,
  certificateCode: null,
};

/**
 * The home page's and the catalog's "continue learning" is kept 30 s; a learner back from a
 * lecture must not see the progress of before it, so saving progress makes it stale at once.
 */
describe('continue learning after progress is saved in the course player', () => {
  function setup() {
    signIn();
    let asked = 0;
    server.use(
      http.get('*/api/learning/continue', () => {
        asked += 1;
        return HttpResponse.json({ owned: [{ courseId: 'c1', progress: asked === 1 ? 0 : 50 }], inProgress: [] });
      }),
      http.post('*/api/lectures/l1/progress', () => HttpResponse.json(result)),
      http.post('*/api/lectures/l1/complete', () => HttpResponse.json(result)),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return { client, wrapper, asked: () => asked };
  }

  async function cachedOnce(wrapper: (props: { children: ReactNode }) => ReactNode) {
    const home = renderHook(() => useContinueLearning(), { wrapper });
    await waitFor(() => expect(home.result.current.data?.owned[0]?.progress).toBe(0));
    home.unmount();
  }

  async function shownAgain(wrapper: (props: { children: ReactNode }) => ReactNode, asked: () => number) {
    const again = renderHook(() => useContinueLearning(), { wrapper });
    await waitFor(() => expect(again.result.current.data?.owned[0]?.progress).toBe(50));
    expect(asked()).toBe(2);
  }

  it('after a progress report', async () => {
    const { wrapper, asked } = setup();
    await cachedOnce(wrapper);
    const player = renderHook(() => useSaveProgress('c1'), { wrapper });
    await act(() =>
      player.result.current.mutateAsync({ lectureId: 'l1', body: { positionSeconds: 60, watchedRanges: [[0, 60]] } }),
    );
    await shownAgain(wrapper, asked);
  });

  it('after a lecture marked done', async () => {
    const { wrapper, asked } = setup();
    await cachedOnce(wrapper);
    const player = renderHook(() => useCompleteLecture('c1'), { wrapper });
    await act(() => player.result.current.mutateAsync('l1'));
    await shownAgain(wrapper, asked);
  });

  it('after the report sent when the player is left (the home page may already be showing: it refetches)', async () => {
    const { client, wrapper, asked } = setup();
    const home = renderHook(() => useContinueLearning(), { wrapper });
    await waitFor(() => expect(home.result.current.data?.owned[0]?.progress).toBe(0));
    await act(() => saveProgressOnLeave(client, 'l1', { positionSeconds: 60, watchedRanges: [[0, 60]] }));
    await waitFor(() => expect(home.result.current.data?.owned[0]?.progress).toBe(50));
    expect(asked()).toBe(2);
  });
});
