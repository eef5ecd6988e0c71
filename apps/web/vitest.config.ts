import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // one jsdom and one module graph per worker instead of per file (the setup file resets the
    // DOM, request handlers, storage and language after each test; each test makes its own query
    // client): a third of the time
    isolate: false,
    // a first render loads translations and lazy chunks: on a busy two-core machine that alone
    // took longer than vitest's default 5 s
    testTimeout: 20_000,
  },
});
