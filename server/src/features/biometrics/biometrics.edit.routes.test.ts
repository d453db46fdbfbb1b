import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

type Reading = { id: number; timestamp: string; weight: number | null; systolic: number | null; diastolic: number | null };

async function log(cookie: string, payload: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: '/api/biometrics', headers: { cookie }, payload });
  expect(response.statusCode).toBe(201);
  return response.json() as Reading;
}

const patch = (cookie: string, id: number, payload: Record<string, unknown> | string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/biometrics/${id}`,
    headers: { cookie, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const weightAverage = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/progress/summary?range=all', headers: { cookie } })).json().biometrics.averages.weight;

describe('correcting a biometric reading', () => {
  it('fixes a typed 1,000 lb weight, and the weight average follows', async () => {
    const { cookie } = await signUp(app);
    await log(cookie, { weight: 150, timestamp: new Date(Date.now() - 86_400_000).toISOString() });
    const typo = await log(cookie, { weight: 1000, heartRate: 60 });
    expect(await weightAverage(cookie)).toBe(575);

    const fixed = await patch(cookie, typo.id, { weight: 152 });
    expect(fixed.statusCode).toBe(200);
    // Readings left out of the patch stay as they were.
    expect(fixed.json()).toMatchObject({ id: typo.id, weight: 152, heartRate: 60, timestamp: typo.timestamp });
    expect(await weightAverage(cookie)).toBe(151);
  });

  it('clears a reading with null, changes the time, and checks the reading that results', async () => {
    const { cookie } = await signUp(app);
    const reading = await log(cookie, { weight: 180, systolic: 120, diastolic: 80 });
    const earlier = new Date(Date.now() - 3 * 86_400_000).toISOString();
    expect((await patch(cookie, reading.id, { weight: null, timestamp: earlier })).json()).toMatchObject({
      weight: null,
      systolic: 120,
      timestamp: earlier,
    });
    // Against the stored systolic of 120.
    expect((await patch(cookie, reading.id, { diastolic: 125 })).json()).toEqual({
      message: 'systolic: Systolic must be greater than diastolic',
    });
    expect((await patch(cookie, reading.id, { systolic: null, diastolic: null })).json()).toEqual({
      message: 'body: Enter at least one measurement',
    });
    expect((await patch(cookie, reading.id, {})).json()).toEqual({ message: 'body: Send at least one field to change' });
  });

  it.each([
    ['{"sleepDuration":7.25}', 'sleepDuration: Sleep can have at most 1 decimal'],
    ['{"weight":1e4}', 'weight: Weight must be between 20 and 1000 lbs'],
    ['{"heartRate":-1e1}', 'heartRate: Resting heart rate must be between 20 and 250 BPM'],
  ])('answers 400 naming the field for %s', async (body, message) => {
    const { cookie } = await signUp(app);
    const reading = await log(cookie, { sleepDuration: 7.3 });
    const response = await patch(cookie, reading.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('deleting a biometric reading', () => {
  it('deletes it and Undo brings it back with its id', async () => {
    const { cookie, user } = await signUp(app);
    const reading = await log(cookie, { weight: 181.2 });
    const list = () => app.inject({ method: 'GET', url: `/api/biometrics/${user.id}`, headers: { cookie } }).then((r) => r.json());
    const deleted = await app.inject({ method: 'DELETE', url: `/api/biometrics/${reading.id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    expect(await list()).toEqual([]);
    const restored = await app.inject({ method: 'POST', url: `/api/deleted-logs/${deleted.json().undoId}/restore`, headers: { cookie } });
    expect(restored.json()).toEqual({ kind: 'biometrics', id: reading.id });
    expect(await list()).toEqual([reading]);
  });

  it("answers 404 for another person's reading, on PATCH and DELETE", async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const bobs = await log(bob.cookie, { weight: 170 });
    const edit = await patch(alice.cookie, bobs.id, { weight: 171 });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ message: 'Biometric reading not found' });
    const deleted = await app.inject({ method: 'DELETE', url: `/api/biometrics/${bobs.id}`, headers: { cookie: alice.cookie } });
    expect(deleted.statusCode).toBe(404);
    const list = await app.inject({ method: 'GET', url: `/api/biometrics/${bob.user.id}`, headers: { cookie: bob.cookie } });
    expect(list.json()).toEqual([bobs]);
  });
});
