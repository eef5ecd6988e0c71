import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from '@/components/layouts/page-error-boundary';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_TIMEOUT_MS,
  importWithRetry,
  installPreloadErrorHandler,
  lazyPage,
} from '../lazy-import';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const chunkError = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /static/js/x.js'));

describe('chunk-load retry', () => {
  it('reloads the page once on the first failure and keeps waiting', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const pending = importWithRetry(chunkError, { storage, reload });
    const outcome = await Promise.race([pending.then(() => 'settled', () => 'settled'), new Promise((r) => setTimeout(() => r('pending'), 20))]);
    expect(outcome).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1');
  });

  it('throws a ChunkLoadError on the failure after the reload', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '1');
    const reload = vi.fn();
    await expect(importWithRetry(chunkError, { storage, reload })).rejects.toMatchObject({ name: 'ChunkLoadError' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('clears the remembered attempt after a successful load', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '1');
    await expect(importWithRetry(() => Promise.resolve({ default: 1 }), { storage })).resolves.toEqual({ default: 1 });
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('races the import against the 120000 ms chunk timeout', async () => {
    vi.useFakeTimers();
    try {
      expect(CHUNK_TIMEOUT_MS).toBe(120_000);
      const storage = memoryStorage();
      storage.setItem(CHUNK_RELOAD_KEY, '1');
      const pending = importWithRetry(() => new Promise<never>(() => {}), { storage, reload: vi.fn() });
      const assertion = expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError' });
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });

  it('handles vite:preloadError (JS and CSS) with the same single reload', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const uninstall = installPreloadErrorHandler({ storage, reload });
    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
  });

  it('shows a translated message with a Retry button after the second failure', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    const Broken = lazyPage(chunkError as () => Promise<{ default: () => null }>);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <PageErrorBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Broken />
        </Suspense>
      </PageErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'تعذّر تحميل الصفحة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
    error.mockRestore();
  });
});
