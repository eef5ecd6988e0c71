import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** One remembered reload per failing module: another module loading fine must not clear it. */
export const CHUNK_RELOAD_PREFIX = 'masar:chunk-reload:';
/** SPEC section 9: script chunk timeout. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

type TDeps = {
  /** which module failed; defaults to the importer's source, stable for one build */
  key?: string;
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
export function reloadOnce({ key = '', storage = defaultStorage(), reload = defaultReload }: TDeps = {}): boolean {
  try {
    if (storage.getItem(CHUNK_RELOAD_PREFIX + key)) return false;
    storage.setItem(CHUNK_RELOAD_PREFIX + key, '1');
  } catch {
    return false;
  }
  reload();
  return true;
}

export function markChunkLoadSucceeded(key = '', storage: TDeps['storage'] = defaultStorage()) {
  try {
    storage.removeItem(CHUNK_RELOAD_PREFIX + key);
  } catch {
    // nothing to clear
  }
}

export async function importWithRetry<T>(importer: () => Promise<T>, options: TDeps = {}): Promise<T> {
  // the server renderer (app/entry-server.tsx) has every module in its bundle: nothing to retry
  if (import.meta.env.SSR) return importer();
  const deps = { ...options, key: options.key ?? importer.toString() };
  try {
    const module = await withTimeout(importer(), deps.timeoutMs ?? CHUNK_TIMEOUT_MS);
    markChunkLoadSucceeded(deps.key, deps.storage);
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

/**
 * React.lazy for a module whose default export is the page component. Vite's preload failures
 * (a JS dependency or CSS_CHUNK_LOAD_FAILED) reject the same import, so they get the same
 * single reload: no `vite:preloadError` handler may swallow them.
 */
export function lazyPage<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => importWithRetry(importer));
}
