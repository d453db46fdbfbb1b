import { localDateOf, addDays, weekDaysOf } from '@uh/core/common/calendar.logic';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { onOneDay } from '../../../test/one-day';
import { createTestApp, newAccount, sessionCookieOf, signUp, testDatabase } from '../../../test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

async function signUpIn(timeZone: string) {
  const response = await app.inject({ method: 'POST', url: '/api/register', payload: { ...newAccount(), timeZone } });
  return { cookie: sessionCookieOf(response), user: response.json() as { id: number } };
}

const today = (timeZone = 'UTC') => localDateOf(new Date(), timeZone);

describe('daily checklist', () => {
  it("starts empty today, creates the day's record with the first toggle, then flips items", () =>
    onOneDay(async () => {
      const { cookie, user } = await signUp(app);
      const empty = await app.inject({ method: 'GET', url: '/api/daily-checklist/today', headers: { cookie } });
      expect(empty.json()).toMatchObject({
        id: null,
        userId: user.id,
        date: today(),
        morningProteinCompleted: false,
        journalEntryCompleted: false,
      });

      const first = await app.inject({
        method: 'PATCH',
        url: `/api/daily-checklist/${today()}`,
        headers: { cookie },
        payload: { sunlightExposureCompleted: true },
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ date: today(), sunlightExposureCompleted: true, supplementsCompleted: false });
      expect(first.json().id).toBeGreaterThan(0);

      await app.inject({
        method: 'PATCH',
        url: `/api/daily-checklist/${today()}`,
        headers: { cookie },
        payload: { supplementsCompleted: true, sunlightExposureCompleted: false },
      });
      const after = await app.inject({ method: 'GET', url: '/api/daily-checklist/today', headers: { cookie } });
      expect(after.json()).toMatchObject({ id: first.json().id, sunlightExposureCompleted: false, supplementsCompleted: true });
    }));

  it("lists this Monday-start week's seven days", () =>
    onOneDay(async () => {
      const { cookie } = await signUp(app);
      await app.inject({
        method: 'PATCH',
        url: `/api/daily-checklist/${today()}`,
        headers: { cookie },
        payload: { fastingCompleted: true },
      });
      const weekly = await app.inject({ method: 'GET', url: '/api/daily-checklist/weekly', headers: { cookie } });
      const days = weekly.json() as { date: string; fastingCompleted: boolean }[];
      expect(days.map((day) => day.date)).toEqual(weekDaysOf(new Date(), 'UTC', 1));
      expect(days.find((day) => day.date === today())?.fastingCompleted).toBe(true);
    }));

  it("counts today in the user's own time zone", () =>
    onOneDay(async () => {
      for (const zone of ['Pacific/Auckland', 'America/Los_Angeles']) {
        const { cookie } = await signUpIn(zone);
        const response = await app.inject({ method: 'GET', url: '/api/daily-checklist/today', headers: { cookie } });
        expect(response.json().date).toBe(today(zone));
      }
    }));

  it.each([
    ['2026-02-30', { fastingCompleted: true }, 'date: date must be a real calendar date'],
    ['21-11-2026', { fastingCompleted: true }, 'date: date must be yyyy-MM-dd'],
    ['TODAY', { coffee: true }, 'date: date must be yyyy-MM-dd'],
  ])('refuses %s %o with 400', async (date, payload, message) => {
    const { cookie } = await signUp(app);
    const response = await app.inject({ method: 'PATCH', url: `/api/daily-checklist/${date}`, headers: { cookie }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses unknown items, non-booleans, empty patches and dates beyond tomorrow', () =>
    onOneDay(async () => {
      const { cookie } = await signUp(app);
      const url = `/api/daily-checklist/${today()}`;
      expect((await app.inject({ method: 'PATCH', url, headers: { cookie }, payload: { coffee: true } })).json()).toEqual({
        message: 'body: Unknown field "coffee"',
      });
      expect((await app.inject({ method: 'PATCH', url, headers: { cookie }, payload: { fastingCompleted: 'yes' } })).json()).toEqual({
        message: 'fastingCompleted: fastingCompleted must be true or false',
      });
      expect((await app.inject({ method: 'PATCH', url, headers: { cookie }, payload: {} })).json()).toEqual({
        message: 'body: Send at least one checklist item',
      });
      expect(
        (
          await app.inject({
            method: 'PATCH',
            url: `/api/daily-checklist/${addDays(today(), 1)}`,
            headers: { cookie },
            payload: { fastingCompleted: true },
          })
        ).statusCode,
      ).toBe(200);
      const far = await app.inject({
        method: 'PATCH',
        url: `/api/daily-checklist/${addDays(today(), 3)}`,
        headers: { cookie },
        payload: { fastingCompleted: true },
      });
      expect(far.statusCode).toBe(400);
      expect(far.json()).toEqual({ message: 'date cannot be more than a day in the future' });
    }));

  it('keeps each user to their own checklist', () =>
    onOneDay(async () => {
      const alice = await signUp(app);
      const bob = await signUp(app);
      await app.inject({
        method: 'PATCH',
        url: `/api/daily-checklist/${today()}`,
        headers: { cookie: bob.cookie },
        payload: { journalEntryCompleted: true },
      });
      const own = await app.inject({ method: 'GET', url: '/api/daily-checklist/today', headers: { cookie: alice.cookie } });
      expect(own.json()).toMatchObject({ userId: alice.user.id, journalEntryCompleted: false });
      expect((await app.inject({ method: 'GET', url: '/api/daily-checklist/today' })).statusCode).toBe(401);
    }));
});

describe('protocols tick the checklist', () => {
  const todayOf = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/daily-checklist/today', headers: { cookie } })).json();

  it('a completed 30-30-30 ticks morning protein and exercise; an incomplete one does not', () =>
    onOneDay(async () => {
      const { cookie } = await signUp(app);
      await app.inject({
        method: 'POST',
        url: '/api/protocols/thirty',
        headers: { cookie },
        payload: { proteinAmount: 10, exerciseDuration: 100 },
      });
      expect(await todayOf(cookie)).toMatchObject({ morningProteinCompleted: false, morningExerciseCompleted: false });
      await app.inject({
        method: 'POST',
        url: '/api/protocols/thirty',
        headers: { cookie },
        payload: { proteinAmount: 40, exerciseDuration: 1600, completed: true },
      });
      expect(await todayOf(cookie)).toMatchObject({ morningProteinCompleted: true, morningExerciseCompleted: true });
    }));

  it('a cold session of at least 30 s ticks cold exposure', () =>
    onOneDay(async () => {
      const { cookie } = await signUp(app);
      await app.inject({
        method: 'POST',
        url: '/api/protocols/cold',
        headers: { cookie },
        payload: { exposureMethod: 'cold_shower', temperature: 55, duration: 20 },
      });
      expect((await todayOf(cookie)).coldExposureCompleted).toBe(false);
      await app.inject({
        method: 'POST',
        url: '/api/protocols/cold',
        headers: { cookie },
        payload: { exposureMethod: 'cold_shower', temperature: 55, duration: 45 },
      });
      expect((await todayOf(cookie)).coldExposureCompleted).toBe(true);
    }));

  it('a fast that completes ticks fasting on the day it ended; the user can untick', () =>
    onOneDay(async () => {
      const { cookie, user } = await signUp(app);
      const startTime = new Date(Date.now() - 12.2 * 3600_000).toISOString();
      const fast = await app.inject({
        method: 'POST',
        url: '/api/protocols/fasting',
        headers: { cookie },
        payload: { startTime, targetHours: 12 },
      });
      const endTime = new Date().toISOString();
      await app.inject({ method: 'PATCH', url: `/api/protocols/fasting/${fast.json().id}`, headers: { cookie }, payload: { endTime } });
      const endDay = localDateOf(new Date(endTime), 'UTC');
      const { db } = testDatabase();
      const ticked = await db.execute<{ fasting_completed: boolean }>(
        sql`SELECT fasting_completed FROM daily_checklists WHERE user_id = ${user.id} AND date = ${endDay}`,
      );
      expect(ticked.rows[0]?.fasting_completed).toBe(true);
      const unticked = await app.inject({
        method: 'PATCH',
        url: `/api/daily-checklist/${endDay}`,
        headers: { cookie },
        payload: { fastingCompleted: false },
      });
      expect(unticked.json().fastingCompleted).toBe(false);
    }));
});
