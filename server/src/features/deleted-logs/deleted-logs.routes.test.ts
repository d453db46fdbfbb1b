import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const longSession = { exposureMethod: 'ice_bath', temperature: 50, duration: 185 };

async function todayChecklist(cookie: string) {
  return (await app.inject({ method: 'GET', url: '/api/daily-checklist/today', headers: { cookie } })).json() as Record<string, unknown>;
}

describe('deleting a log and undoing it', () => {
  it('deletes a cold session, unticks the checklist, and Undo brings back the same record and the tick', async () => {
    const { cookie } = await signUp(app);
    const created = (await app.inject({ method: 'POST', url: '/api/protocols/cold', headers: { cookie }, payload: longSession })).json();
    expect((await todayChecklist(cookie)).coldExposureCompleted).toBe(true);

    const deleted = await app.inject({ method: 'DELETE', url: `/api/protocols/cold/${created.id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    const { undoId } = deleted.json();
    expect((await app.inject({ method: 'GET', url: '/api/protocols/cold', headers: { cookie } })).json()).toEqual([]);
    expect((await todayChecklist(cookie)).coldExposureCompleted).toBe(false);

    const restored = await app.inject({ method: 'POST', url: `/api/deleted-logs/${undoId}/restore`, headers: { cookie } });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ kind: 'coldExposure', id: created.id });
    expect((await app.inject({ method: 'GET', url: '/api/protocols/cold', headers: { cookie } })).json()).toEqual([created]);
    expect((await todayChecklist(cookie)).coldExposureCompleted).toBe(true);

    const again = await app.inject({ method: 'POST', url: `/api/deleted-logs/${undoId}/restore`, headers: { cookie } });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'This deletion can no longer be undone' });
  });

  it('keeps the tick while another session of the day still counts', async () => {
    const { cookie } = await signUp(app);
    const first = (await app.inject({ method: 'POST', url: '/api/protocols/cold', headers: { cookie }, payload: longSession })).json();
    await app.inject({ method: 'POST', url: '/api/protocols/cold', headers: { cookie }, payload: longSession });
    await app.inject({ method: 'DELETE', url: `/api/protocols/cold/${first.id}`, headers: { cookie } });
    expect((await todayChecklist(cookie)).coldExposureCompleted).toBe(true);
  });

  it('answers 404 for another person’s log and another person’s undo, changing nothing', async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const created = (
      await app.inject({ method: 'POST', url: '/api/protocols/cold', headers: { cookie: bob.cookie }, payload: longSession })
    ).json();
    const attempt = await app.inject({ method: 'DELETE', url: `/api/protocols/cold/${created.id}`, headers: { cookie: alice.cookie } });
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json()).toEqual({ message: 'Cold exposure log not found' });

    const { undoId } = (
      await app.inject({ method: 'DELETE', url: `/api/protocols/cold/${created.id}`, headers: { cookie: bob.cookie } })
    ).json();
    const stolen = await app.inject({ method: 'POST', url: `/api/deleted-logs/${undoId}/restore`, headers: { cookie: alice.cookie } });
    expect(stolen.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/protocols/cold', headers: { cookie: alice.cookie } })).json()).toEqual([]);
    expect(
      (await app.inject({ method: 'POST', url: `/api/deleted-logs/${undoId}/restore`, headers: { cookie: bob.cookie } })).statusCode,
    ).toBe(200);
  });

  it('refuses malformed ids with a message and needs a session', async () => {
    const { cookie } = await signUp(app);
    const bad = await app.inject({ method: 'DELETE', url: '/api/protocols/cold/abc', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id/);
    expect((await app.inject({ method: 'POST', url: '/api/deleted-logs/1/restore' })).statusCode).toBe(401);
  });
});

describe('a log keeps the day it was logged on', () => {
  it('a time zone change moves no tick: the checklist and the log agree on the day', async () => {
    const { cookie } = await signUp(app, {});
    await app.inject({ method: 'PATCH', url: '/api/settings', headers: { cookie }, payload: { timeZone: 'Pacific/Kiritimati' } });
    const created = (await app.inject({ method: 'POST', url: '/api/protocols/cold', headers: { cookie }, payload: longSession })).json();
    const kiritimatiToday = (await todayChecklist(cookie)).date;
    // UTC−10 is a whole day behind UTC+14 at every hour.
    await app.inject({ method: 'PATCH', url: '/api/settings', headers: { cookie }, payload: { timeZone: 'Pacific/Honolulu' } });
    const exported = (await app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } })).json();
    const [log] = exported.records.coldExposureLogs;
    expect(log).toMatchObject({ timestamp: created.timestamp, timeZone: 'Pacific/Kiritimati', localDay: kiritimatiToday });
    const [checklist] = exported.records.dailyChecklists;
    expect(checklist).toMatchObject({ date: kiritimatiToday, coldExposureCompleted: true });

    // Deleting it in the new zone unticks the day it was logged on, not "today" in the new zone.
    await app.inject({ method: 'DELETE', url: `/api/protocols/cold/${created.id}`, headers: { cookie } });
    const after = (await app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } })).json();
    expect(after.records.dailyChecklists).toMatchObject([{ date: kiritimatiToday, coldExposureCompleted: false }]);
  });
});
