import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../db/schema';
import { HttpBrowser } from '../../../test/http-browser';
import { newIdentity, sessionUser, signInThroughIssuer, startOidcTestApp, type OidcTestApp } from '../../../test/oidc-flow';
import { newAccount, testDatabase } from '../../../test/test-app';

let target: OidcTestApp;
beforeAll(async () => {
  target = await startOidcTestApp();
});

const api = (path: string) => `${target.publicUrl}${path}`;

/** A browser signed in with a fresh password account. */
async function passwordAccount() {
  const browser = new HttpBrowser();
  const account = newAccount();
  const response = await browser.request(api('/api/register'), { json: account });
  expect(response.status).toBe(201);
  return { browser, account, user: (await response.json()) as { id: number } };
}

async function identitiesOf(userId: number) {
  const { db } = testDatabase();
  return db.select().from(userIdentities).where(eq(userIdentities.userId, userId));
}

async function methods(browser: HttpBrowser) {
  const response = await browser.request(api('/api/auth/sign-in-methods'));
  expect(response.status).toBe(200);
  return (await response.json()) as {
    hasPassword: boolean;
    provider: { isConfigured: boolean; providerName: string; canSignOutThere: boolean };
    identities: { id: number; providerName: string; email: string; canUnlink: boolean }[];
  };
}

describe('an identity whose e-mail already has an account', () => {
  it('is not linked silently when the account proved the address: the person proves the password once, then links it', async () => {
    const { account, user } = await passwordAccount();
    const { db } = testDatabase();
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const identity = newIdentity(target.provider, { email: account.email.toUpperCase() });

    const browser = new HttpBrowser();
    expect(await signInThroughIssuer(browser, target, { account: identity.sub })).toBe('/login?error=link_required');
    expect(await sessionUser(browser, target.publicUrl)).toBeNull();
    expect(await identitiesOf(user.id)).toHaveLength(0);

    // The password, once; then the same browser links the identity it comes back with.
    const login = await browser.request(api('/api/login'), { json: { username: account.username, password: account.password } });
    expect(login.status).toBe(200);
    expect(await signInThroughIssuer(browser, target, { account: identity.sub, intent: 'link' })).toBe(
      '/settings/security?linked=1#sign-in-methods',
    );
    expect(await identitiesOf(user.id)).toMatchObject([{ subject: identity.sub, issuer: target.provider.issuer }]);

    // From now on the identity signs in to that account.
    const later = new HttpBrowser();
    expect(await signInThroughIssuer(later, target, { account: identity.sub })).toBe('/login?signedIn=1&next=%2F');
    expect((await sessionUser(later, target.publicUrl))?.id).toBe(user.id);
  });

  it('is never linked, nor given an account, when the issuer has not verified the e-mail', async () => {
    const { account, user } = await passwordAccount();
    const identity = newIdentity(target.provider, { email: account.email, emailVerified: false });
    const browser = new HttpBrowser();
    expect(await signInThroughIssuer(browser, target, { account: identity.sub })).toBe('/login?error=unverified_email');
    expect(await sessionUser(browser, target.publicUrl)).toBeNull();
    expect(await identitiesOf(user.id)).toHaveLength(0);

    const stranger = newIdentity(target.provider, { emailVerified: false });
    expect(await signInThroughIssuer(new HttpBrowser(), target, { account: stranger.sub })).toBe('/login?error=unverified_email');
  });
});

describe('linking from Settings', () => {
  it('links the identity the person signs in with to the signed-in account', async () => {
    const { browser, user } = await passwordAccount();
    const identity = newIdentity(target.provider);
    expect(await signInThroughIssuer(browser, target, { account: identity.sub, intent: 'link' })).toBe(
      '/settings/security?linked=1#sign-in-methods',
    );
    expect((await sessionUser(browser, target.publicUrl))?.id).toBe(user.id);
    expect(await methods(browser)).toMatchObject({
      hasPassword: true,
      provider: { isConfigured: true, providerName: 'Google', canSignOutThere: true },
      identities: [{ providerName: 'Google', email: identity.email, canUnlink: true }],
    });
  });

  it('refuses an identity that already belongs to another account', async () => {
    const identity = newIdentity(target.provider);
    await signInThroughIssuer(new HttpBrowser(), target, { account: identity.sub });
    const { browser, user } = await passwordAccount();
    const landing = await signInThroughIssuer(browser, target, { account: identity.sub, intent: 'link' });
    expect(landing).toBe('/settings/security?linkError=identity_in_use#sign-in-methods');
    expect(await identitiesOf(user.id)).toHaveLength(0);
  });

  it('needs a session, and must start from this site', async () => {
    const signedOut = await new HttpBrowser().request(api('/api/auth/oidc/start?intent=link'));
    expect(signedOut.headers.get('location')).toBe('/login?error=signed_out');
    const { browser } = await passwordAccount();
    const crossSite = await fetch(api('/api/auth/oidc/start?intent=link'), {
      headers: { cookie: browser.cookieHeader(new URL(target.publicUrl)), 'sec-fetch-site': 'cross-site' },
      redirect: 'manual',
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('sign-in methods of an account created through the issuer', () => {
  it('keeps its last way to sign in, accepts a first password, then lets the identity go', async () => {
    const browser = new HttpBrowser();
    const identity = newIdentity(target.provider);
    await signInThroughIssuer(browser, target, { account: identity.sub });
    const listed = await methods(browser);
    expect(listed).toMatchObject({ hasPassword: false, identities: [{ email: identity.email, canUnlink: false }] });
    const identityId = listed.identities[0]!.id;

    const refused = await browser.request(api(`/api/auth/identities/${identityId}`), { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/only way left to sign in/) });

    const tooShort = await browser.request(api('/api/auth/password'), { json: { newPassword: '123' } });
    expect(tooShort.status).toBe(400);
    expect(await tooShort.json()).toEqual({ message: expect.stringContaining('Password must be at least 6 characters') });
    expect((await browser.request(api('/api/auth/password'), { json: { newPassword: 'morning-sun-30' } })).status).toBe(204);
    const again = await browser.request(api('/api/auth/password'), { json: { newPassword: 'another-one-30' } });
    expect(again.status).toBe(409);
    expect((await methods(browser)).identities[0]!.canUnlink).toBe(true);

    expect((await browser.request(api(`/api/auth/identities/${identityId}`), { method: 'DELETE' })).status).toBe(204);
    expect(await methods(browser)).toMatchObject({ hasPassword: true, identities: [] });
    const user = await sessionUser(browser, target.publicUrl);
    const login = await new HttpBrowser().request(api('/api/login'), { json: { username: user!.username, password: 'morning-sun-30' } });
    expect(login.status).toBe(200);
  });

  it("answers 404 for another account's identity", async () => {
    const owner = new HttpBrowser();
    await signInThroughIssuer(owner, target, { account: newIdentity(target.provider).sub });
    const [identity] = (await methods(owner)).identities;
    const { browser } = await passwordAccount();
    const response = await browser.request(api(`/api/auth/identities/${identity!.id}`), { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect((await methods(owner)).identities).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect((await new HttpBrowser().request(api('/api/auth/sign-in-methods'))).status).toBe(401);
  });
});

describe('the account data', () => {
  it('exports linked identities without any token, and deleting the account removes them', async () => {
    const { browser, account, user } = await passwordAccount();
    const identity = newIdentity(target.provider);
    await signInThroughIssuer(browser, target, { account: identity.sub, intent: 'link' });

    const exported = await browser.request(api('/api/account/export'));
    const body = await exported.text();
    expect(JSON.parse(body).account.identities).toEqual([{ issuer: target.provider.issuer, subject: identity.sub, email: identity.email }]);
    expect(body).not.toMatch(/token|secret|verifier|nonce/i);

    const deleted = await browser.request(api('/api/account'), { method: 'DELETE', json: { password: account.password } });
    expect(deleted.status).toBe(204);
    expect(await identitiesOf(user.id)).toHaveLength(0);
  });
});

describe('signing out other devices', () => {
  it('lists the provider accounts that can still sign in, for the person to review', async () => {
    const { browser } = await passwordAccount();
    const identity = newIdentity(target.provider);
    await signInThroughIssuer(browser, target, { account: identity.sub, intent: 'link' });
    const response = await browser.request(api('/api/account/sessions/sign-out-others'), { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signedOut: 0, linkedAccounts: [{ providerName: 'Google', email: identity.email }] });
  });
});
