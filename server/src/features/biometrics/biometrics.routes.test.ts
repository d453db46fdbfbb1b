import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';
import { expectTimeOfWriteKept } from '../../../test/time-of-write';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

describe('biometrics', () => {
  it('stores the basic readings, leaves the rest null and defaults the source to manual', async () => {
    const { cookie, user } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/biometrics',
      headers: { cookie },
      payload: { userId: user.id, weight: 182.4, systolic: 118, diastolic: 76, heartRate: 58, sleepDuration: 7.5 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      userId: user.id,
      weight: 182.4,
      systolic: 118,
      diastolic: 76,
      heartRate: 58,
      sleepDuration: 7.5,
      hrv: null,
      oxygenSaturation: null,
      bodyTemperature: null,
      wearableSource: 'manual',
      temperatureUnit: 'F',
    });
  });

  it('keeps SI units in the database and the docs/product.md units in the API', async () => {
    const { cookie, user } = await signUp(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/biometrics',
      headers: { cookie },
      payload: {
        weight: 220.46,
        bodyTemperature: 98.6,
        sleepDuration: 8,
        hrv: 62,
        oxygenSaturation: 97,
        respirationRate: 14,
        readinessScore: 81,
        stressLevel: 20,
        wearableSource: 'oura',
      },
    });
    expect(created.json()).toMatchObject({ weight: 220.46, bodyTemperature: 98.6, sleepDuration: 8, wearableSource: 'oura' });
    const { db } = testDatabase();
    const stored = await db.execute<{ weight_kg: number; body_temperature_c: number; sleep_seconds: number }>(
      sql`SELECT weight_kg, body_temperature_c, sleep_seconds FROM biometric_logs WHERE user_id = ${user.id}`,
    );
    expect(stored.rows[0]!.weight_kg).toBeCloseTo(100, 2);
    expect(stored.rows[0]!.body_temperature_c).toBeCloseTo(37, 5);
    expect(stored.rows[0]!.sleep_seconds).toBe(8 * 3600);
  });

  it.each([
    [{}, 'body: Enter at least one measurement'],
    [{ weight: null, heartRate: null }, 'body: Enter at least one measurement'],
    [{ weight: 0, heartRate: 60 }, 'weight: Weight must be between 20 and 1000 lbs'],
    [{ systolic: 80, diastolic: 90 }, 'systolic: Systolic must be greater than diastolic'],
    [{ heartRate: 400 }, 'heartRate: Resting heart rate must be between 20 and 250 BPM'],
    [{ sleepDuration: 25 }, 'sleepDuration: Sleep must be between 0 and 24 hours'],
    [{ sleepDuration: 7.25 }, 'sleepDuration: Sleep can have at most 1 decimal'],
    [{ weight: 5 }, 'weight: Weight must be between 20 and 1000 lbs'],
    [{ bodyTemperature: 60, temperatureUnit: 'C' }, 'bodyTemperature: bodyTemperature must be between 86 and 113 °F (30 to 45 °C)'],
  ])('answers 400 for %o', async (payload, message) => {
    const { cookie } = await signUp(app);
    const response = await app.inject({ method: 'POST', url: '/api/biometrics', headers: { cookie }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('lists newest first for the caller only', async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    for (const weight of [180, 179]) {
      await app.inject({ method: 'POST', url: '/api/biometrics', headers: { cookie: alice.cookie }, payload: { weight } });
    }
    const list = await app.inject({ method: 'GET', url: `/api/biometrics/${alice.user.id}`, headers: { cookie: alice.cookie } });
    expect(list.json().map((log: { weight: number }) => log.weight)).toEqual([179, 180]);
    expect((await app.inject({ method: 'GET', url: `/api/biometrics/${alice.user.id}`, headers: { cookie: bob.cookie } })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'GET', url: `/api/biometrics/${alice.user.id}` })).statusCode).toBe(401);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/biometrics',
      headers: { cookie: bob.cookie },
      payload: { userId: alice.user.id, weight: 150 },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('keeps when a reading logged offline was taken, and refuses a time in the future', () =>
    expectTimeOfWriteKept(app, '/api/biometrics', { weight: 180, heartRate: 58 }));
});
