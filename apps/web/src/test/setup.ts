import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { initTestI18n } from './i18n';
import { installNodeBlobsAndForms } from './node-form-data';
import { server } from './server';

await installNodeBlobsAndForms();
await initTestI18n();

// the first render of a lazily loaded page imports its chunk (zod, forms): slow in jsdom
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  // a toast outlives the container that showed it: the next test's container would show it again
  const { toast } = await import('@/lib/toaster');
  toast.dismiss();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  if (i18next.language !== 'ar') await i18next.changeLanguage('ar');
  localStorage.removeItem('lang');
});
afterAll(() => server.close());
