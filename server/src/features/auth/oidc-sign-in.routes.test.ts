import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { oidcLoginStates, userIdentities, users } from '../../db/schema';
import { HttpBrowser } from '../../../test/http-browser';
import {
  newIdentity,
  reachCallback,
  sessionUser,
  signInThroughIssuer,
  startOidcTestApp,
  visitCallback,
  type OidcTestApp,
} from '../../../test/oidc-flow';
import { startTestOidcProvider } from '../../../test/oidc-test-provider';
import { freePort, holdPort } from '../../../test/server-process';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';

let target: OidcTestApp;
beforeAll(async () => {
  target = await startOidcTestApp();
});

const STATE_COOKIE = 'uh_oidc_state';
const stateHashOf = (browser: HttpBrowser) =>
  createHash('sha256')
    .update(browser.cookie(target.publicUrl, STATE_COOKIE) ?? '')
    .digest('hex');

async function usersWithEmail(email: string) {
  const { db } = testDatabase();
  return db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
}

describe('GET /api/auth/oidc/start', () => {
  it('sends the browser to the issuer with PKCE, state and nonce, keeping them server-side under the state hash', async () => {
    const browser = new HttpBrowser();
    const response = await browser.request(`${target.publicUrl}/api/auth/oidc/start?returnTo=%2Ffasting`);
    expect(response.status).toBe(302);
    const url = new URL(response.headers.get('location')!);
    expect(url.origin).toBe(target.provider.issuer);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('prompt')).toBe('select_account');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${target.publicUrl}/api/auth/oidc/callback`);

    const state = url.searchParams.get('state')!;
    expect(browser.cookie(target.publicUrl, STATE_COOKIE)).toBe(state);
    const { db } = testDatabase();
    const [row] = await db
      .select()
      .from(oidcLoginStates)
      .where(eq(oidcLoginStates.stateHash, stateHashOf(browser)));
    expect(row).toMatchObject({ returnTo: '/fasting', linkUserId: null, nonce: url.searchParams.get('nonce') });
    // Only the state travels; the verifier stays on the server.
    expect(url.href).not.toContain(row!.codeVerifier);
  });

  it('tells the sign-in screen which provider it offers', async () => {
    const response = await target.app.inject({ method: 'GET', url: '/api/auth/options' });
    expect(response.json().oidcSignIn).toEqual({ isConfigured: true, providerName: 'Google' });
  });

  it('explains on the sign-in page when no provider is configured', async () => {
    const plain = await createTestApp();
    const response = await plain.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?error=not_configured');
  });
});

describe('signing in through the issuer', () => {
  it('creates an account from the claims, signs it in with a session and returns to the page it came from', async () => {
    const browser = new HttpBrowser();
    const identity = newIdentity(target.provider, { name: 'Robin Tester' });
    const landing = await signInThroughIssuer(browser, target, { account: identity.sub, returnTo: '/fasting' });
    expect(landing).toBe('/login?signedIn=1&next=%2Ffasting&new=1');

    const user = await sessionUser(browser, target.publicUrl);
    expect(user).toMatchObject({ displayName: 'Robin Tester', email: identity.email, username: identity.sub.toLowerCase() });
    const { db } = testDatabase();
    const [row] = await db.select().from(users).where(eq(users.id, user!.id));
    expect(row!.passwordHash).toBeNull();
    const identities = await db.select().from(userIdentities).where(eq(userIdentities.userId, user!.id));
    expect(identities).toMatchObject([
      { issuer: target.provider.issuer, subject: identity.sub, email: identity.email, isEmailVerified: true },
    ]);
    // The state cookie is gone once used.
    expect(browser.cookie(target.publicUrl, STATE_COOKIE)).toBeUndefined();
  });

  it('signs the same identity in to the same account the second time, with a fresh session', async () => {
    const browser = new HttpBrowser();
    const identity = newIdentity(target.provider);
    await signInThroughIssuer(browser, target, { account: identity.sub });
    const first = await sessionUser(browser, target.publicUrl);
    const firstSession = browser.cookie(target.publicUrl, 'uh_session');

    const landing = await signInThroughIssuer(browser, target, { account: identity.sub });
    expect(landing).toBe('/login?signedIn=1&next=%2F');
    expect((await sessionUser(browser, target.publicUrl))?.id).toBe(first!.id);
    expect(browser.cookie(target.publicUrl, 'uh_session')).not.toBe(firstSession);
    const stale = await target.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: `uh_session=${firstSession}` } });
    expect(stale.statusCode).toBe(401);
    expect(await usersWithEmail(identity.email)).toHaveLength(1);
  });

  it('makes the username unique when the e-mail name is taken', async () => {
    const { account } = await signUp(target.app);
    const identity = newIdentity(target.provider, { email: `${account.username}@elsewhere.example` });
    await signInThroughIssuer(new HttpBrowser(), target, { account: identity.sub });
    const [created] = await usersWithEmail(identity.email);
    const { db } = testDatabase();
    const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, created!.id));
    expect(row!.username).toBe(`${account.username.toLowerCase()}2`);
  });

  it('never returns to another site', async () => {
    const browser = new HttpBrowser();
    const identity = newIdentity(target.provider);
    const landing = await signInThroughIssuer(browser, target, { account: identity.sub, returnTo: 'https://evil.example/' });
    expect(new URLSearchParams(landing.split('?')[1]).get('next')).toBe('/');
  });
});

/** Each failure lands on the sign-in page with its code and leaves nobody signed in. */
async function expectCleanFailure(browser: HttpBrowser, landing: string, code: string, email?: string) {
  expect(landing).toBe(`/login?error=${code}`);
  expect(await sessionUser(browser, target.publicUrl)).toBeNull();
  if (email) expect(await usersWithEmail(email)).toHaveLength(0);
}

describe('a sign-in that must not succeed', () => {
  it('stops when the person cancels at the issuer', async () => {
    const browser = new HttpBrowser();
    const identity = newIdentity(target.provider);
    const landing = await signInThroughIssuer(browser, target, { account: identity.sub, cancelAt: 'sign-in' });
    await expectCleanFailure(browser, landing, 'cancelled', identity.email);
  });

  it('refuses a state that is not the one this browser started with', async () => {
    const browser = new HttpBrowser();
    const identity = newIdentity(target.provider);
    const callback = await reachCallback(browser, target, { account: identity.sub });
    callback.searchParams.set('state', 'forged-state-value');
    await expectCleanFailure(browser, await visitCallback(browser, callback), 'state_mismatch', identity.email);
  });

  it('refuses a callback opened in another browser (no state cookie)', async () => {
    const identity = newIdentity(target.provider);
    const callback = await reachCallback(new HttpBrowser(), target, { account: identity.sub });
    const other = new HttpBrowser();
    await expectCleanFailure(other, await visitCallback(other, callback), 'state_mismatch', identity.email);
  });

  it('refuses a replayed callback and a replayed code', async () => {
    const browser = new HttpBrowser();
    const identity = newIdentity(target.provider);
    const callback = await reachCallback(browser, target, { account: identity.sub });
    const state = browser.cookie(target.publicUrl, STATE_COOKIE);
    await visitCallback(browser, callback);
    const signedIn = await sessionUser(browser, target.publicUrl);

    // The same callback again, cookie and all: the state was used up.
    const replay = new HttpBrowser();
    replay.setCookie(target.publicUrl, STATE_COOKIE, state);
    await expectCleanFailure(replay, await visitCallback(replay, callback), 'expired');

    // The old code with a fresh, valid state: the issuer refuses a code used once.
    const second = new HttpBrowser();
    const fresh = await reachCallback(second, target, { account: identity.sub });
    const mixed = new URL(fresh);
    mixed.searchParams.set('code', callback.searchParams.get('code')!);
    await expectCleanFailure(second, await visitCallback(second, mixed), 'provider_error');
    expect((await usersWithEmail(identity.email)).map((row) => row.id)).toEqual([signedIn!.id]);
  });

  it.each([
    ['a wrong PKCE verifier', 'wrong-verifier-'.padEnd(50, 'x')],
    ['no PKCE verifier', ''],
  ])('refuses the code with %s', async (_case, verifier) => {
    const browser = new HttpBrowser();
    const identity = newIdentity(target.provider);
    const callback = await reachCallback(browser, target, { account: identity.sub });
    const { db } = testDatabase();
    await db
      .update(oidcLoginStates)
      .set({ codeVerifier: verifier })
      .where(eq(oidcLoginStates.stateHash, stateHashOf(browser)));
    await expectCleanFailure(browser, await visitCallback(browser, callback), 'provider_error', identity.email);
  });

  it('refuses a sign-in that took longer than 10 minutes', async () => {
    const browser = new HttpBrowser();
    const identity = newIdentity(target.provider);
    const callback = await reachCallback(browser, target, { account: identity.sub });
    const { db } = testDatabase();
    await db
      .update(oidcLoginStates)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(oidcLoginStates.stateHash, stateHashOf(browser)));
    await expectCleanFailure(browser, await visitCallback(browser, callback), 'expired', identity.email);
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const browser = new HttpBrowser();
    const identity = newIdentity(target.provider);
    const callback = await reachCallback(browser, target, { account: identity.sub });
    const { db } = testDatabase();
    await db
      .update(oidcLoginStates)
      .set({ nonce: 'another-nonce-value' })
      .where(eq(oidcLoginStates.stateHash, stateHashOf(browser)));
    await expectCleanFailure(browser, await visitCallback(browser, callback), 'verification_failed', identity.email);
  });

  it.each([
    ['made for another client', { aud: 'another-client' }],
    ['from another issuer', { iss: 'http://127.0.0.1:9' }],
    ['that has expired', { exp: Math.floor(Date.now() / 1000) - 3600 }],
  ])('refuses an ID token %s', async (_case, change) => {
    const browser = new HttpBrowser();
    const identity = newIdentity(target.provider);
    const callback = await reachCallback(browser, target, { account: identity.sub });
    target.provider.tamperNextIdToken((claims) => ({ ...claims, ...change }));
    await expectCleanFailure(browser, await visitCallback(browser, callback), 'verification_failed', identity.email);
  });

  it('fails cleanly when the issuer goes down before the code is exchanged', async () => {
    const { port, release } = await holdPort();
    const publicUrl = `http://127.0.0.1:${port}`;
    const provider = await startTestOidcProvider({ redirectUris: [`${publicUrl}/api/auth/oidc/callback`] });
    const app = await createTestApp({
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      PUBLIC_URL: publicUrl,
    });
    await release();
    await app.listen({ port, host: '127.0.0.1' });
    const identity = newIdentity(provider);
    const browser = new HttpBrowser();
    const callback = await reachCallback(browser, { app, provider, publicUrl }, { account: identity.sub });
    await provider.close();
    const landing = await visitCallback(browser, callback);
    expect(landing).toBe('/login?error=unavailable');
    expect(await sessionUser(browser, publicUrl)).toBeNull();
    expect(await usersWithEmail(identity.email)).toHaveLength(0);
  });
});

describe('an issuer that cannot be reached', () => {
  it('starts anyway, explains it on the sign-in screen and at start, and password sign-in keeps working', async () => {
    const app = await createTestApp({
      OIDC_ISSUER: `http://127.0.0.1:${await freePort()}`,
      OIDC_CLIENT_ID: 'uh',
      OIDC_CLIENT_SECRET: 'secret',
    });
    const options = await app.inject({ method: 'GET', url: '/api/auth/options' });
    expect(options.json().oidcSignIn).toEqual({ isConfigured: true, providerName: 'Google', error: 'unavailable' });
    const start = await app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(start.headers.location).toBe('/login?error=unavailable');
    expect(start.cookies.find((cookie) => cookie.name === STATE_COOKIE)).toBeUndefined();

    const { account } = await signUp(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: account.username, password: account.password },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('POST /api/auth/oidc/logout', () => {
  it('ends the session and names the issuer page that ends its own session', async () => {
    const browser = new HttpBrowser();
    const identity = newIdentity(target.provider);
    await signInThroughIssuer(browser, target, { account: identity.sub });
    const response = await browser.request(`${target.publicUrl}/api/auth/oidc/logout`, { method: 'POST' });
    expect(response.status).toBe(200);
    const redirect = new URL(((await response.json()) as { redirectUrl: string }).redirectUrl);
    expect(redirect.origin + redirect.pathname).toBe(`${target.provider.issuer}/session/end`);
    expect(redirect.searchParams.get('client_id')).toBe(target.provider.clientId);
    expect(redirect.searchParams.get('post_logout_redirect_uri')).toBe(`${target.publicUrl}/login`);
    expect(await sessionUser(browser, target.publicUrl)).toBeNull();
  });
});
