import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { expectTimeOfWriteKept } from '../../../test/time-of-write';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const session = { exposureMethod: 'ice_bath', temperature: 50, duration: 185 };

describe('cold exposure logs', () => {
  it('stores a session in °F by default and lists it from both list routes', async () => {
    const { cookie, user } = await signUp(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/protocols/cold',
      headers: { cookie },
      payload: { ...session, userId: user.id },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      userId: user.id,
      exposureMethod: 'ice_bath',
      temperature: 50,
      temperatureUnit: 'F',
      duration: 185,
      completed: false,
    });

    const own = await app.inject({ method: 'GET', url: '/api/protocols/cold', headers: { cookie } });
    const byId = await app.inject({ method: 'GET', url: `/api/protocols/cold/${user.id}`, headers: { cookie } });
    expect(own.json()).toEqual(byId.json());
    expect(own.json()).toHaveLength(1);
  });

  it('keeps the unit the person used and stores it exactly (58 °F stays 58 °F)', async () => {
    const { cookie } = await signUp(app);
    const fahrenheit = await app.inject({
      method: 'POST',
      url: '/api/protocols/cold',
      headers: { cookie },
      payload: { ...session, temperature: 58 },
    });
    expect(fahrenheit.json().temperature).toBe(58);
    const celsius = await app.inject({
      method: 'POST',
      url: '/api/protocols/cold',
      headers: { cookie },
      payload: { ...session, temperature: 10, temperatureUnit: 'C' },
    });
    expect(celsius.json()).toMatchObject({ temperature: 10, temperatureUnit: 'C' });
  });

  it('lists only the caller’s own logs without a user id', async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    await app.inject({ method: 'POST', url: '/api/protocols/cold', headers: { cookie: bob.cookie }, payload: session });
    expect((await app.inject({ method: 'GET', url: '/api/protocols/cold', headers: { cookie: alice.cookie } })).json()).toEqual([]);
    expect(
      (await app.inject({ method: 'GET', url: `/api/protocols/cold/${bob.user.id}`, headers: { cookie: alice.cookie } })).statusCode,
    ).toBe(403);
  });

  it.each([
    [
      { exposureMethod: 'sauna' },
      'exposureMethod: exposureMethod must be one of cold_shower, ice_bath, cryo, cold_plunge, winter_swimming',
    ],
    [{ temperature: 130 }, 'temperature: Temperature must be between -40 and 86 °F'],
    [{ temperature: 87 }, 'temperature: Temperature must be between -40 and 86 °F'],
    [{ temperature: 31, temperatureUnit: 'C' }, 'temperature: Temperature must be between -40 and 30 °C'],
    [{ temperatureUnit: 'K' }, 'temperatureUnit: temperatureUnit must be F or C'],
    [{ duration: 0 }, 'duration: Duration must be between 1 and 10800 seconds'],
    [{ duration: 12.5 }, 'duration: Duration must be a whole number'],
  ])('answers 400 for %o', async (override, message) => {
    const { cookie } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/protocols/cold',
      headers: { cookie },
      payload: { ...session, ...override },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('patches completed=true or other fields, validating the temperature in the stored unit', async () => {
    const { cookie } = await signUp(app);
    const { id } = (
      await app.inject({
        method: 'POST',
        url: '/api/protocols/cold',
        headers: { cookie },
        payload: { ...session, temperature: 10, temperatureUnit: 'C' },
      })
    ).json();
    const completed = await app.inject({
      method: 'PATCH',
      url: `/api/protocols/cold/${id}`,
      headers: { cookie },
      payload: { completed: true },
    });
    expect(completed.json()).toMatchObject({ completed: true, temperature: 10, temperatureUnit: 'C', duration: 185 });
    const longer = await app.inject({
      method: 'PATCH',
      url: `/api/protocols/cold/${id}`,
      headers: { cookie },
      payload: { duration: 240, exposureMethod: 'cold_plunge' },
    });
    expect(longer.json()).toMatchObject({ duration: 240, exposureMethod: 'cold_plunge', completed: true });
    const tooHot = await app.inject({
      method: 'PATCH',
      url: `/api/protocols/cold/${id}`,
      headers: { cookie },
      payload: { temperature: 100 },
    });
    expect(tooHot.statusCode).toBe(400);
    expect(tooHot.json()).toEqual({ message: 'temperature: Temperature must be between -40 and 30 °C' });
    const empty = await app.inject({ method: 'PATCH', url: `/api/protocols/cold/${id}`, headers: { cookie }, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'body: Send at least one field to change' });
  });

  it("answers 404 when patching another user's log", async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const { id } = (
      await app.inject({ method: 'POST', url: '/api/protocols/cold', headers: { cookie: bob.cookie }, payload: session })
    ).json();
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/protocols/cold/${id}`,
      headers: { cookie: alice.cookie },
      payload: { completed: true },
    });
    expect(response.statusCode).toBe(404);
  });

  it('keeps when a cold session logged offline happened, and refuses a time in the future', () =>
    expectTimeOfWriteKept(app, '/api/protocols/cold', { ...session, completed: true }));
});
