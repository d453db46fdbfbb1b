import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fastingLogs, users } from '../../db/schema';
import { HttpBrowser } from '../../../test/http-browser';
import { newIdentity, sessionUser, signInThroughIssuer, startOidcTestApp, type OidcTestApp } from '../../../test/oidc-flow';
import { newAccount, testDatabase } from '../../../test/test-app';

let target: OidcTestApp;
beforeAll(async () => {
  target = await startOidcTestApp();
});

const api = (path: string) => `${target.publicUrl}${path}`;

/** A person who registered with a password, signed in in their own browser. */
async function registeredWithPassword() {
  const browser = new HttpBrowser();
  const account = newAccount();
  const registered = await browser.request(api('/api/register'), { json: account });
  return { browser, account, ownerId: ((await registered.json()) as { id: number }).id };
}

async function userRow(id: number) {
  const { db } = testDatabase();
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('an address registered by someone who never proved it', () => {
  it('goes to the person whose provider verified it; the other account keeps its data under a placeholder and is signed out', async () => {
    const squatter = new HttpBrowser();
    const account = newAccount();
    const registered = await squatter.request(api('/api/register'), { json: account });
    const squatterId = ((await registered.json()) as { id: number }).id;
    const started = await squatter.request(api('/api/fasting-logs'), {
      json: { startTime: new Date(Date.now() - 3600_000).toISOString(), targetHours: 16, completed: false },
    });
    expect(started.status).toBe(201);

    const owner = new HttpBrowser();
    const identity = newIdentity(target.provider, { email: account.email.toUpperCase() });
    expect(await signInThroughIssuer(owner, target, { account: identity.sub })).toBe('/login?signedIn=1&next=%2F&new=1&emailClaimed=1');
    const claimed = await sessionUser(owner, target.publicUrl);
    expect(claimed?.id).not.toBe(squatterId);
    expect(claimed?.email).toBe(identity.email);
    expect((await userRow(claimed!.id)).emailVerifiedAt).toBeInstanceOf(Date);

    // The squatting account is signed out, keeps its data, and signs in again under a placeholder address.
    expect(await sessionUser(squatter, target.publicUrl)).toBeNull();
    const login = await squatter.request(api('/api/login'), { json: { username: account.username, password: account.password } });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { email: string }).email).toBe(`released-${squatterId}@email-released.invalid`);
    const { db } = testDatabase();
    expect(await db.select().from(fastingLogs).where(eq(fastingLogs.userId, squatterId))).toHaveLength(1);
  });

  it('is not taken from an account that proved it: that still asks for the password to link', async () => {
    const { account, ownerId } = await registeredWithPassword();
    const { db } = testDatabase();
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, ownerId));

    const identity = newIdentity(target.provider, { email: account.email });
    expect(await signInThroughIssuer(new HttpBrowser(), target, { account: identity.sub })).toBe('/login?error=link_required');
    expect((await userRow(ownerId)).email).toBe(account.email);
  });

  it('is not taken by an e-mail the provider has not verified', async () => {
    const { account, ownerId } = await registeredWithPassword();
    const identity = newIdentity(target.provider, { email: account.email, emailVerified: false });
    expect(await signInThroughIssuer(new HttpBrowser(), target, { account: identity.sub })).toBe('/login?error=unverified_email');
    expect((await userRow(ownerId)).email).toBe(account.email);
  });

  it('is marked proved when the provider verifies the address an account already has', async () => {
    const { browser, account, ownerId } = await registeredWithPassword();
    const identity = newIdentity(target.provider, { email: account.email });
    expect(await signInThroughIssuer(browser, target, { account: identity.sub, intent: 'link' })).toBe(
      '/settings/security?linked=1#sign-in-methods',
    );
    expect((await userRow(ownerId)).emailVerifiedAt).toBeInstanceOf(Date);
  });
});

describe('an address an account changed to', () => {
  it('is unproved again, whatever the old one was', async () => {
    const { browser, account, ownerId } = await registeredWithPassword();
    const { db } = testDatabase();
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, ownerId));

    const typed = `typed-${account.email}`;
    expect((await browser.request(api('/api/account'), { method: 'PATCH', json: { email: typed } })).status).toBe(200);
    expect((await userRow(ownerId)).emailVerifiedAt).toBeNull();
    const identity = newIdentity(target.provider, { email: typed });
    expect(await signInThroughIssuer(new HttpBrowser(), target, { account: identity.sub })).toBe(
      '/login?signedIn=1&next=%2F&new=1&emailClaimed=1',
    );
  });
});
