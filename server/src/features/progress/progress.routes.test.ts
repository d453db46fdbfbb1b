import { addDays, localDateOf, startOfWeek } from '@uh/core/common/calendar.logic';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, newAccount, sessionCookieOf, signUp } from '../../../test/test-app';

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

async function logThirty(cookie: string, timestamp: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/thirty-thirty-thirty-logs',
    headers: { cookie },
    payload: { proteinAmount: 35, exerciseDuration: 1600, completed: true, timestamp },
  });
  expect(response.statusCode).toBe(201);
}

async function summary(cookie: string, query = '') {
  const response = await app.inject({ method: 'GET', url: `/api/progress/summary${query}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/progress/summary', () => {
  it("is all zeros for a new account, whatever other users' fasts are doing", async () => {
    // Someone else's fast past its target, not yet settled by any read, must not count here.
    const other = await signUp(app);
    await app.inject({
      method: 'POST',
      url: '/api/protocols/fasting',
      headers: { cookie: other.cookie },
      payload: { startTime: new Date(Date.now() - 13 * 3600_000).toISOString(), targetHours: 12 },
    });
    const { cookie } = await signUp(app);
    const body = await summary(cookie);
    expect(body.overall).toMatchObject({
      adherencePercent: 0,
      completed: 0,
      target: 14,
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
      habitStrength: 0,
      lastCompletedOn: null,
    });
    const today = localDateOf(new Date(), 'UTC');
    expect(body.range).toMatchObject({
      kind: 'week',
      from: startOfWeek(today, 1),
      to: addDays(startOfWeek(today, 1), 6),
      label: 'This Week',
    });
    expect(body.series.points).toHaveLength(7);
    expect(body.biometrics.points).toEqual([]);
    expect(body.biometrics.heartRateTrend).toBeNull();
  });

  it('computes real streaks from the logs, ending today or yesterday', async () => {
    const { cookie } = await signUp(app);
    for (const days of [1, 2, 3, 6]) await logThirty(cookie, daysAgo(days));
    let body = await summary(cookie);
    expect(body.protocols.thirtyThirtyThirty).toMatchObject({ completedToday: false, currentStreak: 3, longestStreak: 3 });
    expect(body.overall.currentStreak).toBe(3);
    await app.inject({
      method: 'POST',
      url: '/api/protocols/thirty',
      headers: { cookie },
      payload: { proteinAmount: 31, exerciseDuration: 1500, completed: true },
    });
    body = await summary(cookie);
    expect(body.protocols.thirtyThirtyThirty).toMatchObject({ completedToday: true, currentStreak: 4, longestStreak: 4 });
    expect(body.protocols.thirtyThirtyThirty.weeklyRate).toBe(Math.round((5 / 7) * 100));
    expect(body.protocols.thirtyThirtyThirty.habitStrength).toBeGreaterThan(0);
  });

  it('counts cold sessions of 30 s or more and completed fasts, including one past its target', async () => {
    const { cookie } = await signUp(app);
    await app.inject({
      method: 'POST',
      url: '/api/protocols/cold',
      headers: { cookie },
      payload: { exposureMethod: 'ice_bath', temperature: 50, duration: 20 },
    });
    await app.inject({
      method: 'POST',
      url: '/api/protocols/cold',
      headers: { cookie },
      payload: { exposureMethod: 'ice_bath', temperature: 50, duration: 200 },
    });
    await app.inject({
      method: 'POST',
      url: '/api/protocols/fasting',
      headers: { cookie },
      payload: { startTime: new Date(Date.now() - 13 * 3600_000).toISOString(), targetHours: 12 },
    });
    const body = await summary(cookie, '?range=month');
    expect(body.protocols.coldExposure.rangeCount).toBe(1);
    expect(body.protocols.fasting.rangeCount).toBe(1);
    expect(body.range).toMatchObject({ kind: 'month', label: 'Last 30 Days', from: addDays(localDateOf(new Date(), 'UTC'), -29) });
    expect(body.series.points).toHaveLength(30);
    expect(body.overall.target).toBe(60);
  });

  it("puts a late-evening log on the user's own calendar day", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...newAccount(), timeZone: 'America/Los_Angeles' },
    });
    const cookie = sessionCookieOf(response);
    // 06:30 UTC is 22:30 or 23:30 the previous evening in Los Angeles.
    const instant = daysAgo(2, 6);
    await logThirty(cookie, instant);
    const body = await summary(cookie, '?range=month');
    const localDay = localDateOf(new Date(instant), 'America/Los_Angeles');
    expect(localDay).toBe(addDays(instant.slice(0, 10), -1));
    const point = body.series.points.find((day: { date: string }) => day.date === localDay);
    expect(point?.thirtyThirtyThirty).toBe(1);
  });

  it('fills the calendar month from the logs and accepts another month', async () => {
    const { cookie } = await signUp(app);
    await logThirty(cookie, daysAgo(0));
    const today = localDateOf(new Date(), 'UTC');
    const body = await summary(cookie);
    expect(body.calendar.month).toBe(today.slice(0, 7));
    expect(body.calendar.days.find((day: { date: string }) => day.date === today).thirtyThirtyThirty).toBe(1);
    const february = await summary(cookie, '?month=2024-02');
    expect(february.calendar.days).toHaveLength(29);
    expect(february.calendar.days[0].date).toBe('2024-02-01');
  });

  it('summarises biometrics: averages, change % and the heart-rate trend', async () => {
    const { cookie } = await signUp(app);
    const weights = [200, 199, 198, 197, 196, 195, 190];
    const heartRates = [70, 68, 66, 64, 62, 60, 58];
    for (let index = 0; index < weights.length; index++) {
      await app.inject({
        method: 'POST',
        url: '/api/biometrics',
        headers: { cookie },
        payload: { weight: weights[index], heartRate: heartRates[index], sleepDuration: 7.25, timestamp: daysAgo(20 - index) },
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

  it('validates the query and needs a session', async () => {
    const { cookie } = await signUp(app);
    const bad = await app.inject({ method: 'GET', url: '/api/progress/summary?range=year', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'range: range must be week, month or all' });
    expect((await app.inject({ method: 'GET', url: '/api/progress/summary?month=2024-13', headers: { cookie } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/progress/summary' })).statusCode).toBe(401);
  });
});
