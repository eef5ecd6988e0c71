import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { e2eAdmin } from './accounts';
import { phoneLayoutProblems } from './gates/layout';

/** The quiz journeys' shared steps (issues 20 and 31). */

export async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

/**
 * A free course in the outline editor's shape, one unit and one section with these lectures
 * (quiz lectures get their questions later); `admin` posts as the admin, `publish` publishes it.
 */
export async function buildQuizCourse(
  api: APIRequestContext,
  title: string,
  lang: 'ar' | 'en',
  lectures: Array<{ title: string; kind: 'text' | 'quiz'; body?: string }>,
) {
  const login = await ok<{ accessToken: string }>(await api.post('/api/auth/login', { data: e2eAdmin }));
  const headers = { authorization: `Bearer ${login.accessToken}` };
  const admin = async <T>(url: string, data: object) => ok<T>(await api.post(url, { headers, data }));
  const course = await admin<{ _id: string }>('/api/Courses', {
    title: `${title} ${Date.now()}`,
    category: 'Programming',
    level: 'Beginner',
    language: lang,
    price: 0,
  });
  const unit = await admin<{ _id: string }>(`/api/courses/${course._id}/units`, { title: 'Unit' });
  const section = await admin<{ _id: string }>(`/api/units/${unit._id}/sections`, { title: 'Section' });
  const lectureIds: string[] = [];
  for (const lecture of lectures)
    lectureIds.push((await admin<{ _id: string }>(`/api/sections/${section._id}/lectures`, lecture))._id);
  return {
    courseId: course._id,
    lectureIds,
    admin,
    publish: async () => ok(await api.patch(`/api/courses/${course._id}`, { headers, data: { status: 'published' } })),
  };
}

/** Full-page screenshots at 1366 and 390 px, the phone layout checked at 390. */
export async function shoot(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 390) expect(await phoneLayoutProblems(page), `${name} at 390 px`).toEqual([]);
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}
