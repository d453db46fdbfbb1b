import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, sessionCookieOf, signUp, testDatabase } from '../../../test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

describe('preferences', () => {
  it('start at lbs, °F, system theme and the registration time zone, and change on PATCH', async () => {
    const { cookie } = await signUp(app);
    expect((await app.inject({ method: 'GET', url: '/api/settings', headers: { cookie } })).json()).toEqual({
      weightUnit: 'lbs',
      temperatureUnit: 'F',
      theme: 'system',
      timeZone: 'UTC',
      usualWakeTime: null,
    });
    const changed = await app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie },
      payload: { weightUnit: 'kg', temperatureUnit: 'C', theme: 'dark', timeZone: 'Asia/Tokyo' },
    });
    expect(changed.json()).toEqual({ weightUnit: 'kg', temperatureUnit: 'C', theme: 'dark', timeZone: 'Asia/Tokyo', usualWakeTime: null });
    expect(changed.headers['set-cookie']).toMatch(/uh_theme=dark/);
    const today = await app.inject({ method: 'GET', url: '/api/daily-checklist/today', headers: { cookie } });
    expect(today.json().date).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date()));
  });

  it('sets the theme cookie at sign-in so a new browser paints the saved theme', async () => {
    const { cookie, account } = await signUp(app);
    await app.inject({ method: 'PATCH', url: '/api/settings', headers: { cookie }, payload: { theme: 'light' } });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: account.username, password: account.password },
    });
    expect(login.cookies.find((c) => c.name === 'uh_theme')?.value).toBe('light');
  });

  it.each([
    [{ weightUnit: 'stone' }, 'weightUnit: weightUnit must be lbs or kg'],
    [{ theme: 'neon' }, 'theme: theme must be light, dark or system'],
    [{ timeZone: 'Moon/Base' }, 'timeZone: Time zone must be an IANA time zone such as Europe/Paris'],
    [{}, 'body: Send at least one setting to change'],
  ])('refuses %o with 400', async (payload, message) => {
    const { cookie } = await signUp(app);
    const response = await app.inject({ method: 'PATCH', url: '/api/settings', headers: { cookie }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('account', () => {
  it('changes the display name, e-mail and photo, refusing an e-mail someone else has', async () => {
    const { cookie } = await signUp(app);
    const other = await signUp(app);
    const changed = await app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie },
      payload: { displayName: 'New Name', email: 'new.address@example.com', photoURL: 'https://example.com/me.png' },
    });
    expect(changed.json()).toMatchObject({
      displayName: 'New Name',
      email: 'new.address@example.com',
      photoURL: 'https://example.com/me.png',
    });
    const taken = await app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie },
      payload: { email: other.account.email.toUpperCase() },
    });
    expect(taken.statusCode).toBe(409);
    const badPhoto = await app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie },
      payload: { photoURL: 'javascript:alert(1)' },
    });
    expect(badPhoto.statusCode).toBe(400);
    // The pages' CSP shows https images only: an http photo would never appear.
    const plainHttp = await app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie },
      payload: { photoURL: 'http://example.com/me.png' },
    });
    expect(plainHttp.statusCode).toBe(400);
    expect(plainHttp.json()).toEqual({ message: 'photoURL: photoURL must be an https address' });
  });

  it('changes the password with the current one, signing out the other sessions only', async () => {
    const { cookie, account } = await signUp(app);
    const second = sessionCookieOf(
      await app.inject({ method: 'POST', url: '/api/login', payload: { username: account.username, password: account.password } }),
    );
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie },
      payload: { currentPassword: 'nope-nope', newPassword: 'brand-new-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'currentPassword: The current password is not correct' });

    const ok = await app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie },
      payload: { currentPassword: account.password, newPassword: 'brand-new-1' },
    });
    expect(ok.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: second } })).statusCode).toBe(401);
    const oldLogin = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: account.username, password: account.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: account.username, password: 'brand-new-1' },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('signs out every other session on request', async () => {
    const { cookie, account } = await signUp(app);
    const other = sessionCookieOf(
      await app.inject({ method: 'POST', url: '/api/login', payload: { username: account.username, password: account.password } }),
    );
    const response = await app.inject({ method: 'POST', url: '/api/account/sessions/sign-out-others', headers: { cookie } });
    expect(response.json()).toEqual({ signedOut: 1, linkedAccounts: [] });
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: other } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
  });

  it('deletes an account that has no password once its username is typed, and still wants the password from one that has', async () => {
    const withPassword = await signUp(app);
    const onlyUsername = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: withPassword.cookie },
      payload: { confirmUsername: withPassword.account.username },
    });
    expect(onlyUsername.statusCode).toBe(400);
    expect(onlyUsername.json()).toEqual({ message: 'password: Enter your password to delete the account' });

    // An account made through a sign-in provider has no password.
    const providerOnly = await signUp(app);
    const { db } = testDatabase();
    await db.execute(sql`UPDATE users SET password_hash = NULL WHERE id = ${providerOnly.user.id}`);
    const del = (payload: object) =>
      app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie: providerOnly.cookie }, payload });
    expect((await del({})).statusCode).toBe(400);
    const wrong = await del({ confirmUsername: 'someone-else' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: 'confirmUsername: Type your username exactly to confirm' });
    expect((await del({ password: 'anything' })).statusCode).toBe(403);
    expect((await del({ confirmUsername: ` ${providerOnly.account.username.toUpperCase()} ` })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: providerOnly.cookie } })).statusCode).toBe(401);
  });

  it('deletes the account after the password is re-entered, leaving no rows that reference the user', async () => {
    const { cookie, account, user } = await signUp(app);
    await app.inject({
      method: 'POST',
      url: '/api/protocols/thirty',
      headers: { cookie },
      payload: { proteinAmount: 40, exerciseDuration: 1600, completed: true },
    });
    await app.inject({ method: 'POST', url: '/api/biometrics', headers: { cookie }, payload: { weight: 170 } });
    const refused = await app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie }, payload: { password: 'wrong-one' } });
    expect(refused.statusCode).toBe(403);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie },
      payload: { password: account.password },
    });
    expect(deleted.statusCode).toBe(204);
    // The saved theme cookie goes too, so the sign-in page is no longer styled by the deleted account.
    const themeCookie = deleted.cookies.find((c) => c.name === 'uh_theme');
    expect(themeCookie?.value).toBe('');
    expect(themeCookie?.expires?.getTime() ?? themeCookie?.maxAge).toBeLessThanOrEqual(Date.now());
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);

    const { db } = testDatabase();
    const owned = await db.execute<{ table_name: string }>(sql`
      SELECT table_name FROM information_schema.columns WHERE column_name = 'user_id' AND table_schema = 'public'`);
    for (const { table_name: table } of owned.rows) {
      const left = await db.execute<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM ${sql.identifier(table)} WHERE user_id = ${user.id}`,
      );
      expect({ table, count: left.rows[0]!.count }).toEqual({ table, count: 0 });
    }
    expect(owned.rows.length).toBeGreaterThanOrEqual(7);
  });

  it('takes the rate-limit counters that name the account with it', async () => {
    const { cookie, account, user } = await signUp(app);
    const name = account.username.toLowerCase();
    // Counters under the account's id, its username, the username from an address, and a token.
    await app.inject({ method: 'POST', url: '/api/login', payload: { username: account.username, password: 'not-the-one' } });
    await app.inject({ method: 'POST', url: '/api/chat/messages', headers: { cookie }, payload: { role: 'user', content: 'hi' } });
    await app.inject({ method: 'PATCH', url: '/api/account', headers: { cookie }, payload: { displayName: 'Renamed' } });
    const token = (
      await app.inject({ method: 'POST', url: '/api/tokens', headers: { cookie }, payload: { name: 'blog', expiresIn: '1d' } })
    ).json();
    await app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token.token}` } });
    const { db } = testDatabase();
    const keysNaming = async () =>
      (
        await db.execute<{ key: string }>(sql`
          SELECT key FROM rate_limits
          WHERE key IN (${`chat-writes:${user.id}`}, ${`account-change:user:${user.id}`}, ${`login:user:${name}`}, ${`token:${token.summary.id}`})
             OR key LIKE ${`login:user-ip:% ${name}`}
          ORDER BY key`)
      ).rows.map((row) => row.key.split(':')[0]);
    expect(await keysNaming()).toEqual(['account-change', 'chat-writes', 'login', 'login', 'token']);

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie },
      payload: { password: account.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await keysNaming()).toEqual([]);
  });
});
