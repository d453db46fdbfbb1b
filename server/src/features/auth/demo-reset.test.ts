import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { apiTokens, chatMessages, courseProgress, userIdentities, users } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { createTestApp, sessionCookieOf, testDatabase, uniqueName } from '../../../test/test-app';
import { writeDemoSample } from '../../demo-sample';
import { sampleProtocolDocument } from '../../../test/route-samples';
import { seedDemoAccount } from './auth.service';
import { resetDemoAccount } from './demo-reset';

const DEMO_PASSWORD = 'demo-pass-1234';
// With the counter the logs move (log_versions): a reset leaves it, since a counter that went back to a
// value it had could match a history read before the reset (docs/decisions/0033).
const SAMPLE = {
  thirty_thirty_thirty_logs: 4,
  fasting_logs: 1,
  cold_exposure_logs: 2,
  biometric_logs: 7,
  daily_checklists: 3,
  log_versions: 1,
};

let app: App;
let demo: { username: string; password: string };
let demoId: number;
const { db } = testDatabase();

beforeAll(async () => {
  demo = { username: uniqueName('demo'), password: DEMO_PASSWORD };
  app = await createTestApp({ DEMO_USERNAME: demo.username, DEMO_PASSWORD });
  await seedDemoAccount(db, demo, writeDemoSample);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.username} = ${demo.username}`);
  demoId = row!.id;
});

/** Rows the demo owns in every table that has an owner column, sessions aside: a new table is covered without listing it here. */
async function ownedCounts(): Promise<Record<string, number>> {
  const columns = await db.execute<{ table_name: string; column_name: string }>(
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name IN ('user_id', 'link_user_id') AND table_name <> 'sessions'`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name, column_name } of columns.rows) {
    const result = await db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM ${sql.identifier(table_name)} WHERE ${sql.identifier(column_name)} = ${demoId}`,
    );
    if (result.rows[0]!.count > 0) counts[table_name] = result.rows[0]!.count;
  }
  return counts;
}

async function demoCookie() {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: demo });
  expect(response.statusCode).toBe(200);
  return sessionCookieOf(response);
}

/** What a day of visitors leaves behind: logs, settings, a changed name, and what only the database could hold. */
async function visit(cookie: string) {
  const send = async (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json() as { id?: number };
  };
  await send('POST', '/api/protocols/thirty', { proteinAmount: 45, exerciseDuration: 1800 });
  await send('POST', '/api/protocols/fasting', { startTime: new Date(Date.now() - 3600_000).toISOString(), targetHours: 20 });
  await send('POST', '/api/protocols/cold', { exposureMethod: 'ice_bath', temperature: 40, duration: 90 });
  await send('POST', '/api/biometrics', { weight: 250, heartRate: 90 });
  const [firstBiometric] = (await app.inject({ method: 'GET', url: `/api/biometrics/${demoId}`, headers: { cookie } })).json();
  await send('DELETE', `/api/biometrics/${firstBiometric.id}`);
  await send('PATCH', '/api/settings', {
    weightUnit: 'kg',
    temperatureUnit: 'C',
    theme: 'dark',
    timeZone: 'Asia/Tokyo',
    usualWakeTime: '05:30',
  });
  await send('PATCH', '/api/account', { displayName: 'Someone Else', photoURL: 'https://example.com/me.png' });
  const protocol = await send('POST', '/api/custom-protocols', { document: sampleProtocolDocument() });
  await send('POST', `/api/custom-protocols/${protocol.id}/entries`, { componentId: 'walked', date: '2026-05-01', value: 1 });
  await send('POST', `/api/custom-protocols/${protocol.id}/pauses`, { from: '2026-05-02', to: '2026-05-03' });
  await send('PUT', '/api/custom-protocols/logged-everything/2026-05-01');
  await send('POST', '/api/experiments', {
    intervention: { kind: 'customProtocol', protocolId: protocol.id },
    outcome: { kind: 'biometric', metric: 'hrvMs' },
    lag: 'nextNight',
    smallestChange: 3,
    direction: 'increase',
    design: { kind: 'abab' },
    startDay: '2030-01-01',
  });
  await db.insert(chatMessages).values({ userId: demoId, role: 'user', content: 'hello coach' });
  await db.insert(courseProgress).values({ userId: demoId, courseId: 'fasting-basics', completedLessons: [1] });
  // What the demo could do before it was locked down: a token, a linked identity, another password.
  await db.insert(apiTokens).values({ userId: demoId, kind: 'embed', name: 'old', tokenHash: uniqueName('hash'), scopes: ['widget'] });
  await db.insert(userIdentities).values({ userId: demoId, issuer: 'https://issuer.example', subject: uniqueName('sub') });
  await db
    .update(users)
    .set({ passwordHash: await hashPassword('taken-over') })
    .where(sql`${users.id} = ${demoId}`);
}

describe('resetDemoAccount', () => {
  it('starts from the sample when the demo is created', async () => {
    expect(await ownedCounts()).toEqual(SAMPLE);
  });

  it('removes what visitors added and restores the sample, the preferences and the advertised password', async () => {
    const cookie = await demoCookie();
    await visit(cookie);
    expect(await ownedCounts()).not.toEqual(SAMPLE);

    expect(await resetDemoAccount(db, demo, writeDemoSample)).toBe(true);

    expect(await ownedCounts()).toEqual(SAMPLE);
    // Whoever was looking at the demo stays signed in and sees it as new.
    const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: { cookie } })).json();
    expect(await get('/api/settings')).toEqual({
      weightUnit: 'lbs',
      temperatureUnit: 'F',
      theme: 'system',
      timeZone: 'UTC',
      usualWakeTime: null,
    });
    expect(await get('/api/user')).toMatchObject({ displayName: 'Demo User', photoURL: null });
    const fasts: { endTime: string | null }[] = await get(`/api/protocols/fasting/${demoId}`);
    expect(fasts).toMatchObject([{ targetHours: 16, duration: 16 * 3600, completed: true }]);
    expect(fasts[0]!.endTime).not.toBeNull();
    await demoCookie();
  });

  it('writes the sample on the days before today in the demo zone, ticking the checklist as the logs would', async () => {
    const now = new Date('2026-05-14T03:00:00Z');
    await resetDemoAccount(db, demo, writeDemoSample, now);
    const cookie = await demoCookie();
    const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: { cookie } })).json();
    const thirty: { localDay: string; completed: boolean }[] = await get(`/api/protocols/thirty/${demoId}`);
    expect(thirty.map((log) => [log.localDay, log.completed])).toEqual([
      ['2026-05-13', true],
      ['2026-05-12', true],
      ['2026-05-11', true],
      ['2026-05-10', false],
    ]);
    const biometrics: { localDay: string; weight: number }[] = await get(`/api/biometrics/${demoId}`);
    expect(biometrics.map((log) => log.localDay)).toEqual([
      '2026-05-13',
      '2026-05-12',
      '2026-05-11',
      '2026-05-10',
      '2026-05-09',
      '2026-05-08',
      '2026-05-07',
    ]);
    const rows = await db.execute<{ date: string; ticks: string }>(
      sql`SELECT to_char(date, 'YYYY-MM-DD') AS date, concat_ws(',', morning_protein_completed, cold_exposure_completed, fasting_completed, sunlight_exposure_completed) AS ticks
          FROM daily_checklists WHERE user_id = ${demoId} ORDER BY date`,
    );
    expect(rows.rows).toEqual([
      { date: '2026-05-11', ticks: 't,t,f,t' },
      { date: '2026-05-12', ticks: 't,f,f,t' },
      { date: '2026-05-13', ticks: 't,t,t,t' },
    ]);
  });

  it('is safe to run twice at once, as two app servers would', async () => {
    await visit(await demoCookie());
    const other = testDatabase().db;
    expect(await Promise.all([resetDemoAccount(db, demo, writeDemoSample), resetDemoAccount(other, demo, writeDemoSample)])).toEqual([
      true,
      true,
    ]);
    expect(await ownedCounts()).toEqual(SAMPLE);
  });

  it('does nothing when the demo account does not exist', async () => {
    expect(await resetDemoAccount(db, { username: uniqueName('nobody'), password: DEMO_PASSWORD }, writeDemoSample)).toBe(false);
  });
});
