import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/test-app';
import { preparedSql } from './prepared-sql';

describe('preparedSql', () => {
  it('fills each named parameter, every time it is used, on each run of the same prepared statement', async () => {
    const { db } = testDatabase();
    const echo = preparedSql<{ twice: number; label: string; day: string }, { n: number; label: string; day: string }>(
      'test_prepared_echo',
      sql`SELECT ${sql.placeholder('n')}::int * 2 AS twice, ${sql.placeholder('label')}::text || '/' || ${sql.placeholder('label')}::text AS label,
          to_char(${sql.placeholder('day')}::date + 1, 'YYYY-MM-DD') AS day`,
    );
    // More runs than PostgreSQL's custom plans (5), so the generic plan is used too; the pool's
    // connections each prepare it once.
    for (let n = 0; n < 12; n += 1) {
      expect(await echo(db, { n, label: `run ${n}`, day: '2026-02-28' })).toEqual([
        { twice: n * 2, label: `run ${n}/run ${n}`, day: '2026-03-01' },
      ]);
    }
  });

  it('refuses a run that leaves a parameter out', async () => {
    const { db } = testDatabase();
    const statement = preparedSql<{ one: number }, { n: number }>('test_prepared_missing', sql`SELECT ${sql.placeholder('n')}::int AS one`);
    await expect(statement(db, {} as { n: number })).rejects.toThrow(/placeholder "n"/);
  });
});
