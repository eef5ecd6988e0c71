import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from '@/components/layouts/page-error-boundary';
import { CHUNK_RELOAD_PREFIX, CHUNK_TIMEOUT_MS, importWithRetry, lazyPage } from '../lazy-import';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const KEY = 'policy-page';
const CHUNK_RELOAD_KEY = CHUNK_RELOAD_PREFIX + KEY;
const chunkError = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /static/js/x.js'));

describe('chunk-load retry', () => {
  it('reloads the page once on the first failure and keeps waiting', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const pending = importWithRetry(chunkError, { key: KEY, storage, reload });
    const outcome = await Promise.race([
      pending.then(
        () => 'settled',
        () => 'settled',
      ),
      new Promise((r) => setTimeout(() => r('pending'), 20)),
    ]);
    expect(outcome).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1');
  });

  it('throws a ChunkLoadError on the failure after the reload', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '1');
    const reload = vi.fn();
    await expect(importWithRetry(chunkError, { key: KEY, storage, reload })).rejects.toMatchObject({
      name: 'ChunkLoadError',
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it('clears the remembered attempt after a successful load', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '1');
    await expect(importWithRetry(() => Promise.resolve({ default: 1 }), { key: KEY, storage })).resolves.toEqual({
      default: 1,
    });
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('races the import against the 120000 ms chunk timeout', async () => {
    vi.useFakeTimers();
    try {
      expect(CHUNK_TIMEOUT_MS).toBe(120_000);
      const storage = memoryStorage();
      storage.setItem(CHUNK_RELOAD_KEY, '1');
      const pending = importWithRetry(() => new Promise<never>(() => {}), { key: KEY, storage, reload: vi.fn() });
      const assertion = expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError' });
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the attempt of a failing module when another module loads fine (no reload loop)', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    void importWithRetry(chunkError, { key: KEY, storage, reload });
    await Promise.resolve();
    await importWithRetry(() => Promise.resolve({ default: 1 }), { key: 'footer', storage });
    await expect(importWithRetry(chunkError, { key: KEY, storage, reload })).rejects.toMatchObject({
      name: 'ChunkLoadError',
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows a translated message with a Retry button after the second failure', async () => {
    const importer = chunkError as () => Promise<{ default: () => null }>;
    sessionStorage.setItem(CHUNK_RELOAD_PREFIX + importer.toString(), '1');
    const Broken = lazyPage(importer);
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
