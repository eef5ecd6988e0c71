// eslint-disable-next-line no-restricted-imports -- the test set-up runs in Node and mends its globals
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { initTestI18n } from './i18n';
import { server } from './server';

// One Blob, File and FormData, Node's, as a browser has one of each. Node's fetch (undici) checks
// the files of a multipart body it parses against its own File class but makes them with whatever
// `File` the global scope holds, jsdom's here: since Node 22 every upload a test intercepts
// (`request.formData()` in a handler) failed that check.
const nodeFormData = (
  await new Response('', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData()
).constructor as typeof FormData;
Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: nodeFormData });

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
