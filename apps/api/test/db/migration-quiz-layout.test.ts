import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';

const MIGRATION = new URL('../../src/db/migrations/0011_quiz_rules.sql', import.meta.url);

/** Issue 31: attempts stored before per-attempt option ids read the same afterwards. */
describe('migration 0011: earlier attempts’ layouts', () => {
  it('turns each shown option id into an option standing for itself, in the same order', async () => {
    const statements = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
    const layoutUpdate = statements.find((s) => s.includes('UPDATE "quiz_attempts"'));
    const db = new PGlite();
    try {
      await db.exec('create table quiz_attempts (id int primary key, layout jsonb not null)');
      const old = [
        { questionId: 'q2', optionIds: ['c', 'a', 'b'] },
        { questionId: 'q1', optionIds: ['true', 'false'] },
      ];
      await db.query('insert into quiz_attempts values (1, $1), (2, $2)', [JSON.stringify(old), '[]']);
      await db.exec(String(layoutUpdate));
      const { rows } = await db.query<{ layout: unknown }>('select layout from quiz_attempts order by id');
      expect(rows[0]?.layout).toEqual([
        {
          questionId: 'q2',
          options: [
            { id: 'c', optionId: 'c' },
            { id: 'a', optionId: 'a' },
            { id: 'b', optionId: 'b' },
          ],
        },
        {
          questionId: 'q1',
          options: [
            { id: 'true', optionId: 'true' },
            { id: 'false', optionId: 'false' },
          ],
        },
      ]);
      expect(rows[1]?.layout).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
