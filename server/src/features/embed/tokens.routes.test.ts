import { createHash } from 'node:crypto';
import { MAX_LIVE_TOKENS } from '@uh/core/embed/embed-tokens.schema';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';
import { bearer, createEmbedToken } from './embed-test-helpers';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const list = async (cookie: string) => (await app.inject({ method: 'GET', url: '/api/tokens', headers: { cookie } })).json();

describe('embed tokens (Settings → Embeds & tokens)', () => {
  it('creates a token shown once, lists it without the token, and stores only its SHA-256', async () => {
    const { cookie, user } = await signUp(app);
    const before = Date.now();
    const created = await app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie },
      payload: { name: '  Family blog ', expiresIn: '7d' },
    });
    expect(created.statusCode).toBe(201);
    const { token, summary } = created.json();
    expect(token).toMatch(/^uhe_[A-Za-z0-9_-]{43}$/);
    expect(summary).toMatchObject({ kind: 'embed', name: 'Family blog', scopes: ['widget'], lastUsedAt: null, lastUsedIp: null });
    const lifetime = new Date(summary.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(lifetime).toBeLessThanOrEqual(7 * 86_400_000 + 60_000);

    const listed = await list(cookie);
    expect(listed).toEqual([summary]);
    expect(JSON.stringify(listed)).not.toContain(token);

    const { db } = testDatabase();
    const rows = await db.execute<{ token_hash: string; kind: string }>(
      sql`SELECT token_hash, kind FROM api_tokens WHERE user_id = ${user.id}`,
    );
    expect(rows.rows).toEqual([{ token_hash: sha256(token), kind: 'embed' }]);
    const anywhere = await db.execute(sql`SELECT 1 FROM api_tokens WHERE token_hash = ${token} OR name = ${token}`);
    expect(anywhere.rows).toHaveLength(0);
  });

  it('makes a token that never expires only when asked', async () => {
    const { cookie } = await signUp(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie },
      payload: { name: 'Kiosk', expiresIn: 'never' },
    });
    expect(created.json().summary.expiresAt).toBeNull();
  });

  it('refuses a missing name or an unknown expiry, naming the field', async () => {
    const { cookie } = await signUp(app);
    const noName = await app.inject({ method: 'POST', url: '/api/tokens', headers: { cookie }, payload: { name: ' ', expiresIn: '1d' } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toMatch(/^name: name is required/);
    const badExpiry = await app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie },
      payload: { name: 'x', expiresIn: '2y' },
    });
    expect(badExpiry.statusCode).toBe(400);
    expect(badExpiry.json().message).toMatch(/^expiresIn: expiresIn must be one of 1h, 1d, 7d, 30d, 90d, never/);
  });

  it('revokes a token: it leaves the list and stops working', async () => {
    const { cookie } = await signUp(app);
    const kept = await createEmbedToken(app, cookie, 'Kept');
    const gone = await createEmbedToken(app, cookie, 'Gone');
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: bearer(gone.token) })).statusCode).toBe(200);

    const revoked = await app.inject({ method: 'DELETE', url: `/api/tokens/${gone.id}`, headers: { cookie } });
    expect(revoked.statusCode).toBe(204);
    expect((await list(cookie)).map((token: { name: string }) => token.name)).toEqual(['Kept']);
    const refused = await app.inject({ method: 'GET', url: '/api/user', headers: bearer(gone.token) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'This token has been revoked: sign in again' });
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: bearer(kept.token) })).statusCode).toBe(200);
    // Revoking twice: the token is no longer there to revoke.
    expect((await app.inject({ method: 'DELETE', url: `/api/tokens/${gone.id}`, headers: { cookie } })).statusCode).toBe(404);
  });

  it("answers 404 for another person's token, which keeps working", async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const bobs = await createEmbedToken(app, bob.cookie);
    const response = await app.inject({ method: 'DELETE', url: `/api/tokens/${bobs.id}`, headers: { cookie: alice.cookie } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Token not found' });
    expect(await list(alice.cookie)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: bearer(bobs.token) })).json().id).toBe(bob.user.id);
  });

  it('lists neither expired nor revoked tokens', async () => {
    const { cookie } = await signUp(app);
    const expired = await createEmbedToken(app, cookie, 'Expired');
    await createEmbedToken(app, cookie, 'Live');
    await testDatabase().db.execute(sql`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = ${expired.id}`);
    expect((await list(cookie)).map((token: { name: string }) => token.name)).toEqual(['Live']);
  });

  it.each([
    ['embed', {}, 'embed tokens'],
    ['personal', { scopes: ['logs:read'] }, 'personal access tokens'],
  ] as const)('stays at the cap of live %s tokens when 30 are made at once; a revoked one makes room', async (kind, extra, label) => {
    const { cookie } = await signUp(app);
    const create = (name: string) =>
      app.inject({ method: 'POST', url: '/api/tokens', headers: { cookie }, payload: { name, expiresIn: '1d', ...extra } });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => create(`Site ${index}`)));
    const max = MAX_LIVE_TOKENS[kind];
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(max);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(30 - max);
    expect(refused[0]!.json()).toEqual({ message: `You already have ${max} live ${label}: revoke one before making another` });
    expect(await list(cookie)).toHaveLength(max);

    const { id } = answers.find((answer) => answer.statusCode === 201)!.json().summary;
    await app.inject({ method: 'DELETE', url: `/api/tokens/${id}`, headers: { cookie } });
    expect((await create('One more')).statusCode).toBe(201);
  });

  it('cannot be managed with a token: create, list and revoke need the app session', async () => {
    const { cookie } = await signUp(app);
    const { token, id } = await createEmbedToken(app, cookie);
    for (const request of [
      { method: 'GET', url: '/api/tokens' },
      { method: 'POST', url: '/api/tokens', payload: { name: 'More', expiresIn: 'never' } },
      { method: 'DELETE', url: `/api/tokens/${id}` },
    ] as const) {
      const response = await app.inject({ ...request, headers: bearer(token) });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/^This token cannot/);
    }
    expect(await list(cookie)).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/tokens' })).statusCode).toBe(401);
  });

  it('goes with the account, and stays out of the export', async () => {
    const { cookie, user, account } = await signUp(app);
    const { token } = await createEmbedToken(app, cookie);
    const exported = await app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain(token);
    expect(exported.body).not.toContain('My blog');
    expect(exported.body).not.toContain(sha256(token));

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie },
      payload: { password: account.password },
    });
    expect(deleted.statusCode).toBe(204);
    const left = await testDatabase().db.execute(sql`SELECT 1 FROM api_tokens WHERE user_id = ${user.id}`);
    expect(left.rows).toHaveLength(0);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
  });
});
