import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/test-app';
import type { App } from '../../app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const changePassword = (cookie: string, currentPassword: string) =>
  app.inject({
    method: 'POST',
    url: '/api/account/password',
    headers: { cookie },
    payload: { currentPassword, newPassword: 'a-brand-new-one' },
  });

const deleteAccount = (cookie: string, password: string) =>
  app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie }, payload: { password } });

describe('password checks of a signed-in account', () => {
  it('answers 429 with Retry-After on the 6th wrong current password, even when it is right', async () => {
    const { account, cookie } = await signUp(app);
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await changePassword(cookie, `wrong-${attempt}`);
      expect(response.statusCode).toBe(400);
    }
    const blocked = await changePassword(cookie, account.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json()).toEqual({ message: 'Too many wrong password attempts. Please wait and try again.' });
  });

  it('lets at most 5 of 30 parallel wrong current passwords be checked', async () => {
    const { cookie } = await signUp(app);
    const responses = await Promise.all(Array.from({ length: 30 }, (_, index) => changePassword(cookie, `wrong-${index}`)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it('counts wrong passwords for deleting the account in the same budget, and keeps the account', async () => {
    const { account, cookie } = await signUp(app);
    for (let attempt = 0; attempt < 2; attempt++) expect((await changePassword(cookie, `wrong-${attempt}`)).statusCode).toBe(400);
    for (let attempt = 0; attempt < 3; attempt++) expect((await deleteAccount(cookie, `wrong-${attempt}`)).statusCode).toBe(403);

    const blocked = await deleteAccount(cookie, account.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().message).toMatch(/Too many wrong password attempts/);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
  });

  it('starts the count again after the right password', async () => {
    const { account, cookie } = await signUp(app);
    for (let attempt = 0; attempt < 4; attempt++) await changePassword(cookie, `wrong-${attempt}`);
    expect((await changePassword(cookie, account.password)).statusCode).toBe(204);
    for (let attempt = 0; attempt < 5; attempt++) expect((await deleteAccount(cookie, `wrong-${attempt}`)).statusCode).toBe(403);
  });
});

describe('PATCH /api/account rate limit', () => {
  it('answers 429 with Retry-After after 20 changes within the hour, so e-mail addresses cannot be probed at will', async () => {
    const { account: other } = await signUp(app);
    const { cookie } = await signUp(app);
    for (let attempt = 0; attempt < 20; attempt++) {
      const probe = await app.inject({ method: 'PATCH', url: '/api/account', headers: { cookie }, payload: { email: other.email } });
      expect(probe.statusCode).toBe(409);
    }
    const blocked = await app.inject({ method: 'PATCH', url: '/api/account', headers: { cookie }, payload: { email: other.email } });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(blocked.json()).toEqual({ message: 'Too many account changes. Please wait and try again.' });

    // Each account has its own allowance.
    const { cookie: someoneElse } = await signUp(app);
    const change = await app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie: someoneElse },
      payload: { displayName: 'New Name' },
    });
    expect(change.statusCode).toBe(200);
  });
});
