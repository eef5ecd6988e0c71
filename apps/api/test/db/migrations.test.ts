import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pgliteHandle, type DatabaseHandle } from '#src/db/client';
import { prepareDatabase } from '#src/db/migrate';
import { postgresCopy } from '#test/helper';
import { seedOptions, testConfig } from '#test/test-config';

async function tableNames(handle: DatabaseHandle): Promise<string[]> {
  const res = await handle.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  return (res as { rows: Array<{ table_name: string }> }).rows.map((r) => r.table_name);
}

const EXPECTED = [
  'users',
  'courses',
  'lectures',
  'orders',
  'payment_events',
  'certificates',
  'visitor_days',
  'resume_reviews',
];

describe('migrations', () => {
  it('run on a fresh PGlite, twice without harm', async () => {
    const handle = pgliteHandle(new PGlite());
    try {
      const opts = { ...seedOptions(testConfig()), demo: false };
      expect(await prepareDatabase(handle, opts)).toEqual({ seeded: false, admin: 'created' });
      expect(await prepareDatabase(handle, opts)).toEqual({ seeded: false, admin: 'unchanged' });
      expect(await tableNames(handle)).toEqual(expect.arrayContaining(EXPECTED));
    } finally {
      await handle.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('run on PostgreSQL, also from concurrent processes', async () => {
    const config = testConfig();
    const handle = await postgresCopy(config);
    try {
      expect(await tableNames(handle)).toEqual(expect.arrayContaining(EXPECTED));
      // a second and third "process" starting together wait for the advisory lock, then find nothing to do
      const results = await Promise.all([
        prepareDatabase(handle, seedOptions(config)),
        prepareDatabase(handle, seedOptions(config)),
      ]);
      expect(results.every((r) => !r.seeded && r.admin === 'unchanged')).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
