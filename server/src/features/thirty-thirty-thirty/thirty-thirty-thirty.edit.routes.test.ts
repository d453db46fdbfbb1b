import { localDateOf } from '@uh/core/common/calendar.logic';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { onOneDay } from '../../../test/one-day';
import { createTestApp, signUp } from '../../../test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const complete = { proteinAmount: 35, exerciseDuration: 1620, timeAfterWaking: 20 };
const DAY_MS = 86_400_000;

async function log(cookie: string, payload: Record<string, unknown> = complete) {
  const response = await app.inject({ method: 'POST', url: '/api/protocols/thirty', headers: { cookie }, payload });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; timestamp: string; completed: boolean };
}

const patch = (cookie: string, id: number, payload: unknown, base = '/api/protocols/thirty') =>
  app.inject({ method: 'PATCH', url: `${base}/${id}`, headers: { cookie }, payload: payload as Record<string, unknown> });

async function checklistDays(cookie: string): Promise<Record<string, boolean>> {
  const exported = (await app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } })).json();
  return Object.fromEntries(
    (exported.records.dailyChecklists as { date: string; morningProteinCompleted: boolean }[]).map((day) => [
      day.date,
      day.morningProteinCompleted,
    ]),
  );
}

describe('correcting a 30-30-30 session', () => {
  it('changes any number and decides completion by the rule again; the checklist follows', () =>
    onOneDay(async () => {
      const { cookie } = await signUp(app);
      const { id } = await log(cookie);
      const today = localDateOf(new Date(), 'UTC');
      expect((await checklistDays(cookie))[today]).toBe(true);

      const short = await patch(cookie, id, { exerciseDuration: 600, proteinAmount: 32.5, timeAfterWaking: null });
      expect(short.statusCode).toBe(200);
      expect(short.json()).toMatchObject({ id, exerciseDuration: 600, proteinAmount: 32.5, timeAfterWaking: null, completed: false });
      expect((await checklistDays(cookie))[today]).toBe(false);

      const longer = await patch(cookie, id, { exerciseDuration: 1800 }, '/api/thirty-thirty-thirty-logs');
      expect(longer.json()).toMatchObject({ exerciseDuration: 1800, completed: true });
      expect((await checklistDays(cookie))[today]).toBe(true);
      const list = await app.inject({ method: 'GET', url: '/api/thirty-thirty-thirty-logs', headers: { cookie } });
      expect(list.json()).toEqual([longer.json()]);
    }));

  it('keeps {completed: true} as it was: completes a session that meets the rule, refuses one that does not', async () => {
    const { cookie } = await signUp(app);
    const meets = await log(cookie, { ...complete, completed: false });
    expect((await patch(cookie, meets.id, { completed: true })).json()).toMatchObject({ completed: true });
    const misses = await log(cookie, { proteinAmount: 20, exerciseDuration: 600 });
    const refused = await patch(cookie, misses.id, { completed: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: "completed: Please ensure you've consumed at least 30g of protein and exercised for at least 25 minutes.",
    });
    expect((await patch(cookie, misses.id, { completed: false })).json()).toEqual({ message: 'completed: completed must be true' });
    expect((await patch(cookie, misses.id, {})).json()).toEqual({ message: 'body: Send at least one field to change' });
  });

  it('moves a session to another day in the zone it was logged in, unticking the old day and ticking the new', async () => {
    const { cookie } = await signUp(app);
    await app.inject({ method: 'PATCH', url: '/api/settings', headers: { cookie }, payload: { timeZone: 'Pacific/Auckland' } });
    const { id, timestamp } = await log(cookie);
    // A later zone change does not change which day the session counts on.
    await app.inject({ method: 'PATCH', url: '/api/settings', headers: { cookie }, payload: { timeZone: 'America/Los_Angeles' } });
    const loggedDay = localDateOf(new Date(timestamp), 'Pacific/Auckland');
    const earlier = new Date(Date.parse(timestamp) - 2 * DAY_MS).toISOString();
    const moved = await patch(cookie, id, { timestamp: earlier });
    expect(moved.json()).toMatchObject({ timestamp: earlier, completed: true });

    const days = await checklistDays(cookie);
    expect(days[loggedDay]).toBe(false);
    expect(days[localDateOf(new Date(earlier), 'Pacific/Auckland')]).toBe(true);
    const future = await patch(cookie, id, { timestamp: new Date(Date.now() + DAY_MS).toISOString() });
    expect(future.json()).toEqual({ message: 'timestamp: timestamp cannot be in the future' });
  });

  it.each([
    ['{"proteinAmount":1e5}', 'proteinAmount: Protein must be between 0 and 500 g'],
    ['{"timeAfterWaking":-1E1}', 'timeAfterWaking: Time after waking must be between 0 and 1440 minutes'],
    [
      '{"exerciseDuration":1e3,"proteinAmount":5e2,"timeAfterWaking":1e4}',
      'timeAfterWaking: Time after waking must be between 0 and 1440 minutes',
    ],
  ])('answers 400 naming the field for %s', async (body, message) => {
    const { cookie } = await signUp(app);
    const { id } = await log(cookie);
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/protocols/thirty/${id}`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('deleting a 30-30-30 session', () => {
  it('deletes it on either route, unticks the day, and Undo brings both back', () =>
    onOneDay(async () => {
      const { cookie, user } = await signUp(app);
      const created = await log(cookie);
      const today = localDateOf(new Date(), 'UTC');
      const deleted = await app.inject({ method: 'DELETE', url: `/api/protocols/thirty/${created.id}`, headers: { cookie } });
      expect(deleted.statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: `/api/protocols/thirty/${user.id}`, headers: { cookie } })).json()).toEqual([]);
      expect((await checklistDays(cookie))[today]).toBe(false);

      const restored = await app.inject({ method: 'POST', url: `/api/deleted-logs/${deleted.json().undoId}/restore`, headers: { cookie } });
      expect(restored.json()).toEqual({ kind: 'thirtyThirtyThirty', id: created.id });
      expect((await app.inject({ method: 'GET', url: `/api/protocols/thirty/${user.id}`, headers: { cookie } })).json()).toEqual([created]);
      expect((await checklistDays(cookie))[today]).toBe(true);

      const legacy = await app.inject({ method: 'DELETE', url: `/api/thirty-thirty-thirty-logs/${created.id}`, headers: { cookie } });
      expect(legacy.statusCode).toBe(200);
    }));

  it("answers 404 for another person's session, changing nothing", async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const bobs = await log(bob.cookie);
    for (const request of [
      { method: 'PATCH' as const, payload: { proteinAmount: 40 } },
      { method: 'DELETE' as const, payload: undefined },
    ]) {
      for (const base of ['/api/protocols/thirty', '/api/thirty-thirty-thirty-logs']) {
        const response = await app.inject({ ...request, url: `${base}/${bobs.id}`, headers: { cookie: alice.cookie } });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: '30-30-30 log not found' });
      }
    }
    const list = await app.inject({ method: 'GET', url: `/api/protocols/thirty/${bob.user.id}`, headers: { cookie: bob.cookie } });
    expect(list.json()).toEqual([bobs]);
  });
});
