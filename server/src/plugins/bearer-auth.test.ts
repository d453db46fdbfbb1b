import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { bearer, createEmbedToken } from '../features/embed/embed-test-helpers';
import { createTestApp, signUp, testDatabase } from '../../test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const coldSession = { exposureMethod: 'cold_shower', temperature: 58, duration: 90 };
const lastUse = async (id: number) =>
  (
    await testDatabase().db.execute<{ last_used_at: string | null; last_used_ip: string | null }>(
      sql`SELECT last_used_at::text, last_used_ip FROM api_tokens WHERE id = ${id}`,
    )
  ).rows[0]!;

describe('bearer token authentication', () => {
  it('answers 401 with a message for an unknown, empty or expired token', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/user', headers: bearer('uhe_not-a-real-token') });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'This token is not valid: sign in again' });
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { authorization: 'Bearer' } })).statusCode).toBe(401);

    const { cookie } = await signUp(app);
    const { token, id } = await createEmbedToken(app, cookie, 'Short', '1h');
    await testDatabase().db.execute(sql`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = ${id}`);
    const expired = await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'This token has expired: sign in again' });
    // Even on a public route: the widget learns at once that its token is no good.
    expect((await app.inject({ method: 'GET', url: '/api/embed/config', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('leaves other Authorization schemes to whoever uses them (a proxy with Basic authentication)', async () => {
    const { cookie, user } = await signUp(app);
    const basic = { authorization: `Basic ${Buffer.from('proxy:secret').toString('base64')}` };
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { ...basic, cookie } })).json().id).toBe(user.id);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: basic })).json()).toEqual({
      message: 'You need to sign in first',
    });
  });

  it('uses the token alone when a session cookie comes too, and then keeps the Origin check', async () => {
    const { cookie } = await signUp(app);
    const { token } = await createEmbedToken(app, cookie);
    // The cookie would reach the account; with a token present only the token counts.
    const both = await app.inject({ method: 'GET', url: '/api/account/contents', headers: { ...bearer(token), cookie } });
    expect(both.statusCode).toBe(403);
    expect(both.json().message).toMatch(/^This token cannot/);

    const crossOrigin = { host: 'localhost:3000', origin: 'https://blog.example.com', 'sec-fetch-site': 'cross-site' };
    const withCookie = await app.inject({
      method: 'POST',
      url: '/api/protocols/cold',
      headers: { ...crossOrigin, ...bearer(token), cookie },
      payload: coldSession,
    });
    expect(withCookie.statusCode).toBe(403);
    expect(withCookie.json()).toEqual({ message: 'Cross-origin requests are not allowed' });

    // Without a cookie, nothing a browser sends on its own is involved: no Origin check.
    const bearerOnly = await app.inject({
      method: 'POST',
      url: '/api/protocols/cold',
      headers: { ...crossOrigin, ...bearer(token) },
      payload: coldSession,
    });
    expect(bearerOnly.statusCode).toBe(201);
    // A cookie alone from another site is still refused.
    const cookieOnly = await app.inject({
      method: 'POST',
      url: '/api/protocols/cold',
      headers: { ...crossOrigin, cookie },
      payload: coldSession,
    });
    expect(cookieOnly.statusCode).toBe(403);
  });

  it('records the last use and its address at most once a minute', async () => {
    const { cookie } = await signUp(app);
    const { token, id } = await createEmbedToken(app, cookie);
    expect(await lastUse(id)).toEqual({ last_used_at: null, last_used_ip: null });

    await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token), remoteAddress: '203.0.113.7' });
    const first = await lastUse(id);
    expect(first.last_used_at).not.toBeNull();
    expect(first.last_used_ip).toBe('203.0.113.7');
    const listed = (await app.inject({ method: 'GET', url: '/api/tokens', headers: { cookie } })).json();
    expect(listed[0]).toMatchObject({ lastUsedIp: '203.0.113.7' });
    expect(listed[0].lastUsedAt).not.toBeNull();

    const { db } = testDatabase();
    await db.execute(sql`UPDATE api_tokens SET last_used_at = now() - interval '30 seconds' WHERE id = ${id}`);
    const recent = await lastUse(id);
    await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token), remoteAddress: '198.51.100.9' });
    expect(await lastUse(id)).toEqual(recent);

    await db.execute(sql`UPDATE api_tokens SET last_used_at = now() - interval '2 minutes' WHERE id = ${id}`);
    await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token), remoteAddress: '198.51.100.9' });
    const refreshed = await lastUse(id);
    expect(refreshed.last_used_ip).toBe('198.51.100.9');
    expect(new Date(refreshed.last_used_at!).getTime()).toBeGreaterThan(new Date(recent.last_used_at!).getTime());
  });

  it('limits the requests of each token, with Retry-After', async () => {
    const limited = await createTestApp({ EMBED_TOKEN_REQUESTS_PER_MINUTE: '3' });
    const { cookie } = await signUp(limited);
    const busy = await createEmbedToken(limited, cookie, 'Busy');
    const other = await createEmbedToken(limited, cookie, 'Other');
    for (let count = 0; count < 3; count += 1) {
      expect((await limited.inject({ method: 'GET', url: '/api/user', headers: bearer(busy.token) })).statusCode).toBe(200);
    }
    const refused = await limited.inject({ method: 'GET', url: '/api/user', headers: bearer(busy.token) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many requests with this token: wait a moment and try again' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Per token: the person's other token and their own session are not held back.
    expect((await limited.inject({ method: 'GET', url: '/api/user', headers: bearer(other.token) })).statusCode).toBe(200);
    expect((await limited.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
  });

  it('ignores a bearer header outside /api', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz', headers: bearer('uhw_whatever-this-is') })).statusCode).toBe(200);
  });
});
