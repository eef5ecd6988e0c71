import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // every file builds its own app and database: sharing the loaded modules (and PGlite's
    // compiled WebAssembly) between files in a worker saves most of the suite's start-up time
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
