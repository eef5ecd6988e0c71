import { expect, request, test, type Page } from '@playwright/test';

export interface E2ESession {
  accessToken: string;
  refreshToken: string;
  user: unknown;
}

/** A cookie-less API client: its first request needs no CSRF pair. */
export const apiClient = () => request.newContext({ baseURL: test.info().project.use.baseURL });

/** Registers a new learner through the API; answers the session it starts. */
export async function registerLearner(learner: {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  language: 'ar' | 'en';
}): Promise<E2ESession> {
  const api = await apiClient();
  try {
    const register = await api.post('/api/auth/register', { data: { ...learner, acceptTerms: true } });
    expect(register.ok(), await register.text()).toBeTruthy();
    return (await register.json()) as E2ESession;
  } finally {
    await api.dispose();
  }
}

/**
 * Stores the session and the language as the app does, taking effect on the page's next
 * navigation; only once per page, so a later logout or language switch in the UI is left alone.
 */
export async function storeSession(page: Page, session: E2ESession, lang: 'ar' | 'en') {
  await page.addInitScript(
    ({ session, lang }) => {
      if (sessionStorage.getItem('e2e-session-stored')) return;
      sessionStorage.setItem('e2e-session-stored', '1');
      localStorage.setItem('lang', lang);
      document.cookie = `lang=${lang}; path=/`;
      localStorage.setItem('accessToken', session.accessToken);
      localStorage.setItem('refreshToken', session.refreshToken);
      localStorage.setItem('user', JSON.stringify(session.user));
    },
    { session, lang },
  );
}
