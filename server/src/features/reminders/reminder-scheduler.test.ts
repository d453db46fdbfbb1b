import { CHECKLIST_ITEM_KEYS } from '@uh/core/checklist/checklist.logic';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { reminderDeliveries } from '../../db/schema';
import type { FakeNtfyServer } from '../../../test/fake-ntfy-server';
import { testDatabase } from '../../../test/test-app';
import { reminderPorts } from '../../reminder-ports';
import { runReminderRound } from './reminder-scheduler';
import { db, startReminderRounds, testReminderSender, type ReminderRounds } from './reminder-test-helpers';

/**
 * The scheduler against the real database with a fake clock: what falls due is planned once and
 * sent once, conditions are checked at sending time, failures back off, and two servers running
 * rounds at the same moment send each reminder exactly once.
 */
let app: App;
let ntfy: FakeNtfyServer;
let round: ReminderRounds['round'];
let personWith: ReminderRounds['personWith'];

beforeAll(async () => {
  ({ app, ntfy, round, personWith } = await startReminderRounds());
});

describe('daily reminders', () => {
  it('sends the morning reminder once, at its time, then again the next day', async () => {
    const person = await personWith({ morningThirty: { enabled: true, time: '07:00' } });
    await round('2026-01-15T06:59:30Z', [person.userId]);
    expect(person.published()).toHaveLength(0);
    expect(await round('2026-01-15T07:00:30Z', [person.userId])).toMatchObject({ planned: 1, outcomes: { sent: 1 } });
    await round('2026-01-15T07:01:00Z', [person.userId]);
    expect(person.published()).toHaveLength(1);
    expect(person.published()[0]?.body).toContain('30 g of protein');
    expect(person.published()[0]?.headers.click).toBe('https://health.example.com/thirty-thirty-thirty');
    await round('2026-01-16T07:00:10Z', [person.userId]);
    expect(person.published()).toHaveLength(2);
  });

  it('catches up on a reminder missed while down, if it still matters', async () => {
    const person = await personWith({ morningThirty: { enabled: true, time: '07:00' } });
    // First round of the day at 08:30 (the server was down at 07:00): still within two hours.
    await round('2026-02-02T08:30:00Z', [person.userId]);
    expect(person.published()).toHaveLength(1);
    // Down all morning the next day: at noon it is no longer worth sending.
    await round('2026-02-03T12:00:00Z', [person.userId]);
    expect(person.published()).toHaveLength(1);
  });

  it('reminds of the checklist only while the day is under 100 %', async () => {
    const person = await personWith({ dailyChecklist: { enabled: true, time: '21:00' } });
    const tick = (date: string, keys: readonly string[]) =>
      app.inject({
        method: 'PATCH',
        url: `/api/daily-checklist/${date}`,
        headers: { cookie: person.cookie },
        payload: Object.fromEntries(keys.map((key) => [key, true])),
      });
    expect((await tick('2026-01-15', CHECKLIST_ITEM_KEYS.slice(0, 3))).statusCode).toBe(200);
    expect((await tick('2026-01-16', CHECKLIST_ITEM_KEYS)).statusCode).toBe(200);

    await round('2026-01-15T21:00:05Z', [person.userId]);
    expect(person.published().map((request) => request.body)).toEqual([expect.stringContaining('38 %')]);
    expect(await round('2026-01-16T21:00:05Z', [person.userId])).toMatchObject({ outcomes: { skipped: 1 } });
    expect(person.published()).toHaveLength(1);
  });
});

describe('reminders already answered', () => {
  async function logged(cookie: string, url: string, payload: object) {
    const response = await app.inject({ method: 'POST', url, headers: { cookie }, payload });
    expect(response.statusCode).toBe(201);
  }
  const thirty = (cookie: string, timestamp: string) =>
    logged(cookie, '/api/thirty-thirty-thirty-logs', { proteinAmount: 30, exerciseDuration: 1800, timestamp });
  const cold = (cookie: string, timestamp: string) =>
    logged(cookie, '/api/protocols/cold', { exposureMethod: 'cold_shower', temperature: 55, duration: 180, timestamp });
  const reading = (cookie: string, timestamp: string) => logged(cookie, '/api/biometrics', { weight: 180, timestamp });

  it("skips the morning 30-30-30 once that day's session is logged, and sends it on a day without one", async () => {
    const person = await personWith({ morningThirty: { enabled: true, time: '07:00' } });
    await thirty(person.cookie, '2026-01-20T06:30:00Z');
    expect(await round('2026-01-20T07:00:30Z', [person.userId])).toMatchObject({ planned: 1, outcomes: { skipped: 1 } });
    // The day before's session does not answer the next morning.
    await round('2026-01-21T07:00:30Z', [person.userId]);
    expect(person.published().map((request) => request.headers.title)).toEqual(['Morning 30-30-30']);
  });

  it('skips the cold session once one is logged that day', async () => {
    const person = await personWith({ coldSession: { enabled: true, days: [1, 2, 3, 4, 5, 6, 7], time: '18:00' } });
    await cold(person.cookie, '2026-01-20T07:15:00Z');
    expect(await round('2026-01-20T18:00:30Z', [person.userId])).toMatchObject({ outcomes: { skipped: 1 } });
    await round('2026-01-21T18:00:30Z', [person.userId]);
    expect(person.published().map((request) => request.headers.title)).toEqual(['Cold session']);
  });

  it('skips the daily biometrics reminder after a reading that day, the weekly one after a reading that week', async () => {
    const daily = await personWith({ logBiometrics: { enabled: true, frequency: 'daily', day: 1, time: '08:00' } });
    await reading(daily.cookie, '2026-01-20T07:00:00Z');
    expect(await round('2026-01-20T08:00:30Z', [daily.userId])).toMatchObject({ outcomes: { skipped: 1 } });
    await round('2026-01-21T08:00:30Z', [daily.userId]);
    expect(daily.published()).toHaveLength(1);

    // Monday 26 January 2026: a reading on the Thursday before counts, one ten days before does not.
    const weekly = await personWith({ logBiometrics: { enabled: true, frequency: 'weekly', day: 1, time: '08:00' } });
    await reading(weekly.cookie, '2026-01-22T19:00:00Z');
    expect(await round('2026-01-26T08:00:30Z', [weekly.userId])).toMatchObject({ outcomes: { skipped: 1 } });
    await round('2026-02-02T08:00:30Z', [weekly.userId]);
    expect(weekly.published().map((request) => request.headers.title)).toEqual(['Log biometrics']);
  });
});

describe('fasts', () => {
  async function startFast(cookie: string, hoursAgo: number, targetHours = 16) {
    const startTime = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
    const response = await app.inject({
      method: 'POST',
      url: '/api/fasting-logs',
      headers: { cookie },
      payload: { startTime, targetHours },
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  }

  it('tells the target once it is reached, and not for a fast already ended', async () => {
    const person = await personWith({ fastTarget: { enabled: true } });
    const fastId = await startFast(person.cookie, 15.99);
    await round(new Date(), [person.userId]);
    expect(person.published()).toHaveLength(0);
    await round(new Date(Date.now() + 60_000), [person.userId]);
    expect(person.published()).toHaveLength(1);
    expect(person.published()[0]?.headers.title).toBe('Fast target reached');

    const ended = await app.inject({
      method: 'PATCH',
      url: `/api/fasting-logs/${fastId}`,
      headers: { cookie: person.cookie },
      payload: { endTime: new Date().toISOString() },
    });
    expect(ended.statusCode).toBe(200);
    const other = await personWith({ fastTarget: { enabled: true } });
    const otherFast = await startFast(other.cookie, 15.999);
    // Planned while the fast ran, ended before the send: nothing is said.
    await db()
      .insert(reminderDeliveries)
      .values({
        userId: other.userId,
        occurrenceKey: `fastTarget:${otherFast}`,
        kind: 'fastTarget',
        channel: 'ntfy',
        dueAt: new Date(),
        expiresAt: new Date(Date.now() + 3_600_000),
        details: { fastId: otherFast },
        nextAttemptAt: new Date(),
      });
    await app.inject({
      method: 'PATCH',
      url: `/api/fasting-logs/${otherFast}`,
      headers: { cookie: other.cookie },
      payload: { endTime: new Date().toISOString() },
    });
    expect(await round(new Date(Date.now() + 10 * 60_000), [other.userId])).toMatchObject({ outcomes: { skipped: 1 } });
    expect(other.published()).toHaveLength(0);
  });
});

describe('failures', () => {
  it('tries again with back-off after a failure, then sends once', async () => {
    const person = await personWith({ morningThirty: { enabled: true, time: '07:00' } });
    ntfy.next({ status: 503 });
    expect(await round('2026-03-02T07:00:00Z', [person.userId])).toMatchObject({ outcomes: { retry: 1 } });
    // Not yet: the first retry waits 30 seconds.
    expect(await round('2026-03-02T07:00:20Z', [person.userId])).toMatchObject({ outcomes: {} });
    expect(await round('2026-03-02T07:00:31Z', [person.userId])).toMatchObject({ outcomes: { sent: 1 } });
    expect(person.published()).toHaveLength(2);
    const [delivery] = await db().select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, person.userId));
    expect(delivery).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up at once when the channel refuses for good, and keeps the reason', async () => {
    const person = await personWith({ morningThirty: { enabled: true, time: '07:00' } });
    ntfy.next({ status: 403 });
    expect(await round('2026-03-03T07:00:00Z', [person.userId])).toMatchObject({ outcomes: { failed: 1 } });
    await round('2026-03-03T08:00:00Z', [person.userId]);
    expect(person.published()).toHaveLength(1);
    const [delivery] = await db().select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, person.userId));
    expect(delivery?.status).toBe('failed');
    expect(delivery?.lastError).toContain('403');
  });
});

describe('several servers', () => {
  it('sends each reminder exactly once when two servers run the same round at once', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => personWith({ morningThirty: { enabled: true, time: '07:00' } })));
    const ids = people.map((person) => person.userId);
    // Each "server" with its own connection pool, as two processes would have.
    const other = testDatabase().db;
    const otherSender = testReminderSender(other);
    await Promise.all([
      round('2026-04-06T07:00:10Z', ids),
      runReminderRound({ db: other, sender: otherSender, ports: reminderPorts }, new Date('2026-04-06T07:00:10Z'), { userIds: ids }),
      round('2026-04-06T07:00:10Z', ids),
    ]);
    for (const person of people) expect(person.published()).toHaveLength(1);
    const rows = await db()
      .select()
      .from(reminderDeliveries)
      .where(and(inArray(reminderDeliveries.userId, ids), eq(reminderDeliveries.status, 'sent')));
    expect(rows).toHaveLength(6);
  });
});
