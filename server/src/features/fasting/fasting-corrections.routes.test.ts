import { localDateOf } from '@uh/core/common/calendar.logic';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const HOUR = 3600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
const shift = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * HOUR).toISOString();
const dayOf = (iso: string) => localDateOf(new Date(iso), 'UTC');

const start = (cookie: string, startTime: string, targetHours = 16) =>
  app.inject({ method: 'POST', url: '/api/protocols/fasting', headers: { cookie }, payload: { startTime, targetHours } });
const patch = (cookie: string, id: number, payload: object) =>
  app.inject({ method: 'PATCH', url: `/api/protocols/fasting/${id}`, headers: { cookie }, payload });
const remove = (cookie: string, id: number) => app.inject({ method: 'DELETE', url: `/api/protocols/fasting/${id}`, headers: { cookie } });
const list = async (cookie: string, userId: number) =>
  (await app.inject({ method: 'GET', url: `/api/protocols/fasting/${userId}`, headers: { cookie } })).json() as { id: number }[];

/** Whether the checklist's fasting item is ticked on a local day (false when the day has no row). */
async function fastingTicked(userId: number, day: string): Promise<boolean> {
  const { db } = testDatabase();
  const result = await db.execute<{ fasting_completed: boolean }>(
    sql`SELECT fasting_completed FROM daily_checklists WHERE user_id = ${userId} AND date = ${day}`,
  );
  return result.rows[0]?.fasting_completed ?? false;
}

/** A fast that started `fromHoursAgo` and ended `toHoursAgo`. */
async function pastFast(cookie: string, fromHoursAgo: number, toHoursAgo: number, targetHours = 16) {
  const startTime = hoursAgo(fromHoursAgo);
  const { id } = (await start(cookie, startTime, targetHours)).json();
  const ended = await patch(cookie, id, { endTime: shift(startTime, fromHoursAgo - toHoursAgo) });
  expect(ended.statusCode).toBe(200);
  return ended.json();
}

describe('the times a person gives are the times kept', () => {
  it('a 16 h fast started 20 h ago and ended at start + 8 h is an 8 h fast ended early, not a completed 16 h one', async () => {
    const { cookie, user } = await signUp(app);
    const startTime = hoursAgo(20);
    const { id } = (await start(cookie, startTime)).json();
    const endTime = new Date(Date.parse(startTime) + 8 * HOUR).toISOString();
    const ended = await patch(cookie, id, { endTime });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ id, startTime, endTime, duration: 8 * 3600, completed: false });
    expect(await fastingTicked(user.id, dayOf(endTime))).toBe(false);
  });

  it('a fast past its target keeps running, does not count, and counts on the day it is ended', async () => {
    const { cookie, user } = await signUp(app);
    const startTime = hoursAgo(20);
    const { id } = (await start(cookie, startTime)).json();
    expect((await list(cookie, user.id))[0]).toMatchObject({ id, endTime: null, duration: null, completed: false });
    expect(await fastingTicked(user.id, dayOf(new Date(Date.parse(startTime) + 16 * HOUR).toISOString()))).toBe(false);

    const endTime = new Date().toISOString();
    const ended = (await patch(cookie, id, { endTime })).json();
    expect(ended).toMatchObject({ endTime, completed: true });
    expect(ended.duration).toBeGreaterThanOrEqual(20 * 3600 - 5);
    expect(await fastingTicked(user.id, dayOf(endTime))).toBe(true);
  });

  it('correcting the times recomputes completion and moves the checklist tick to the new day', async () => {
    const { cookie, user } = await signUp(app);
    const fast = await pastFast(cookie, 70, 50);
    const firstDay = dayOf(fast.endTime);
    expect(fast).toMatchObject({ duration: 20 * 3600, completed: true });
    expect(await fastingTicked(user.id, firstDay)).toBe(true);

    const shorter = await patch(cookie, fast.id, { startTime: shift(fast.endTime, -10), endTime: fast.endTime });
    expect(shorter.json()).toMatchObject({ duration: 10 * 3600, completed: false, endTime: fast.endTime });
    expect(await fastingTicked(user.id, firstDay)).toBe(false);

    const endTime = hoursAgo(2);
    const moved = await patch(cookie, fast.id, { startTime: shift(endTime, -18), endTime, targetHours: 16 });
    expect(moved.json()).toMatchObject({ duration: 18 * 3600, completed: true, targetHours: 16 });
    expect(await fastingTicked(user.id, dayOf(moved.json().endTime))).toBe(true);
    expect(await fastingTicked(user.id, firstDay)).toBe(false);

    const harderTarget = await patch(cookie, fast.id, { targetHours: 20 });
    expect(harderTarget.json()).toMatchObject({ duration: 18 * 3600, completed: false, targetHours: 20 });
    expect(await fastingTicked(user.id, dayOf(moved.json().endTime))).toBe(false);
  });

  it('corrects the start of a running fast, which keeps running', async () => {
    const { cookie } = await signUp(app);
    const { id } = (await start(cookie, hoursAgo(1))).json();
    const startTime = hoursAgo(3);
    expect((await patch(cookie, id, { startTime })).json()).toMatchObject({ startTime, endTime: null, completed: false });
  });

  it.each([
    [{ startTime: hoursAgo(10), endTime: hoursAgo(11) }, 'endTime: endTime cannot be before startTime'],
    [{ startTime: hoursAgo(1) }, 'endTime cannot be before startTime'],
    [{ startTime: hoursAgo(30), endTime: new Date(Date.now() + HOUR).toISOString() }, 'endTime: endTime cannot be in the future'],
    [{}, 'body: Send endTime to end the fast, or startTime, endTime or targetHours to correct it'],
    [{ targetHours: 15 }, 'targetHours: targetHours must be one of 12, 16, 20, 24, 36, 48, 72, 86'],
  ])('refuses the correction %o with 400 and a message', async (body, message) => {
    const { cookie } = await signUp(app);
    const fast = await pastFast(cookie, 20, 4);
    const response = await patch(cookie, fast.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('Undo after End: reopening a fast', () => {
  it('reopens an ended fast, which runs again and no longer counts', async () => {
    const { cookie, user } = await signUp(app);
    const startTime = hoursAgo(17);
    const { id } = (await start(cookie, startTime)).json();
    const ended = (await patch(cookie, id, { endTime: new Date().toISOString() })).json();
    expect(ended.completed).toBe(true);
    expect(await fastingTicked(user.id, dayOf(ended.endTime))).toBe(true);

    const reopened = await patch(cookie, id, { endTime: null });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ id, startTime, endTime: null, duration: null, completed: false });
    expect(await fastingTicked(user.id, dayOf(ended.endTime))).toBe(false);
    expect((await start(cookie, hoursAgo(0.1))).statusCode).toBe(409);
  });

  it('answers 409 when another fast runs now, leaving both as they were', async () => {
    const { cookie } = await signUp(app);
    const first = await pastFast(cookie, 10, 5);
    const second = (await start(cookie, hoursAgo(1))).json();
    const response = await patch(cookie, first.id, { endTime: null });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Another fast is running now. End it before reopening this one.' });
    const corrected = await patch(cookie, first.id, { startTime: hoursAgo(12), endTime: null });
    expect(corrected.statusCode).toBe(409);
    expect((await patch(cookie, second.id, { endTime: null })).json()).toMatchObject({ id: second.id, endTime: null });
  });

  it('ending a fast that has already ended (another tab) answers it unchanged', async () => {
    const { cookie } = await signUp(app);
    const ended = await pastFast(cookie, 3, 1);
    const again = await patch(cookie, ended.id, { endTime: new Date().toISOString() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(ended);
  });
});

describe('deleting a fast', () => {
  it('deletes it, unticks its day, and Undo brings back the same record and the tick', async () => {
    const { cookie, user } = await signUp(app);
    const fast = await pastFast(cookie, 20, 2);
    const day = dayOf(fast.endTime);
    expect(await fastingTicked(user.id, day)).toBe(true);

    const deleted = await remove(cookie, fast.id);
    expect(deleted.statusCode).toBe(200);
    const { undoId } = deleted.json();
    expect(await list(cookie, user.id)).toEqual([]);
    expect(await fastingTicked(user.id, day)).toBe(false);

    const restored = await app.inject({ method: 'POST', url: `/api/deleted-logs/${undoId}/restore`, headers: { cookie } });
    expect(restored.json()).toEqual({ kind: 'fasting', id: fast.id });
    expect(await list(cookie, user.id)).toEqual([fast]);
    expect(await fastingTicked(user.id, day)).toBe(true);
  });

  it('a running fast deleted and then another started cannot come back running (409)', async () => {
    const { cookie } = await signUp(app);
    const running = (await start(cookie, hoursAgo(2))).json();
    const { undoId } = (await remove(cookie, running.id)).json();
    expect((await start(cookie, hoursAgo(1))).statusCode).toBe(201);
    const restored = await app.inject({ method: 'POST', url: `/api/deleted-logs/${undoId}/restore`, headers: { cookie } });
    expect(restored.statusCode).toBe(409);
  });

  it("answers 404 for another person's fast, to PATCH and DELETE alike, changing nothing", async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const bobs = await pastFast(bob.cookie, 20, 2);
    for (const response of [
      await remove(alice.cookie, bobs.id),
      await patch(alice.cookie, bobs.id, { startTime: hoursAgo(30), endTime: hoursAgo(1) }),
      await patch(alice.cookie, bobs.id, { endTime: null }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Fasting log not found' });
    }
    expect(await list(bob.cookie, bob.user.id)).toEqual([bobs]);
    expect((await app.inject({ method: 'DELETE', url: `/api/protocols/fasting/${bobs.id}` })).statusCode).toBe(401);
  });
});
