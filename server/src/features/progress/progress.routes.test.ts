import { addDays, localDateOf, startOfWeek } from '@uh/core/common/calendar.logic';
import { daysBetween } from '@uh/core/progress/progress.logic';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { onOneDay } from '../../../test/one-day';
import { createTestApp, newAccount, sessionCookieOf, signUp, testDatabase } from '../../../test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

/** `hour`:00 UTC `days` days ago; never later than now, so "today" is valid just after midnight too. */
const daysAgo = (days: number, hour = 12) => {
  const instant = new Date();
  instant.setUTCDate(instant.getUTCDate() - days);
  instant.setUTCHours(hour, 0, 0, 0);
  return new Date(Math.min(instant.getTime(), Date.now())).toISOString();
};
const utcToday = () => localDateOf(new Date(), 'UTC');
/** These tests name today (UTC); one that straddles midnight runs again on the new day. */
const itToday = (name: string, body: () => Promise<void>) => it(name, () => onOneDay(body));

async function post(cookie: string, url: string, payload: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url, headers: { cookie }, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const logThirty = (cookie: string, timestamp: string) =>
  post(cookie, '/api/thirty-thirty-thirty-logs', { proteinAmount: 35, exerciseDuration: 1600, completed: true, timestamp });
const logCold = (cookie: string, duration = 200) =>
  post(cookie, '/api/protocols/cold', { exposureMethod: 'ice_bath', temperature: 50, duration });

async function summary(cookie: string, query = '') {
  const response = await app.inject({ method: 'GET', url: `/api/progress/summary${query}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function register(timeZone: string) {
  const response = await app.inject({ method: 'POST', url: '/api/register', payload: { ...newAccount(), timeZone } });
  expect(response.statusCode).toBe(201);
  return { cookie: sessionCookieOf(response), id: (response.json() as { id: number }).id };
}

type Point = { date: string; thirtyThirtyThirty: number; fasting: number; coldExposure: number };
const on = (points: Point[], date: string) => points.find((point) => point.date === date);

describe('GET /api/progress/summary', () => {
  itToday("is all zeros for a new account, whatever other users' fasts are doing", async () => {
    const other = await signUp(app);
    await post(other.cookie, '/api/protocols/fasting', { startTime: new Date(Date.now() - 13 * 3600_000).toISOString(), targetHours: 12 });
    const { cookie } = await signUp(app);
    const body = await summary(cookie);
    // Day one: one counted day, each protocol's target at least 1.
    expect(body.overall).toMatchObject({
      adherencePercent: 0,
      completed: 0,
      target: 3,
      ringColour: 'red',
      message: 'Getting Started',
      currentStreak: 0,
      completionRate: 0,
    });
    expect(body.protocols.thirtyThirtyThirty).toMatchObject({
      completedToday: false,
      currentStreak: 0,
      longestStreak: 0,
      weeklyTarget: 7,
      rangeTarget: 1,
      habitStrength: 0,
      lastCompletedOn: null,
    });
    const today = utcToday();
    expect(body.range).toMatchObject({
      kind: 'week',
      from: startOfWeek(today, 1),
      to: addDays(startOfWeek(today, 1), 6),
      label: 'This Week',
      countedFrom: today,
      countedDays: 1,
    });
    // Nothing is plotted after today.
    expect(body.series.points.map((point: Point) => point.date)).toEqual([today]);
    expect(body.biometrics.points).toEqual([]);
    expect(body.biometrics.heartRateTrend).toBeNull();
  });

  itToday('computes real streaks from the logs, ending today or yesterday', async () => {
    const { cookie } = await signUp(app);
    for (const days of [1, 2, 3, 6]) await logThirty(cookie, daysAgo(days));
    let body = await summary(cookie);
    expect(body.protocols.thirtyThirtyThirty).toMatchObject({ completedToday: false, currentStreak: 3, longestStreak: 3 });
    expect(body.overall.currentStreak).toBe(3);
    await post(cookie, '/api/protocols/thirty', { proteinAmount: 31, exerciseDuration: 1500, completed: true });
    body = await summary(cookie);
    expect(body.protocols.thirtyThirtyThirty).toMatchObject({ completedToday: true, currentStreak: 4, longestStreak: 4 });
    // Weekly rate: done days of this Monday-start week over its days so far (30-30-30 is daily).
    const today = utcToday();
    const monday = startOfWeek(today, 1);
    const doneThisWeek = [0, 1, 2, 3, 6].filter((days) => addDays(today, -days) >= monday).length;
    const weekDays = daysBetween(monday, today).length;
    expect(body.protocols.thirtyThirtyThirty.thisWeekDays).toBe(doneThisWeek);
    expect(body.protocols.thirtyThirtyThirty.weeklyRate).toBe(Math.round((doneThisWeek / weekDays) * 100));
    expect(body.protocols.thirtyThirtyThirty.habitStrength).toBeGreaterThan(0);
  });

  itToday('counts cold sessions of 30 s or more, and a fast on the day it ended, not while it runs past its target', async () => {
    const { cookie } = await signUp(app);
    await logCold(cookie, 20);
    await logCold(cookie, 200);
    const fast = await post(cookie, '/api/protocols/fasting', {
      startTime: new Date(Date.now() - 13 * 3600_000).toISOString(),
      targetHours: 12,
    });
    let body = await summary(cookie, '?range=month');
    expect(body.protocols.coldExposure.rangeCount).toBe(1);
    expect(body.protocols.fasting).toMatchObject({ rangeCount: 0, completedToday: false });

    const ended = await app.inject({
      method: 'PATCH',
      url: `/api/protocols/fasting/${fast.id}`,
      headers: { cookie },
      payload: { endTime: new Date().toISOString() },
    });
    expect(ended.statusCode).toBe(200);
    body = await summary(cookie, '?range=month');
    expect(body.protocols.fasting).toMatchObject({ rangeCount: 1, completedToday: true, lastCompletedOn: utcToday() });
    expect(body.range).toMatchObject({ kind: 'month', label: 'Last 30 Days', from: addDays(utcToday(), -29) });
  });

  itToday("puts a late-evening log on the user's own calendar day", async () => {
    const { cookie } = await register('America/Los_Angeles');
    // 06:30 UTC is 22:30 or 23:30 the previous evening in Los Angeles.
    const instant = daysAgo(2, 6);
    await logThirty(cookie, instant);
    const body = await summary(cookie, '?range=month');
    const localDay = localDateOf(new Date(instant), 'America/Los_Angeles');
    expect(localDay).toBe(addDays(instant.slice(0, 10), -1));
    expect(on(body.series.points, localDay)?.thirtyThirtyThirty).toBe(1);
  });

  itToday('keeps each log on the day it was logged after the person changes time zone', async () => {
    // Kiritimati (UTC+14) is always one calendar day ahead of Honolulu (UTC−10).
    const { cookie } = await register('Pacific/Kiritimati');
    const honoluluToday = localDateOf(new Date(), 'Pacific/Honolulu');
    // Noon in Honolulu two days ago is already the next day in Kiritimati, where it is logged.
    const instant = `${addDays(honoluluToday, -2)}T22:00:00.000Z`;
    const loggedOn = addDays(honoluluToday, -1);
    expect(localDateOf(new Date(instant), 'Pacific/Kiritimati')).toBe(loggedOn);
    await logThirty(cookie, instant);
    const moved = await app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie },
      payload: { timeZone: 'Pacific/Honolulu' },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const body = await summary(cookie, '?range=month');
    expect(body.today).toBe(honoluluToday);
    // Counted on the Kiritimati day (yesterday in Honolulu), not on the Honolulu day of the instant.
    expect(body.protocols.thirtyThirtyThirty).toMatchObject({ currentStreak: 1, lastCompletedOn: loggedOn, rangeCount: 1 });
    expect(body.overall.currentStreak).toBe(1);
    expect(on(body.series.points, loggedOn)?.thirtyThirtyThirty).toBe(1);
    expect(on(body.series.points, addDays(honoluluToday, -2))).toBeUndefined();
    const calendar = await summary(cookie, `?month=${loggedOn.slice(0, 7)}`);
    expect(on(calendar.calendar.days, loggedOn)?.thirtyThirtyThirty).toBe(1);
    expect(on(calendar.calendar.days, addDays(honoluluToday, -2))?.thirtyThirtyThirty ?? 0).toBe(0);
  });

  itToday('agrees on day one: a day counts once per protocol, and every range counts the same single day', async () => {
    const { cookie } = await signUp(app);
    await logThirty(cookie, new Date(Date.now() - 60_000).toISOString());
    await logThirty(cookie, new Date(Date.now() - 30_000).toISOString());
    await logCold(cookie);
    const [week, month, all] = await Promise.all([summary(cookie), summary(cookie, '?range=month'), summary(cookie, '?range=all')]);
    for (const body of [week, month, all]) {
      expect(body.range).toMatchObject({ countedFrom: utcToday(), countedDays: 1 });
      expect(body.overall).toMatchObject({ completed: 2, target: 3, adherencePercent: 67, message: 'Good Progress' });
      expect(body.protocols.thirtyThirtyThirty).toMatchObject({ rangeCount: 1, rangeTarget: 1 });
      expect(body.protocols.coldExposure).toMatchObject({ rangeCount: 1, rangeTarget: 1 });
      expect(body.protocols.fasting).toMatchObject({ rangeCount: 0, rangeTarget: 1 });
      // Overall completion (protocol progress) is this week's adherence: the same figure.
      expect(body.overall.completionRate).toBe(67);
    }
    expect(week.series.points).toEqual([{ date: utcToday(), days: 1, thirtyThirtyThirty: 1, fasting: 0, coldExposure: 1 }]);
    expect(week.protocols.thirtyThirtyThirty).toMatchObject({ thisWeekDays: 1, thisWeekCount: 1, weeklyRate: 100 });
    expect(all.series).toMatchObject({ resolution: 'week', points: [{ days: 1, thirtyThirtyThirty: 1, coldExposure: 1 }] });
  });

  itToday('starts Month and All at the first log: the same figures when all history is inside the month', async () => {
    const { cookie } = await signUp(app);
    await logThirty(cookie, daysAgo(10));
    await logThirty(cookie, daysAgo(0));
    const [month, all] = await Promise.all([summary(cookie, '?range=month'), summary(cookie, '?range=all')]);
    const first = addDays(utcToday(), -10);
    expect(month.range).toMatchObject({ from: addDays(utcToday(), -29), countedFrom: first, countedDays: 11 });
    expect(all.range).toMatchObject({ from: first, countedFrom: first, countedDays: 11 });
    // 11 days: 30-30-30 11, fasting round(44/7) = 6, cold round(33/7) = 5.
    expect(month.overall).toMatchObject({ completed: 2, target: 22, adherencePercent: 9 });
    expect(all.overall).toMatchObject({ completed: 2, target: 22, adherencePercent: 9 });
    expect(month.series.points).toHaveLength(11);
    expect(month.series.points[0]).toMatchObject({ date: first, thirtyThirtyThirty: 1 });
  });

  itToday('does not count idle days between sign-up and the first log, but keeps history older than the account', async () => {
    const { cookie, user } = await signUp(app);
    const { db } = testDatabase();
    await db.execute(sql`UPDATE users SET created_at = now() - interval '10 days' WHERE id = ${user.id}`);
    let all = await summary(cookie, '?range=all');
    expect(all.range).toMatchObject({ countedFrom: localDateOf(new Date(Date.now() - 10 * 86_400_000), 'UTC'), countedDays: 11 });

    await logCold(cookie);
    all = await summary(cookie, '?range=all');
    expect(all.range).toMatchObject({ countedFrom: utcToday(), countedDays: 1 });
    expect(all.overall).toMatchObject({ completed: 1, target: 3 });

    // History imported from before the account was created still counts from its own first day.
    await logThirty(cookie, daysAgo(40));
    all = await summary(cookie, '?range=all');
    expect(all.range).toMatchObject({ countedFrom: addDays(utcToday(), -40), countedDays: 41 });
    expect(all.protocols.thirtyThirtyThirty).toMatchObject({ rangeCount: 1, rangeTarget: 41 });
  });

  itToday('fills the calendar month from the logs and accepts another month', async () => {
    const { cookie } = await signUp(app);
    await logThirty(cookie, daysAgo(0));
    const today = utcToday();
    const body = await summary(cookie);
    expect(body.calendar.month).toBe(today.slice(0, 7));
    expect(on(body.calendar.days, today)?.thirtyThirtyThirty).toBe(1);
    const february = await summary(cookie, '?month=2024-02');
    expect(february.calendar.days).toHaveLength(29);
    expect(february.calendar.days[0].date).toBe('2024-02-01');
  });

  itToday('summarises biometrics: averages, change % and the heart-rate trend', async () => {
    const { cookie } = await signUp(app);
    const weights = [200, 199, 198, 197, 196, 195, 190];
    const heartRates = [70, 68, 66, 64, 62, 60, 58];
    for (let index = 0; index < weights.length; index++) {
      await post(cookie, '/api/biometrics', {
        weight: weights[index],
        heartRate: heartRates[index],
        sleepDuration: 7.3,
        timestamp: daysAgo(20 - index),
      });
    }
    const body = await summary(cookie, '?range=month');
    expect(body.biometrics.points).toHaveLength(7);
    expect(body.biometrics.averages).toMatchObject({ weight: 196.4, heartRate: 64, sleepDuration: 7.3 });
    expect(body.biometrics.changes.weight).toBe(-5);
    expect(body.biometrics.heartRateTrend).toEqual({ direction: 'improving', earlierAverage: 68, recentAverage: 60 });
    const all = await summary(cookie, '?range=all');
    expect(all.biometrics.resolution).toBe('week');
    expect(all.series.resolution).toBe('week');
  });

  itToday('gives no change % from a single reading (rather than "0 %")', async () => {
    const { cookie } = await signUp(app);
    await post(cookie, '/api/biometrics', { weight: 180, heartRate: 60, timestamp: daysAgo(2) });
    await post(cookie, '/api/biometrics', { heartRate: 62, timestamp: daysAgo(1) });
    const body = await summary(cookie, '?range=month');
    expect(body.biometrics.averages.weight).toBe(180);
    expect(body.biometrics.changes.weight).toBeNull();
    expect(body.biometrics.changes.heartRate).toBeCloseTo(3.3, 1);
  });

  it('validates the query and needs a session', async () => {
    const { cookie } = await signUp(app);
    const bad = await app.inject({ method: 'GET', url: '/api/progress/summary?range=year', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'range: range must be week, month or all' });
    expect((await app.inject({ method: 'GET', url: '/api/progress/summary?month=2024-13', headers: { cookie } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/progress/summary' })).statusCode).toBe(401);
  });
});
