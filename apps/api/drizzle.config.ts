import { defineConfig } from 'drizzle-kit';

// Paths are relative to the working directory: run from the repository root (npm run db:generate).
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema/index.ts',
  out: './apps/api/src/db/migrations',
});
