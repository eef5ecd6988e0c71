import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { createContext, use, useMemo, useSyncExternalStore, type Context } from 'react';

/**
 * The app's React binding for i18next (docs/decisions/002-own-i18next-binding.md): the part of
 * react-i18next's `useTranslation` the app uses, without the rest of that library (the home page's
 * 120 KB budget).
 *
 * - `useTranslation(ns?)` returns `{ t, i18n }`; `t` is bound to the first namespace (or i18next's
 *   `defaultNS`) and to the current language; `'ns:key'` and `{ ns }` still reach other namespaces.
 * - Components re-render when i18next emits `languageChanged` or `loaded`; `t` is a new function
 *   then, so effects that list it as a dependency run again.
 * - Suspense, as react-i18next's `useSuspense: true`: while i18next is not initialised or one of the
 *   namespaces is not loaded for the current language, the hook throws the promise of
 *   `i18n.loadNamespaces(...)` so the nearest <Suspense> fallback shows until it settles. A
 *   namespace that failed to load counts as settled (i18next then falls back, then shows the key).
 */

const EVENTS = ['languageChanged', 'loaded'] as const;

let version = 0;
const listeners = new Set<() => void>();

function onI18nEvent() {
  version += 1;
  listeners.forEach((listener) => listener());
}

// One listener on the instance for the whole app, so the version moves even between a component's
// render and its subscription.
for (const event of EVENTS) i18next.on(event, onI18nEvent);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getVersion = () => version;

function isReady(i18n: I18n, namespaces: readonly string[]) {
  if (!i18n.isInitialized && !i18n.initializedStoreOnce) return false;
  // as react-i18next: without a language list there is nothing to wait for
  if (!i18n.languages?.length) return true;
  return namespaces.every((ns) => i18n.hasLoadedNamespace(ns));
}

/** Resolves once the namespaces are loaded (or failed) and i18next has finished initialising. */
function loadNamespaces(i18n: I18n, namespaces: readonly string[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]).then(() =>
    i18n.isInitialized
      ? undefined
      : new Promise<void>((resolve) => {
          const onInitialized = () => {
            i18n.off('initialized', onInitialized);
            resolve();
          };
          i18n.on('initialized', onInitialized);
        }),
  );
}

export type TTranslation = { t: TFunction; i18n: I18n };

/** What one server render shares with its components: the request's i18next instance, the page title. */
export type TServerRender = { i18n: I18n; setTitle(title: string): void };

/**
 * Server rendering only (app/entry-server.tsx renders pages in the language of each request, several
 * at a time): the browser build compiles it, and the branch reading it, away (`import.meta.env.SSR`).
 */
export const ServerRenderContext: Context<TServerRender | null> | null = import.meta.env.SSR
  ? createContext<TServerRender | null>(null)
  : null;

export function useTranslation(ns?: string | readonly string[]): TTranslation {
  const i18n = (import.meta.env.SSR && ServerRenderContext && use(ServerRenderContext)?.i18n) || i18next;
  const current = useSyncExternalStore(subscribe, getVersion, getVersion);
  const defaultNs = i18n.options?.defaultNS;
  const requested = ns ?? (typeof defaultNs === 'string' || Array.isArray(defaultNs) ? defaultNs : 'translation');
  const namespacesKey = typeof requested === 'string' ? requested : requested.join('\u0000');
  const namespaces = useMemo(() => namespacesKey.split('\u0000'), [namespacesKey]);
  const language = i18n.language;
  const t = useMemo(
    () => i18n.getFixedT(language, namespaces[0]),
    // `current` is listed so that `t` changes whenever i18next reports a change
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, language, namespaces, current],
  );
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense: a thrown promise means "not ready, render again when it settles"
  if (!isReady(i18n, namespaces)) throw loadNamespaces(i18n, namespaces);
  return { t, i18n };
}
