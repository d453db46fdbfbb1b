import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, newAccount, sessionCookieOf, signUp, testDatabase, uniqueName } from '../../../test/test-app';
import type { App } from '../../app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

describe('POST /api/register', () => {
  it('creates the account, signs it in and returns the user without the hash', async () => {
    const account = newAccount();
    const response = await app.inject({ method: 'POST', url: '/api/register', payload: { ...account, timeZone: 'Europe/Paris' } });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(Object.keys(user).sort()).toEqual([
      'createdAt',
      'displayName',
      'email',
      'id',
      'isAdmin',
      'lastLoginAt',
      'photoURL',
      'timeZone',
      'username',
    ]);
    expect(user).toMatchObject({
      username: account.username,
      email: account.email,
      displayName: 'Test Person',
      photoURL: null,
      timeZone: 'Europe/Paris',
    });
    expect(response.body).not.toContain('argon2');

    const me = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: sessionCookieOf(response) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('defaults the time zone to UTC', async () => {
    const { user } = await signUp(app);
    const me = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: (await signUp(app)).cookie } });
    expect(me.json().timeZone).toBe('UTC');
    expect(user.id).toBeGreaterThan(0);
  });

  it('stores an argon2id hash', async () => {
    const { user } = await signUp(app);
    const { db } = testDatabase();
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a duplicate username case-insensitively with 409 naming the username', async () => {
    const { account } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: newAccount({ username: account.username.toUpperCase() }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Username is already taken' });
  });

  it('refuses a duplicate email with 409 naming the email', async () => {
    const { account } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: newAccount({ email: account.email.toUpperCase() }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An account with this email already exists' });
  });

  it.each([
    [{ username: 'ab' }, 'username: Username must be at least 3 characters'],
    [{ email: 'nope' }, 'email: Please enter a valid email'],
    [{ displayName: 'Al' }, 'displayName: Display name must be at least 3 characters'],
    [{ password: '123' }, 'password: Password must be at least 6 characters'],
    [{ timeZone: 'Mars/Base' }, 'timeZone: Time zone must be an IANA time zone such as Europe/Paris'],
  ])('answers 400 naming the field for %o', async (override, message) => {
    const response = await app.inject({ method: 'POST', url: '/api/register', payload: { ...newAccount(), ...override } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('names a missing field', async () => {
    const { username: _omitted, ...rest } = newAccount();
    const response = await app.inject({ method: 'POST', url: '/api/register', payload: rest });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^username: /);
  });
});

describe('POST /api/login', () => {
  it('signs in with the right password, case-insensitive username, and records the login time', async () => {
    const { account } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: account.username.toUpperCase(), password: account.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: account.username });
    expect(Date.parse(response.json().lastLoginAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a wrong password with 401 and sets no cookie', async () => {
    const { account } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: account.username, password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid username or password' });
    expect(response.cookies).toHaveLength(0);
  });

  it('gives the same answer for an unknown username', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username: uniqueName(), password: 'whatever1' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid username or password' });
  });

  it('validates the body with the docs/product.md messages', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ab', password: '123' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'username: Username must be at least 3 characters; password: Password must be at least 6 characters',
    );
  });

  it('rotates the session id: a new token each login, and the old one stops working', async () => {
    const { account, cookie: first } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: first },
      payload: { username: account.username, password: account.password },
    });
    const second = sessionCookieOf(response);
    expect(second).not.toBe(first);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: first } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: second } })).statusCode).toBe(200);
  });

  it('sets an HttpOnly, SameSite=Lax cookie, Secure with the __Host- prefix over HTTPS', async () => {
    const { account } = await signUp(app);
    const payload = { username: account.username, password: account.password };
    const plain = await app.inject({ method: 'POST', url: '/api/login', payload });
    const sessionHeader = (response: { headers: Record<string, unknown> }) =>
      ([response.headers['set-cookie']].flat() as string[]).find((header) => /uh_session=/.test(header)) ?? '';
    const plainCookie = sessionHeader(plain);
    expect(plainCookie).toMatch(/^uh_session=[\w-]{43};/);
    expect(plainCookie).toContain('HttpOnly');
    expect(plainCookie).toContain('SameSite=Lax');
    expect(plainCookie).toContain('Path=/');
    expect(plainCookie).not.toContain('Secure');

    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    const secure = await proxied.inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-proto': 'https' }, payload });
    const secureCookie = sessionHeader(secure);
    expect(secureCookie).toMatch(/^__Host-uh_session=/);
    expect(secureCookie).toContain('Secure');
    expect(secureCookie).toContain('HttpOnly');
    expect(secureCookie).not.toContain('Domain=');
    const me = await proxied.inject({
      method: 'GET',
      url: '/api/user',
      headers: { 'x-forwarded-proto': 'https', cookie: sessionCookieOf(secure) },
    });
    expect(me.statusCode).toBe(200);
    expect(secure.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('login throttling', () => {
  it('answers 429 with Retry-After after repeated failures for one username, even with the right password', async () => {
    const throttled = await createTestApp({ LOGIN_MAX_FAILURES_PER_USERNAME: '3' });
    const { account } = await signUp(throttled);
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await throttled.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: account.username, password: 'wrong-one' },
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await throttled.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: account.username, password: account.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);
  });

  it('lets the real user back in once the window has passed', async () => {
    const throttled = await createTestApp({ LOGIN_MAX_FAILURES_PER_USERNAME: '2' });
    const { account } = await signUp(throttled);
    for (let attempt = 0; attempt < 2; attempt++) {
      await throttled.inject({ method: 'POST', url: '/api/login', payload: { username: account.username, password: 'wrong-one' } });
    }
    // Age the window as if 15 minutes had passed.
    const { db } = testDatabase();
    await db.execute(
      sql`UPDATE rate_limits SET window_started_at = now() - interval '16 minutes' WHERE key LIKE ${`login:%${account.username.toLowerCase()}`}`,
    );
    const response = await throttled.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: account.username, password: account.password },
    });
    expect(response.statusCode).toBe(200);
  });

  it('throttles one IP trying many usernames', async () => {
    const throttled = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: '3' });
    const remoteAddress = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let attempt = 0; attempt < 3; attempt++) {
      await throttled.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        payload: { username: uniqueName(), password: 'wrong-one' },
      });
    }
    const blocked = await throttled.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      payload: { username: uniqueName(), password: 'wrong-one' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('limits registrations per IP', async () => {
    const limited = await createTestApp({ REGISTRATIONS_PER_IP_PER_HOUR: '1' });
    const remoteAddress = `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const first = await limited.inject({ method: 'POST', url: '/api/register', remoteAddress, payload: newAccount() });
    expect(first.statusCode).toBe(201);
    const second = await limited.inject({ method: 'POST', url: '/api/register', remoteAddress, payload: newAccount() });
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/logout and GET /api/user', () => {
  it('destroys the session and clears the cookie', async () => {
    const { cookie } = await signUp(app);
    const response = await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toMatch(/uh_session=;/);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('answers 401 with a message when signed out', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'You need to sign in first' });
  });

  it('expires an idle session on the server', async () => {
    const { cookie } = await signUp(app);
    const { db } = testDatabase();
    const token = cookie.split('=')[1]!;
    const { createHash } = await import('node:crypto');
    await db.execute(
      sql`UPDATE sessions SET last_seen_at = now() - interval '8 days' WHERE token_hash = ${createHash('sha256').update(token).digest('hex')}`,
    );
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('honours a configured absolute lifetime', async () => {
    const short = await createTestApp({ SESSION_ABSOLUTE_TIMEOUT_MINUTES: '60' });
    const { cookie } = await signUp(short);
    const token = cookie.split('=')[1]!;
    const { createHash } = await import('node:crypto');
    const { db } = testDatabase();
    await db.execute(
      sql`UPDATE sessions SET created_at = now() - interval '61 minutes' WHERE token_hash = ${createHash('sha256').update(token).digest('hex')}`,
    );
    expect((await short.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('GET /api/auth/options', () => {
  it('is public and tells the sign-in screen about the demo account and Google', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/options' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      demoAccount: { username: 'demo', password: 'demo1234' },
      oidcSignIn: { isConfigured: false, providerName: 'Google' },
      registration: { mode: 'open', firstAccount: expect.any(Boolean) },
    });
    const noDemo = await createTestApp({ SEED_DEMO_ACCOUNT: 'false' });
    expect((await noDemo.inject({ method: 'GET', url: '/api/auth/options' })).json().demoAccount).toBeNull();
  });
});
