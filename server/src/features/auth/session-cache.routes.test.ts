import { describe, expect, it } from 'vitest';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';

/** The session cache inside one app server (two servers: two-servers.process.test.ts). */
describe('the session cache of an app server', () => {
  const displayNameOf = async (app: Awaited<ReturnType<typeof createTestApp>>, cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json().displayName as string;

  it('answers from its copy for at most SESSION_CACHE_SECONDS when it is not told of a change', async () => {
    // Three seconds: room for the reads before it on a loaded machine, which a one-second copy could outlive.
    const app = await createTestApp({ SESSION_CACHE_SECONDS: '3' });
    const { cookie, user } = await signUp(app);
    await displayNameOf(app, cookie);
    // A change that fires no trigger (as a restored backup might): only the lifetime ends the copy.
    const client = await testDatabase().pool.connect();
    try {
      await client.query('BEGIN');
      await client.query("SET LOCAL session_replication_role = 'replica'");
      await client.query('UPDATE users SET display_name = $1 WHERE id = $2', ['Quietly Renamed', user.id]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(await displayNameOf(app, cookie)).toBe('Test Person');
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    expect(await displayNameOf(app, cookie)).toBe('Quietly Renamed');
  });

  it('forgets a person as soon as the database says their account changed', async () => {
    const app = await createTestApp({ SESSION_CACHE_SECONDS: '60' });
    const { cookie, user } = await signUp(app);
    await displayNameOf(app, cookie);
    await testDatabase().pool.query('UPDATE users SET display_name = $1 WHERE id = $2', ['Renamed Elsewhere', user.id]);
    const started = performance.now();
    while ((await displayNameOf(app, cookie)) !== 'Renamed Elsewhere') {
      expect(performance.now() - started).toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('refuses a signed-out session at once, and another device’s after a password change', async () => {
    const app = await createTestApp({ SESSION_CACHE_SECONDS: '60' });
    const { account, cookie } = await signUp(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: account.username, password: account.password },
    });
    const elsewhere = login.cookies.filter((c) => c.name.endsWith('uh_session')).map((c) => `${c.name}=${c.value}`)[0]!;
    for (const session of [cookie, elsewhere]) await displayNameOf(app, session);

    const changed = await app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie },
      payload: { currentPassword: account.password, newPassword: 'another-good-password' },
    });
    expect(changed.statusCode).toBeLessThan(300);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: elsewhere } })).statusCode).toBe(401);

    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode).toBeLessThan(300);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
  });
});
