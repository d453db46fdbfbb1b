import { REGISTRATION_MESSAGES } from '@uh/core/admin/admin.schema';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invites } from '../../db/schema';
import { writeDemoSample } from '../../demo-sample';
import { seedDemoAccount } from '../auth/auth.service';
import { cookieOf, createFreshServer, inviteCode, newPerson, register } from './admin-test-helpers';

const isAdminOf = async (app: Awaited<ReturnType<typeof createFreshServer>>['app'], cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json().isAdmin as boolean;

describe('registration on an open server (no PUBLIC_URL)', async () => {
  const { app } = await createFreshServer({ ADMIN_USERNAMES: 'Carol' });

  it('says so in the auth options', async () => {
    const options = await app.inject({ method: 'GET', url: '/api/auth/options' });
    expect(options.json().registration).toEqual({ mode: 'open', firstAccount: true });
  });

  it('makes the first account an admin, and later ones only when ADMIN_USERNAMES names them', async () => {
    const first = await register(app, newPerson('alice'));
    const second = await register(app, newPerson('bob'));
    const listed = await register(app, newPerson('carol'));
    expect(await isAdminOf(app, first.cookie)).toBe(true);
    expect(await isAdminOf(app, second.cookie)).toBe(false);
    expect(await isAdminOf(app, listed.cookie)).toBe(true);
  });

  it('registers without a code, and consumes a valid one when given', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'alice', password: 'correct-horse' } });
    const cookie = cookieOf(login);
    await register(app, newPerson('opener'));
    const invite = await inviteCode(app, cookie);
    await register(app, newPerson('dave', invite.code));
    const used = await app.inject({ method: 'POST', url: '/api/register', payload: newPerson('erin', invite.code) });
    expect(used.statusCode).toBe(403);
    expect(used.json()).toEqual({ message: REGISTRATION_MESSAGES.inviteUnusable });
  });
});

describe('registration by invitation (a public PUBLIC_URL)', async () => {
  const { app } = await createFreshServer({ PUBLIC_URL: 'https://health.example.com' });
  const before = (await app.inject({ method: 'GET', url: '/api/auth/options' })).json().registration;
  const founder = await app.inject({ method: 'POST', url: '/api/register', payload: newPerson('founder') });
  const next = await app.inject({ method: 'POST', url: '/api/register', payload: newPerson('follower') });

  it('says so in the auth options, and whether the next account is the first', async () => {
    expect(before).toEqual({ mode: 'invite', firstAccount: true });
    expect((await app.inject({ method: 'GET', url: '/api/auth/options' })).json().registration).toEqual({
      mode: 'invite',
      firstAccount: false,
    });
  });

  it('lets the very first account in without a code, as the admin who will make the invites', async () => {
    expect(founder.statusCode).toBe(201);
    expect(await isAdminOf(app, cookieOf(founder))).toBe(true);
  });

  it('refuses every later registration without a code', () => {
    expect(next.statusCode).toBe(403);
    expect(next.json()).toEqual({ message: REGISTRATION_MESSAGES.inviteRequired });
  });
});

describe('invites on an invite-only server', async () => {
  const { app, db } = await createFreshServer({ REGISTRATION: 'invite', ADMIN_USERNAMES: 'admin' });
  // The first account on an invite-only server comes through ADMIN_USERNAMES' name with a code made in the database.
  const seedCode = 'seed-code-for-the-first-admin-account';
  await db.insert(invites).values({
    codeHash: createHash('sha256').update(seedCode).digest('hex'),
    createdByUsername: 'operator',
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const admin = await register(app, newPerson('admin', seedCode));

  it('links to PUBLIC_URL/register?invite=<code> with 256 random bits, keeping only the hash', async () => {
    const invite = await inviteCode(app, admin.cookie);
    expect(invite.url).toMatch(/^https?:\/\/[^/]+\/register\?invite=[A-Za-z0-9_-]{43}$/);
    const [row] = await db.select().from(invites).where(eq(invites.id, invite.id));
    expect(row!.codeHash).toBe(createHash('sha256').update(invite.code).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(invite.code);
  });

  it('lets exactly one of two simultaneous registrations use a code', async () => {
    const invite = await inviteCode(app, admin.cookie);
    const answers = await Promise.all([
      app.inject({ method: 'POST', url: '/api/register', payload: newPerson('racer1', invite.code) }),
      app.inject({ method: 'POST', url: '/api/register', payload: newPerson('racer2', invite.code) }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403]);
    expect(answers.find((answer) => answer.statusCode === 403)!.json()).toEqual({ message: REGISTRATION_MESSAGES.inviteUnusable });
    const listed = (await app.inject({ method: 'GET', url: '/api/admin/invites', headers: { cookie: admin.cookie } })).json();
    const used = listed.find((entry: { id: number }) => entry.id === invite.id);
    expect(used.status).toBe('used');
    expect(['racer1', 'racer2']).toContain(used.usedBy);
  });

  it('refuses an expired, a revoked and an unknown code, and keeps a code whose registration failed', async () => {
    const expired = await inviteCode(app, admin.cookie);
    await db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.id, expired.id));
    const revoked = await inviteCode(app, admin.cookie);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/admin/invites/${revoked.id}`, headers: { cookie: admin.cookie } })).statusCode,
    ).toBe(204);
    for (const code of [expired.code, revoked.code, 'no-such-code']) {
      const answer = await app.inject({ method: 'POST', url: '/api/register', payload: newPerson(`late_${code.slice(0, 4)}`, code) });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ message: REGISTRATION_MESSAGES.inviteUnusable });
    }
    const statuses = (await app.inject({ method: 'GET', url: '/api/admin/invites', headers: { cookie: admin.cookie } })).json();
    expect(statuses.find((entry: { id: number }) => entry.id === expired.id).status).toBe('expired');
    expect(statuses.find((entry: { id: number }) => entry.id === revoked.id).status).toBe('revoked');

    const kept = await inviteCode(app, admin.cookie);
    const taken = await app.inject({ method: 'POST', url: '/api/register', payload: newPerson('admin', kept.code) });
    expect(taken.statusCode).toBe(409);
    await register(app, newPerson('keeper', kept.code));
  });

  it('answers 409 when revoking a used invite', async () => {
    const invite = await inviteCode(app, admin.cookie);
    await register(app, newPerson('frank', invite.code));
    const answer = await app.inject({ method: 'DELETE', url: `/api/admin/invites/${invite.id}`, headers: { cookie: admin.cookie } });
    expect(answer.statusCode).toBe(409);
  });
});

describe('a closed server', async () => {
  const { app } = await createFreshServer({ REGISTRATION: 'closed' });

  it('refuses every registration', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/options' })).json().registration).toEqual({
      mode: 'closed',
      firstAccount: true,
    });
    const answer = await app.inject({ method: 'POST', url: '/api/register', payload: newPerson('nobody', 'any-code') });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ message: REGISTRATION_MESSAGES.closed });
  });
});

describe('the demo account', async () => {
  const demo = { username: 'demo', password: 'demo1234' };
  const { app, db } = await createFreshServer({
    SEED_DEMO_ACCOUNT: 'true',
    DEMO_USERNAME: 'demo',
    DEMO_PASSWORD: 'demo1234',
    ADMIN_USERNAMES: 'demo',
  });
  // server.ts seeds it at start, before anyone registers.
  await seedDemoAccount(db, demo, writeDemoSample);

  it('is never an admin, and does not stop the next account from being the first', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'demo', password: 'demo1234' } });
    expect(login.statusCode).toBe(200);
    const demoCookie = cookieOf(login);
    expect(await isAdminOf(app, demoCookie)).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/api/admin/accounts', headers: { cookie: demoCookie } })).statusCode).toBe(404);
    const first = await register(app, newPerson('realfirst'));
    expect(await isAdminOf(app, first.cookie)).toBe(true);
  });
});
