import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const screens = (cookie: string, method: 'GET' | 'PUT' | 'DELETE' = 'GET', kind = '') =>
  app.inject({ method, url: `/api/settings/safety-screens${kind ? `/${kind}` : ''}`, headers: { cookie } });

describe('safety screens', () => {
  it('start unaccepted, remember an acceptance per kind, and show again after a reset', async () => {
    const { cookie } = await signUp(app);
    expect((await screens(cookie)).json()).toEqual({ 'long-fast': { acceptedAt: null }, cold: { acceptedAt: null } });

    const before = Date.now();
    const accepted = await screens(cookie, 'PUT', 'long-fast');
    expect(accepted.statusCode).toBe(200);
    const acceptedAt = accepted.json()['long-fast'].acceptedAt as string;
    expect(Date.parse(acceptedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(accepted.json().cold).toEqual({ acceptedAt: null });
    expect((await screens(cookie)).json()['long-fast']).toEqual({ acceptedAt });

    await screens(cookie, 'PUT', 'cold');
    const reset = await screens(cookie, 'DELETE', 'long-fast');
    expect(reset.json()['long-fast']).toEqual({ acceptedAt: null });
    expect(reset.json().cold.acceptedAt).not.toBeNull();
  });

  it('are kept per person', async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    await screens(alice.cookie, 'PUT', 'cold');
    expect((await screens(bob.cookie)).json().cold).toEqual({ acceptedAt: null });
  });

  it('refuse an unknown kind with a message and need a session', async () => {
    const { cookie } = await signUp(app);
    const response = await screens(cookie, 'PUT', 'sauna');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'kind: kind must be one of long-fast, cold' });
    expect((await app.inject({ method: 'GET', url: '/api/settings/safety-screens' })).statusCode).toBe(401);
  });

  it('do not block the API: a 36 h fast starts without the screen accepted', async () => {
    const { cookie } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/protocols/fasting',
      headers: { cookie },
      payload: { startTime: new Date().toISOString(), targetHours: 36 },
    });
    expect(response.statusCode).toBe(201);
  });
});
