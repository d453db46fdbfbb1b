import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { biometricLogs, customProtocols } from '../../db/schema';
import type { FakeNtfyServer } from '../../../test/fake-ntfy-server';
import { call, createProtocol, documentWith } from '../custom-protocols/custom-protocols-test-helpers';
import { db, LONG_AGO, startReminderRounds, type ReminderRounds } from './reminder-test-helpers';

/**
 * Own protocols' reminders through the real queue and a real channel (a local ntfy server), with a
 * fake clock: planned at their time or anchor, and silent on a day that no longer asks for them.
 */
let app: App;
let ntfy: FakeNtfyServer;
let round: ReminderRounds['round'];
let personWith: ReminderRounds['personWith'];

beforeAll(async () => {
  ({ app, ntfy, round, personWith } = await startReminderRounds());
});

/**
 * A person whose reminders go to their own ntfy topic (no built-in reminder on), with one protocol
 * whose reminder is set as given; everything set well before the fake clock's days.
 */
async function personWithProtocol(document: Record<string, unknown>, reminder: { enabled: boolean; time: string | null }) {
  const person = await personWith();
  const protocol = await createProtocol(app, person, documentWith(document));
  const set = await call(app, person, 'PUT', `/api/custom-protocols/${protocol.id}/reminder`, reminder);
  expect(set.statusCode, set.body).toBe(200);
  await db().update(customProtocols).set({ reminderUpdatedAt: LONG_AGO }).where(eq(customProtocols.id, protocol.id));
  return {
    person,
    protocol: set.json<CustomProtocol>(),
    userId: person.userId,
    published: person.published,
    send: (method: 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown) =>
      call(app, person, method, `/api/custom-protocols/${protocol.id}${path}`, body),
  };
}

describe('a protocol reminder at a clock time', () => {
  it('names the protocol, opens its page, and is sent once a day', async () => {
    const sauna = await personWithProtocol({ id: 'sauna', title: 'Sauna' }, { enabled: true, time: '18:00' });
    await round('2026-01-15T17:59:30Z', [sauna.userId]);
    expect(sauna.published()).toHaveLength(0);
    expect(await round('2026-01-15T18:00:30Z', [sauna.userId])).toMatchObject({ planned: 1, outcomes: { sent: 1 } });
    await round('2026-01-15T18:05:00Z', [sauna.userId]);
    expect(sauna.published()).toHaveLength(1);
    expect(sauna.published()[0]?.headers.title).toBe('Sauna');
    expect(sauna.published()[0]?.body).toBe('Time for it today. Log it when you are done.');
    expect(sauna.published()[0]?.headers.click).toBe(`https://health.example.com/protocols/${sauna.protocol.id}`);
    await round('2026-01-16T18:00:30Z', [sauna.userId]);
    expect(sauna.published()).toHaveLength(2);
  });

  it('is silent on a day already done, skipped or paused, and says nothing once switched off', async () => {
    const walk = await personWithProtocol({ id: 'walk', title: 'Walk' }, { enabled: true, time: '18:00' });
    expect((await walk.send('POST', '/entries', { componentId: 'checked-in', date: '2026-01-20', value: 1 })).statusCode).toBe(201);
    expect(await round('2026-01-20T18:00:30Z', [walk.userId])).toMatchObject({ planned: 1, outcomes: { skipped: 1 } });
    expect((await walk.send('PUT', '/days/2026-01-21/skip', { reason: 'Travelling' })).statusCode).toBe(200);
    expect(await round('2026-01-21T18:00:30Z', [walk.userId])).toMatchObject({ outcomes: { skipped: 1 } });
    expect((await walk.send('POST', '/pauses', { from: '2026-01-22', to: '2026-01-23' })).statusCode).toBe(201);
    expect(await round('2026-01-22T18:00:30Z', [walk.userId])).toMatchObject({ outcomes: { skipped: 1 } });
    expect(walk.published()).toHaveLength(0);
    // The day after the pause asks again.
    await round('2026-01-24T18:00:30Z', [walk.userId]);
    expect(walk.published().map((request) => request.headers.title)).toEqual(['Walk']);

    expect((await walk.send('PUT', '/reminder', { enabled: false, time: '18:00' })).statusCode).toBe(200);
    expect(await round('2026-01-25T18:00:30Z', [walk.userId])).toMatchObject({ planned: 0 });
    expect(walk.published()).toHaveLength(1);
  });

  it('is silent for an archived protocol, and for one deleted after it was planned', async () => {
    const archived = await personWithProtocol({ id: 'archived', title: 'Archived' }, { enabled: true, time: '18:00' });
    expect((await archived.send('PATCH', '', { archived: true })).statusCode).toBe(200);
    await round('2026-01-26T18:00:30Z', [archived.userId]);
    expect(archived.published()).toHaveLength(0);

    const deleted = await personWithProtocol({ id: 'deleted', title: 'Deleted' }, { enabled: true, time: '18:00' });
    ntfy.next({ status: 503 });
    expect(await round('2026-01-26T18:00:00Z', [deleted.userId])).toMatchObject({ outcomes: { retry: 1 } });
    expect((await call(app, deleted.person, 'DELETE', `/api/custom-protocols/${deleted.protocol.id}`)).statusCode).toBe(200);
    expect(await round('2026-01-26T18:05:00Z', [deleted.userId])).toMatchObject({ outcomes: { skipped: 1 } });
    expect(deleted.published()).toHaveLength(1); // the refused first try only
  });

  it('for 4 in 7 days, is silent once the week holds four done days, and says where the week stands', async () => {
    const sauna = await personWithProtocol(
      { id: 'sauna-week', title: 'Sauna', schedule: { kind: 'frequency', times: 4, days: 7 } },
      { enabled: true, time: '18:00' },
    );
    for (const date of ['2026-02-02', '2026-02-03', '2026-02-04']) {
      expect((await sauna.send('POST', '/entries', { componentId: 'checked-in', date, value: 1 })).statusCode).toBe(201);
    }
    await round('2026-02-05T18:00:30Z', [sauna.userId]);
    expect(sauna.published()[0]?.body).toBe('Time for it today. 3 of 4 done in the last 7 days: one today keeps your 4-in-7 going.');
    expect((await sauna.send('POST', '/entries', { componentId: 'checked-in', date: '2026-02-05', value: 1 })).statusCode).toBe(201);
    expect(await round('2026-02-06T18:00:30Z', [sauna.userId])).toMatchObject({ outcomes: { skipped: 1 } });
    expect(sauna.published()).toHaveLength(1);
  });
});

describe('a protocol reminder at the wake-up anchor', () => {
  const sunlight = {
    id: 'sunlight',
    title: 'Morning sunlight',
    schedule: { kind: 'daily', anchor: { event: 'wake', offsetMinutes: 30, windowMinutes: 60 } },
  };

  it('falls after the wearable’s wake-up when one is known, else after the usual wake time', async () => {
    const person = await personWithProtocol(sunlight, { enabled: true, time: null });
    expect((await call(app, person.person, 'PATCH', '/api/settings', { usualWakeTime: '07:00' })).statusCode).toBe(200);
    await db()
      .insert(biometricLogs)
      .values({
        userId: person.userId,
        timestamp: new Date('2026-03-10T09:00:00Z'),
        timeZone: 'UTC',
        localDay: '2026-03-10',
        wokeAt: new Date('2026-03-10T08:40:00Z'),
      });
    await round('2026-03-10T07:30:30Z', [person.userId]);
    expect(person.published()).toHaveLength(0);
    expect(await round('2026-03-10T09:10:30Z', [person.userId])).toMatchObject({ planned: 1, outcomes: { sent: 1 } });
    expect(person.published()[0]?.body).toBe('Now: 30 min after you wake. Log it when you are done.');
    // No wearable the next day: the usual wake time anchors it.
    expect(await round('2026-03-11T07:30:30Z', [person.userId])).toMatchObject({ planned: 1, outcomes: { sent: 1 } });
    expect(person.published()).toHaveLength(2);
  });

  it('is not sent while no wake-up is known', async () => {
    const person = await personWithProtocol(sunlight, { enabled: true, time: null });
    await round('2026-03-12T07:30:30Z', [person.userId]);
    await round('2026-03-12T12:00:00Z', [person.userId]);
    expect(person.published()).toHaveLength(0);
  });
});
