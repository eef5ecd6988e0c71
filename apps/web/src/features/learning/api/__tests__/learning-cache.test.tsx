import { LEARNING_CACHE_MS } from '@masar/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/server';
import { signIn } from '@/test/users';
import { useCourseContent } from '../get-course-content';
import { useMyCourses } from '../get-my-courses';
import { makeContent } from '../../components/__tests__/fixtures';
import { defined } from '@masar/contracts/defined';

afterEach(() => vi.useRealTimers());

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('my courses and course content cache (SPEC sections 4 and 9: 300000 ms unless forced)', () => {
  it('skips GET /Courses/mine within 5 minutes of the last fetch, fetches after, and always when forced', async () => {
    signIn();
    expect(LEARNING_CACHE_MS).toBe(300_000);
    let calls = 0;
    server.use(
      http.get('*/api/Courses/mine', () => {
        calls += 1;
        return HttpResponse.json([]);
      }),
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    const { wrapper } = setup();
    const first = renderHook(() => useMyCourses(), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();
    vi.setSystemTime(Date.now() + LEARNING_CACHE_MS - 1000);
    const second = renderHook(() => useMyCourses(), { wrapper });
    expect(second.result.current.isSuccess).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(1);
    second.unmount();
    const forced = renderHook(() => useMyCourses({ force: true }), { wrapper });
    await waitFor(() => expect(calls).toBe(2));
    forced.unmount();
    vi.setSystemTime(Date.now() + LEARNING_CACHE_MS + 1000);
    renderHook(() => useMyCourses(), { wrapper });
    await waitFor(() => expect(calls).toBe(3));
  });

  it('keeps GET /Courses/content for 5 minutes per course', async () => {
    signIn();
    const asked: string[] = [];
    server.use(
      http.get('*/api/Courses/content', ({ request }) => {
        const courseId = defined(new URL(request.url).searchParams.get('courseId'));
        asked.push(courseId);
        return HttpResponse.json(makeContent({ courseId }));
      }),
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    const { wrapper } = setup();
    const first = renderHook(() => useCourseContent('c1'), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();
    vi.setSystemTime(Date.now() + 60_000);
    renderHook(() => useCourseContent('c1'), { wrapper });
    const other = renderHook(() => useCourseContent('c2'), { wrapper });
    await waitFor(() => expect(other.result.current.isSuccess).toBe(true));
    expect(asked).toEqual(['c1', 'c2']);
  });
});
