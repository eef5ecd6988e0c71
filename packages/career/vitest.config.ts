import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'career',
    environment: 'node',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
