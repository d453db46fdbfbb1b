import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

/** An export holding `count` 30-30-30 logs, an hour apart, ending `offset` hours ago. */
function exportWith(count: number, offset = 1) {
  return {
    format: 'ultimate-human-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    account: {
      username: 'someone',
      displayName: 'Someone',
      email: 'someone@example.com',
      timeZone: 'UTC',
      createdAt: hoursAgo(10_000),
      preferences: { weightUnit: 'kg', temperatureUnit: 'C', theme: 'dark' },
    },
    records: {
      thirtyThirtyThirtyLogs: Array.from({ length: count }, (_, index) => ({
        timestamp: hoursAgo(offset + index),
        proteinGrams: 30,
        exerciseSeconds: 1800,
        timeAfterWakingMinutes: 20,
        completed: true,
      })),
      fastingLogs: [],
      coldExposureLogs: [],
      biometricLogs: [],
      dailyChecklists: [],
      chatMessages: [],
    },
  };
}

const importInto = (app: App, cookie: string, payload: object, query = '') =>
  app.inject({ method: 'POST', url: `/api/account/import${query}`, headers: { cookie }, payload });
const thirtyCount = async (app: App, cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/account/contents', headers: { cookie } })).json().records.thirtyThirtyThirtyLogs as number;

/**
 * Holds the rows of these users locked, so an import into them stops at its first write with its
 * connection held: a stand-in for an import that takes long.
 */
async function holdUsers(userIds: number[]) {
  const client: pg.PoolClient = await testDatabase().pool.connect();
  await client.query('BEGIN');
  await client.query('SELECT id FROM users WHERE id = ANY($1) FOR UPDATE', [userIds]);
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const pid = rows[0]!.pid;
  return {
    /** Connections (imports) now waiting on the held rows. */
    waiting: async () =>
      Number(
        (await client.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))', [pid]))
          .rows[0]!.n,
      ),
    release: async () => {
      await client.query('ROLLBACK');
      client.release();
    },
  };
}

async function until(check: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('The condition was never met');
}

describe('account import limits', () => {
  it('refuses a second import of the same account while one runs (409), then lets it in', async () => {
    const app = await createTestApp();
    const { cookie, user } = await signUp(app);
    const held = await holdUsers([user.id]);
    const first = importInto(app, cookie, exportWith(3));
    await until(async () => (await held.waiting()) === 1);
    const second = await importInto(app, cookie, exportWith(2, 50));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: 'An import into your account is already running: wait for it to finish, then try again.',
    });
    await held.release();
    expect((await first).statusCode).toBe(200);
    expect((await importInto(app, cookie, exportWith(2, 50))).statusCode).toBe(200);
    expect(await thirtyCount(app, cookie)).toBe(5);
  });

  it('answers 429 with Retry-After past the hourly number of imports', async () => {
    const app = await createTestApp({ IMPORTS_PER_HOUR: '2' });
    const { cookie } = await signUp(app);
    expect((await importInto(app, cookie, exportWith(1))).statusCode).toBe(200);
    expect((await importInto(app, cookie, exportWith(1, 5))).statusCode).toBe(200);
    const refused = await importInto(app, cookie, exportWith(1, 9));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many imports in the last hour. Please wait and try again.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await thirtyCount(app, cookie)).toBe(2);
  });

  it('refuses a file over the record cap with 413 naming the cap, importing nothing', async () => {
    const app = await createTestApp({ IMPORT_MAX_RECORDS: '3' });
    const { cookie } = await signUp(app);
    const refused = await importInto(app, cookie, exportWith(4));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toMatch(
      /^This file holds 4 records; one import takes at most 3 \(IMPORT_MAX_RECORDS\)\. Nothing was imported/,
    );
    expect(await thirtyCount(app, cookie)).toBe(0);
    expect((await importInto(app, cookie, exportWith(3))).statusCode).toBe(200);
  });

  it('refuses an import that would take the account past its row cap, importing nothing', async () => {
    const app = await createTestApp({ ACCOUNT_MAX_ROWS: '4' });
    const { cookie } = await signUp(app);
    const first = exportWith(3);
    expect((await importInto(app, cookie, first)).statusCode).toBe(200);
    const refused = await importInto(app, cookie, exportWith(2, 40));
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      message:
        'Your account holds 3 records and this file would add 2; an account holds at most 4 (ACCOUNT_MAX_ROWS). Nothing was imported.',
    });
    expect(await thirtyCount(app, cookie)).toBe(3);
    // Records it already has do not count twice.
    expect((await importInto(app, cookie, first)).json().skipped.thirtyThirtyThirtyLogs).toBe(3);
  });

  it('keeps imports within their connections, so ordinary requests are still served', async () => {
    // The test pool has 4 connections; imports may hold 2 of them.
    const app = await createTestApp({ IMPORT_DB_CONNECTIONS: '2', IMPORTS_PER_HOUR: '100' });
    const importers = await Promise.all(Array.from({ length: 5 }, () => signUp(app)));
    const reader = await signUp(app);
    const held = await holdUsers(importers.map(({ user }) => user.id));
    const imports = importers.map(({ cookie }) => importInto(app, cookie, exportWith(20)));
    await until(async () => (await held.waiting()) === 2);

    const reads = await Promise.all(
      Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/api/user', headers: { cookie: reader.cookie } })),
    );
    expect(reads.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(await held.waiting()).toBe(2);

    await held.release();
    const statuses = (await Promise.all(imports)).map((response) => response.statusCode);
    expect(statuses).toEqual(Array(5).fill(200));
  });
});
