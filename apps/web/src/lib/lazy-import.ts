import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const CHUNK_RELOAD_KEY = 'masar:chunk-reload-attempted';
/** SPEC section 9: script chunk timeout. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

type TDeps = {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload?: () => void;
  timeoutMs?: number;
};

function defaultStorage() {
  return window.sessionStorage;
}

function defaultReload() {
  window.location.reload();
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Reload the page once on a failed chunk (a new deployment replaced the hashed files);
 * returns true when a reload was started, false when it was already tried in this tab.
 */
export function reloadOnce({ storage = defaultStorage(), reload = defaultReload }: TDeps = {}): boolean {
  try {
    if (storage.getItem(CHUNK_RELOAD_KEY)) return false;
    storage.setItem(CHUNK_RELOAD_KEY, '1');
  } catch {
    return false;
  }
  reload();
  return true;
}

export function markChunkLoadSucceeded(storage: TDeps['storage'] = defaultStorage()) {
  try {
    storage.removeItem(CHUNK_RELOAD_KEY);
  } catch {
    // nothing to clear
  }
}

export async function importWithRetry<T>(importer: () => Promise<T>, deps: TDeps = {}): Promise<T> {
  try {
    const module = await withTimeout(importer(), deps.timeoutMs ?? CHUNK_TIMEOUT_MS);
    markChunkLoadSucceeded(deps.storage);
    return module;
  } catch (error) {
    if (reloadOnce(deps)) {
      // the page is going away; keep the spinner instead of flashing an error
      return new Promise<T>(() => {});
    }
    throw error instanceof Error && error.name === 'ChunkLoadError'
      ? error
      : new ChunkLoadError(error instanceof Error ? error.message : String(error));
  }
}

/** React.lazy for a module whose default export is the page component. */
export function lazyPage<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => importWithRetry(importer));
}

/** Vite's preload failures (JS and CSS, i.e. CSS_CHUNK_LOAD_FAILED) get the same single reload. */
export function installPreloadErrorHandler(deps: TDeps = {}) {
  const onPreloadError = (event: Event) => {
    // after the one reload, let the error reach the error boundary instead of looping
    if (reloadOnce(deps)) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
