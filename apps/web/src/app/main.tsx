import '@/styles/index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { takeStringsFromPage } from '@/lib/formatted-strings';
import { getStoredLanguage, initI18n, writeLanguageCookie } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { getAccessToken } from '@/lib/session';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { SERVER_STATE_ID, type TServerState } from './server-state';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// A public page rendered on the server (docs/decisions/007) carries its translations and data.
const embedded = document.getElementById(SERVER_STATE_ID)?.textContent;
const server = embedded ? (JSON.parse(embedded) as TServerState) : undefined;
const language = getStoredLanguage();

/**
 * Lets the browser run what waits (a paint, an input) before the next step: starting the app is
 * then a few short tasks instead of one long one after the modules' evaluation.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function hydrateServerPage(state: TServerState, container: HTMLElement) {
  await nextTask();
  void initI18n(state);
  takeStringsFromPage(state.formatted);
  // what @tanstack/react-query's hydrate() does for a new cache, without its code. The server
  // asked as a guest: a signed-in visitor's pages ask again once shown (a course's `enrolled`)
  const isInvalidated = Boolean(getAccessToken());
  for (const { queryKey, queryHash, state: queryState } of state.queries)
    queryClient.getQueryCache().build(queryClient, { queryKey, queryHash }, { ...queryState, isInvalidated });
  await nextTask();
  // in a transition: hydration then yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a click still hydrates its target at once)
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

if (server?.lang === language) {
  void hydrateServerPage(server, root);
} else {
  // rendered in another language than the one this browser keeps (its cookie was missing or
  // stale): render from scratch in the right one, and let the next page be rendered in it
  if (server) writeLanguageCookie(language);
  void initI18n();
  createRoot(root).render(app);
}
