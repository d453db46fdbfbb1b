import { localDateOf } from '@uh/core/common/calendar.logic';
import { TRACKED_PROTOCOLS } from '@uh/core/protocols/protocol-registry';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { onOneDay } from '../../../test/one-day';
import { createTestApp, newAccount, sessionCookieOf, testDatabase } from '../../../test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

async function register() {
  const response = await app.inject({ method: 'POST', url: '/api/register', payload: { ...newAccount(), timeZone: 'UTC' } });
  expect(response.statusCode).toBe(201);
  return { cookie: sessionCookieOf(response), id: (response.json() as { id: number }).id };
}

async function streakOf(cookie: string) {
  const response = await app.inject({ method: 'GET', url: '/api/progress/summary?range=week', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { protocols: { coldExposure: { currentStreak: number; longestStreak: number } } }).protocols.coldExposure;
}

describe("every counted protocol's log table", () => {
  // The summaries kept between requests are dropped when log_versions moves: a counted table
  // without these three triggers would leave every figure stale after a change made elsewhere.
  it.each(TRACKED_PROTOCOLS.map(({ key, storage }) => [key, storage.table] as const))(
    '%s bumps log_versions on insert, update and delete',
    async (_key, table) => {
      const { db } = testDatabase();
      const result = await db.execute(sql`
        SELECT tgname FROM pg_trigger
        WHERE tgrelid = ${table}::regclass AND NOT tgisinternal AND tgfoid = 'bump_log_versions'::regproc
        ORDER BY tgname`);
      expect(result.rows.map((row) => (row as { tgname: string }).tgname)).toEqual([
        `${table}_deleted`,
        `${table}_inserted`,
        `${table}_updated`,
      ]);
    },
  );
});

describe('the progress summary between changes to the logs', () => {
  it('sees a change made outside the app (another server, an import, hand-written SQL) on the next read', () =>
    onOneDay(async () => {
      const person = await register();
      expect(await streakOf(person.cookie)).toMatchObject({ currentStreak: 0, longestStreak: 0 });
      const today = localDateOf(new Date(), 'UTC');
      const { db } = testDatabase();
      await db.execute(sql`
        INSERT INTO cold_exposure_logs (user_id, exposure_method, temperature_c, temperature_unit, duration_seconds, completed, time_zone, local_day)
        VALUES (${person.id}, 'ice_bath', 10, 'C', 120, true, 'UTC', ${today}::date)`);
      expect(await streakOf(person.cookie)).toMatchObject({ currentStreak: 1, longestStreak: 1 });
      await db.execute(sql`UPDATE cold_exposure_logs SET duration_seconds = 10 WHERE user_id = ${person.id}`);
      expect(await streakOf(person.cookie)).toMatchObject({ currentStreak: 0, longestStreak: 0 });
      await db.execute(sql`UPDATE cold_exposure_logs SET duration_seconds = 100 WHERE user_id = ${person.id}`);
      expect(await streakOf(person.cookie)).toMatchObject({ currentStreak: 1 });
      await db.execute(sql`DELETE FROM cold_exposure_logs WHERE user_id = ${person.id}`);
      expect(await streakOf(person.cookie)).toMatchObject({ currentStreak: 0, longestStreak: 0 });
    }));

  it('lets a person with logs be deleted (their counter goes with them)', async () => {
    const person = await register();
    const { db } = testDatabase();
    await db.execute(sql`
      INSERT INTO cold_exposure_logs (user_id, exposure_method, temperature_c, temperature_unit, duration_seconds, completed, time_zone, local_day)
      VALUES (${person.id}, 'ice_bath', 10, 'C', 120, true, 'UTC', CURRENT_DATE)`);
    expect((await db.execute(sql`SELECT version FROM log_versions WHERE user_id = ${person.id}`)).rows).toHaveLength(1);
    await db.execute(sql`DELETE FROM users WHERE id = ${person.id}`);
    expect((await db.execute(sql`SELECT 1 FROM log_versions WHERE user_id = ${person.id}`)).rows).toHaveLength(0);
  });
});
