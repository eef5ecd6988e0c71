import { defineConfig } from 'vitest/config';

/**
 * On PostgreSQL (TEST_DB=postgres) only the tests whose outcome can depend on the database engine
 * run again: everything that reads or writes through repositories, races, migrations, the cache's
 * cross-process invalidation. The tests below exercise what PGlite and PostgreSQL share byte for
 * byte (the same SQL reaches the same planner): configuration, HTTP plumbing, file storage, the
 * generated-input gates, and the CV engine's parsing behind the career routes. They run once, on
 * PGlite, which keeps the suite's second pass to the part that earns it.
 */
const ENGINE_INDEPENDENT = [
  'test/config/**',
  'test/lib/**',
  'test/plugins/!(page-cache)*.test.ts',
  'test/gates/{fuzz,fuzz-json-*,openapi,dependency-audit}.test.ts',
  'test/modules/career/career-{corpus,reviews-ocr,reviews-hostile,surrogates,validation}.test.ts',
];

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    exclude: process.env.TEST_DB === 'postgres' ? ENGINE_INDEPENDENT : [],
    globalSetup: ['test/global-setup.ts'],
    // every file builds its own app and database: sharing the loaded modules (and PGlite's
    // compiled WebAssembly) between files in a worker saves most of the suite's start-up time
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
