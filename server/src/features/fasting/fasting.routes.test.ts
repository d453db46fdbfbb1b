import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

async function start(cookie: string, startTime: string, targetHours = 16, url = '/api/protocols/fasting') {
  return app.inject({ method: 'POST', url, headers: { cookie }, payload: { startTime, targetHours, completed: false } });
}

describe('fasting (main flow)', () => {
  it('starts a fast, refuses a second active one with 409, and lists the active fast', async () => {
    const { cookie, user } = await signUp(app);
    const startTime = hoursAgo(1);
    const first = await start(cookie, startTime);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ userId: user.id, startTime, endTime: null, targetHours: 16, duration: null, completed: false });

    const second = await start(cookie, hoursAgo(0.5), 12);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already in progress/);

    const list = await app.inject({ method: 'GET', url: `/api/protocols/fasting/${user.id}`, headers: { cookie } });
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0]).toMatchObject({ id: first.json().id, endTime: null });
  });

  it('ends early: the server computes the duration from stored times and ignores what the client claims', async () => {
    const { cookie } = await signUp(app);
    const startTime = hoursAgo(2);
    const { id } = (await start(cookie, startTime)).json();
    const endTime = new Date(Date.parse(startTime) + 5400_000).toISOString();
    const ended = await app.inject({
      method: 'PATCH',
      url: `/api/protocols/fasting/${id}`,
      headers: { cookie },
      payload: { endTime, duration: 999_999, completed: true },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ endTime, duration: 5400, completed: false });
  });

  it('is completed when ended at or past the target, and keeps the end time it was given', async () => {
    const { cookie } = await signUp(app);
    const startTime = hoursAgo(12.5);
    const { id } = (await start(cookie, startTime, 12)).json();
    const endTime = new Date(Date.parse(startTime) + 12.5 * 3600_000).toISOString();
    const ended = await app.inject({ method: 'PATCH', url: `/api/protocols/fasting/${id}`, headers: { cookie }, payload: { endTime } });
    expect(ended.json()).toMatchObject({ duration: 12.5 * 3600, completed: true, endTime });
  });

  it('keeps a fast past its target running (not settled at the target) until someone ends it', async () => {
    const { cookie, user } = await signUp(app);
    const startTime = hoursAgo(17);
    const { id } = (await start(cookie, startTime, 16)).json();
    const list = await app.inject({ method: 'GET', url: `/api/protocols/fasting/${user.id}`, headers: { cookie } });
    expect(list.json()[0]).toMatchObject({ id, endTime: null, duration: null, completed: false });
    expect((await start(cookie, hoursAgo(0.1))).statusCode).toBe(409);
  });

  it('returns an already-finished fast unchanged when ended again', async () => {
    const { cookie } = await signUp(app);
    const { id } = (await start(cookie, hoursAgo(1))).json();
    const firstEnd = new Date(Date.now() - 1000).toISOString();
    await app.inject({ method: 'PATCH', url: `/api/protocols/fasting/${id}`, headers: { cookie }, payload: { endTime: firstEnd } });
    const again = await app.inject({
      method: 'PATCH',
      url: `/api/protocols/fasting/${id}`,
      headers: { cookie },
      payload: { endTime: new Date().toISOString() },
    });
    expect(again.json().endTime).toBe(firstEnd);
  });

  it.each([
    [{ targetHours: 15 }, 'targetHours: targetHours must be one of 12, 16, 20, 24, 36, 48, 72, 86'],
    [{ startTime: 'yesterday' }, 'startTime: startTime must be an ISO 8601 date-time'],
    [{ startTime: new Date(Date.now() + 3600_000).toISOString() }, 'startTime: startTime cannot be in the future'],
    [{ completed: true }, 'completed: A new fast cannot start completed'],
  ])('answers 400 for %o', async (override, message) => {
    const { cookie } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/protocols/fasting',
      headers: { cookie },
      payload: { startTime: hoursAgo(1), targetHours: 16, ...override },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses an end before the start', async () => {
    const { cookie } = await signUp(app);
    const startTime = hoursAgo(1);
    const { id } = (await start(cookie, startTime)).json();
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/protocols/fasting/${id}`,
      headers: { cookie },
      payload: { endTime: hoursAgo(2) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'endTime cannot be before startTime' });
  });

  it("keeps users apart: 401 without a session, 403 for another user's id, 404 for another user's fast", async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const bobsFast = (await start(bob.cookie, hoursAgo(1))).json();
    expect((await app.inject({ method: 'GET', url: `/api/protocols/fasting/${bob.user.id}` })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: `/api/protocols/fasting/${bob.user.id}`, headers: { cookie: alice.cookie } })).statusCode,
    ).toBe(403);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/protocols/fasting',
      headers: { cookie: alice.cookie },
      payload: { userId: bob.user.id, startTime: hoursAgo(1), targetHours: 16 },
    });
    expect(forged.statusCode).toBe(403);
    const hijack = await app.inject({
      method: 'PATCH',
      url: `/api/protocols/fasting/${bobsFast.id}`,
      headers: { cookie: alice.cookie },
      payload: { endTime: new Date().toISOString() },
    });
    expect(hijack.statusCode).toBe(404);
    expect(hijack.json()).toEqual({ message: 'Fasting log not found' });
  });
});

describe('alternate fasting endpoints', () => {
  it('speak hours for duration', async () => {
    const { cookie } = await signUp(app);
    const startTime = hoursAgo(3);
    const created = await start(cookie, startTime, 16, '/api/fasting-logs');
    expect(created.statusCode).toBe(201);
    const endTime = new Date(Date.parse(startTime) + 1.5 * 3600_000).toISOString();
    const ended = await app.inject({
      method: 'PATCH',
      url: `/api/fasting-logs/${created.json().id}`,
      headers: { cookie },
      payload: { endTime, duration: 1.5, completed: true },
    });
    expect(ended.json()).toMatchObject({ duration: 1.5, completed: false });
    const list = await app.inject({ method: 'GET', url: '/api/fasting-logs', headers: { cookie } });
    expect(list.json()[0].duration).toBe(1.5);
  });
});
