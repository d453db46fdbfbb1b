import { localDateOf } from '@uh/core/common/calendar.logic';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { onOneDay } from '../../../test/one-day';
import { createTestApp, signUp } from '../../../test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const session = { exposureMethod: 'ice_bath', temperature: 50, duration: 185 };
const DAY_MS = 86_400_000;

async function log(cookie: string, payload: Record<string, unknown> = session) {
  const response = await app.inject({ method: 'POST', url: '/api/protocols/cold', headers: { cookie }, payload });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; timestamp: string };
}

const patch = (cookie: string, id: number, payload: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: `/api/protocols/cold/${id}`, headers: { cookie }, payload });

async function coldDays(cookie: string): Promise<Record<string, boolean>> {
  const exported = (await app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } })).json();
  return Object.fromEntries(
    (exported.records.dailyChecklists as { date: string; coldExposureCompleted: boolean }[]).map((day) => [
      day.date,
      day.coldExposureCompleted,
    ]),
  );
}

describe('correcting a cold session', () => {
  it('moves it to another time; its day is read in the zone it was logged in and the checklist follows', async () => {
    const { cookie } = await signUp(app);
    await app.inject({ method: 'PATCH', url: '/api/settings', headers: { cookie }, payload: { timeZone: 'Pacific/Kiritimati' } });
    const { id, timestamp } = await log(cookie);
    await app.inject({ method: 'PATCH', url: '/api/settings', headers: { cookie }, payload: { timeZone: 'Pacific/Honolulu' } });
    const earlier = new Date(Date.parse(timestamp) - DAY_MS).toISOString();
    const moved = await patch(cookie, id, { timestamp: earlier, duration: 152 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id, timestamp: earlier, duration: 152 });

    const days = await coldDays(cookie);
    expect(days[localDateOf(new Date(timestamp), 'Pacific/Kiritimati')]).toBe(false);
    expect(days[localDateOf(new Date(earlier), 'Pacific/Kiritimati')]).toBe(true);
  });

  it('re-derives the day when a session is shortened below 30 seconds, and ticks it again when lengthened', () =>
    onOneDay(async () => {
      const { cookie } = await signUp(app);
      const { id } = await log(cookie);
      const today = localDateOf(new Date(), 'UTC');
      await patch(cookie, id, { duration: 20 });
      expect((await coldDays(cookie))[today]).toBe(false);
      await patch(cookie, id, { duration: 45 });
      expect((await coldDays(cookie))[today]).toBe(true);
    }));

  it('refuses temperatures above 30 °C / 86 °F, in the unit sent or the unit stored', async () => {
    const { cookie } = await signUp(app);
    const celsius = await log(cookie, { ...session, temperature: 30, temperatureUnit: 'C' });
    expect((await log(cookie, { ...session, temperature: 86 })).id).toBeGreaterThan(0);

    const warm = await patch(cookie, celsius.id, { temperature: 31 });
    expect(warm.statusCode).toBe(400);
    expect(warm.json()).toEqual({ message: 'temperature: Temperature must be between -40 and 30 °C' });
    const fahrenheit = await patch(cookie, celsius.id, { temperature: 87, temperatureUnit: 'F' });
    expect(fahrenheit.json()).toEqual({ message: 'temperature: Temperature must be between -40 and 86 °F' });
    // 30 °C re-expressed in °F is 86 °F: still cold enough.
    expect((await patch(cookie, celsius.id, { temperatureUnit: 'F' })).json()).toMatchObject({ temperature: 86, temperatureUnit: 'F' });
    const exponent = await app.inject({
      method: 'PATCH',
      url: `/api/protocols/cold/${celsius.id}`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"temperature":1e3,"temperatureUnit":"C"}',
    });
    expect(exponent.json()).toEqual({ message: 'temperature: Temperature must be between -40 and 30 °C' });
  });

  it("answers 404 for another person's session, on PATCH and DELETE", async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const bobs = await log(bob.cookie);
    expect((await patch(alice.cookie, bobs.id, { timestamp: new Date().toISOString() })).statusCode).toBe(404);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/protocols/cold/${bobs.id}`, headers: { cookie: alice.cookie } });
    expect(deleted.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/protocols/cold', headers: { cookie: bob.cookie } })).json()).toEqual([bobs]);
  });
});
