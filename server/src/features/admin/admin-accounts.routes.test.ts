import { ADMIN_MESSAGES } from '@uh/core/admin/admin.schema';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit, apiTokens, sessions, users } from '../../db/schema';
import { cookieOf, createFreshServer, inviteCode, newPerson, register } from './admin-test-helpers';

const { app, db } = await createFreshServer({ SESSION_CACHE_SECONDS: '60' });
const admin = await register(app, newPerson('root'));

async function personalToken(cookie: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: { cookie },
    payload: { name: 'My script', expiresIn: '1d', scopes: ['logs:read', 'biometrics:read'] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { token: string }).token;
}

const ADMIN_ROUTES = [
  ['GET', '/api/admin/accounts'],
  ['POST', '/api/admin/accounts/1/disable'],
  ['POST', '/api/admin/accounts/1/enable'],
  ['DELETE', '/api/admin/accounts/1'],
  ['GET', '/api/admin/invites'],
  ['POST', '/api/admin/invites'],
  ['DELETE', '/api/admin/invites/1'],
  ['GET', '/api/admin/status'],
  ['GET', '/api/admin/audit'],
] as const;

const auditActions = async () =>
  (await app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: admin.cookie } })).json() as {
    actor: string;
    action: string;
    target: string;
  }[];

describe('who reaches the admin API', () => {
  it('answers 404 { message: Not found } to a signed-in person who is not an admin, on every admin route', async () => {
    const person = await register(app, newPerson('plain'));
    for (const [method, url] of ADMIN_ROUTES) {
      const answer = await app.inject({ method, url, headers: { cookie: person.cookie }, payload: { confirmUsername: 'root' } });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json()).toEqual({ message: 'Not found' });
    }
  });

  it('never lets a personal access token through, not even the admin’s own', async () => {
    const token = await personalToken(admin.cookie);
    for (const [method, url] of ADMIN_ROUTES) {
      const answer = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload: { confirmUsername: 'x' } });
      expect([403, 404], `${method} ${url}`).toContain(answer.statusCode);
    }
    expect(await db.select().from(adminAudit)).toHaveLength(0);
  });

  it('lists accounts with no health data and says who is admin, disabled or demo', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/admin/accounts', headers: { cookie: admin.cookie } });
    expect(answer.statusCode).toBe(200);
    const root = answer.json().find((account: { username: string }) => account.username === 'root');
    expect(root).toMatchObject({ isAdmin: true, disabled: false, isDemo: false, signInMethods: ['password'] });
    expect(root.storageBytes).toBeGreaterThan(0);
    expect(Object.keys(root).sort()).toEqual(
      ['createdAt', 'disabled', 'id', 'isAdmin', 'isDemo', 'lastActiveAt', 'signInMethods', 'storageBytes', 'username'].sort(),
    );
  });

  it('reports the server status', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/admin/status', headers: { cookie: admin.cookie } });
    expect(answer.statusCode).toBe(200);
    const status = answer.json();
    expect(status).toMatchObject({ registration: 'open', database: { reachable: true, migrationsPending: 0 }, lastBackup: null });
    expect(status.speechEngine).toEqual({ configured: false, kind: null, label: null, load: null });
    expect(status.accounts).toBeGreaterThanOrEqual(1);
    expect(status.queues.map((queue: { name: string }) => queue.name)).toEqual(
      expect.arrayContaining(['reminder_deliveries', 'webhook_deliveries']),
    );
    expect(status.workers.length).toBeGreaterThan(0);
  });
});

describe('disabling and enabling an account', () => {
  it('ends its session and token at once (even with the session cache), refuses its sign-in, and enabling restores sign-in', async () => {
    const person = await register(app, newPerson('walter'));
    const token = await personalToken(person.cookie);
    // Both work, and the session is now in this server's cache.
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: person.cookie } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);

    const disabled = await app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${person.id}/disable`,
      headers: { cookie: admin.cookie },
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ id: person.id, username: 'walter', disabled: true });

    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: person.cookie } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    const refused = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'walter', password: 'correct-horse' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ADMIN_MESSAGES.accountDisabled });
    // A wrong password still answers as for anyone: a disabled account is not revealed to a guesser.
    expect(
      (await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'walter', password: 'wrong-horse' } })).statusCode,
    ).toBe(401);

    const enabled = await app.inject({ method: 'POST', url: `/api/admin/accounts/${person.id}/enable`, headers: { cookie: admin.cookie } });
    expect(enabled.json()).toMatchObject({ disabled: false });
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'walter', password: 'correct-horse' } });
    expect(login.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: cookieOf(login) } })).statusCode).toBe(200);

    const actions = await auditActions();
    expect(actions.slice(0, 2)).toEqual([
      expect.objectContaining({ actor: 'root', action: 'account.enabled', target: 'walter' }),
      expect.objectContaining({ actor: 'root', action: 'account.disabled', target: 'walter' }),
    ]);
  });

  it('refuses to disable or delete oneself with 409', async () => {
    const disable = await app.inject({ method: 'POST', url: `/api/admin/accounts/${admin.id}/disable`, headers: { cookie: admin.cookie } });
    expect(disable.statusCode).toBe(409);
    expect(disable.json()).toEqual({ message: ADMIN_MESSAGES.cannotDisableSelf });
    const remove = await app.inject({
      method: 'DELETE',
      url: `/api/admin/accounts/${admin.id}`,
      headers: { cookie: admin.cookie },
      payload: { confirmUsername: 'root' },
    });
    expect(remove.statusCode).toBe(409);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: admin.cookie } })).statusCode).toBe(200);
  });
});

describe('deleting an account', () => {
  it('needs its username typed again (400 naming it), then removes it and every row it owns', async () => {
    const person = await register(app, newPerson('victor'));
    await personalToken(person.cookie);
    const weighed = await app.inject({
      method: 'POST',
      url: '/api/biometrics',
      headers: { cookie: person.cookie },
      payload: { weight: 180 },
    });
    expect(weighed.statusCode, weighed.body).toBe(201);

    const wrong = await app.inject({
      method: 'DELETE',
      url: `/api/admin/accounts/${person.id}`,
      headers: { cookie: admin.cookie },
      payload: { confirmUsername: 'victoria' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('victor');

    const right = await app.inject({
      method: 'DELETE',
      url: `/api/admin/accounts/${person.id}`,
      headers: { cookie: admin.cookie },
      payload: { confirmUsername: 'victor' },
    });
    expect(right.statusCode).toBe(204);
    expect(await db.select().from(users).where(eq(users.id, person.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, person.id))).toHaveLength(0);
    expect(await db.select().from(apiTokens).where(eq(apiTokens.userId, person.id))).toHaveLength(0);
    const readings = await db.execute<{ count: string }>(sql`SELECT count(*) FROM biometric_logs WHERE user_id = ${person.id}`);
    expect(Number(readings.rows[0]!.count)).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: person.cookie } })).statusCode).toBe(401);
    expect((await auditActions())[0]).toMatchObject({ actor: 'root', action: 'account.deleted', target: 'victor' });
  });
});

describe('invites in the audit trail', () => {
  it('writes one row per invite made and revoked, newest first', async () => {
    const invite = await inviteCode(app, admin.cookie, 3);
    await app.inject({ method: 'DELETE', url: `/api/admin/invites/${invite.id}`, headers: { cookie: admin.cookie } });
    const actions = await auditActions();
    expect(actions.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'invite.revoked', target: String(invite.id) }),
      expect.objectContaining({ action: 'invite.created', target: String(invite.id) }),
    ]);
    const limited = await app.inject({ method: 'GET', url: '/api/admin/audit?limit=1', headers: { cookie: admin.cookie } });
    expect(limited.json()).toHaveLength(1);
  });

  it('refuses an invite lifetime outside 1..90 days', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/admin/invites',
      headers: { cookie: admin.cookie },
      payload: { expiresInDays: 91 },
    });
    expect(answer.statusCode).toBe(400);
  });
});
