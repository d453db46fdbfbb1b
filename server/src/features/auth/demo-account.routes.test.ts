import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { startOidcTestApp } from '../../../test/oidc-flow';
import { createTestApp, sessionCookieOf, signUp, testDatabase, uniqueName } from '../../../test/test-app';
import { writeDemoSample } from '../../demo-sample';
import { seedDemoAccount } from './auth.service';

const DEMO_PASSWORD = 'demo-pass-1234';
const shared = (what: string) => `The demo account is shared: ${what}. Create your own account to do this.`;

let app: App;
let demo: { username: string; password: string };
beforeAll(async () => {
  demo = { username: uniqueName('demo'), password: DEMO_PASSWORD };
  // The configured name in other letter case: usernames are one account whatever their case.
  app = await createTestApp({ DEMO_USERNAME: demo.username.toUpperCase(), DEMO_PASSWORD });
  await seedDemoAccount(testDatabase().db, demo, writeDemoSample);
});

const signIn = (target: App, account: { username: string; password: string }) =>
  target.inject({ method: 'POST', url: '/api/login', payload: account });

async function demoCookie() {
  const response = await signIn(app, demo);
  expect(response.statusCode).toBe(200);
  return sessionCookieOf(response);
}

/** The demo still signs in with the password the sign-in screen shows. */
async function expectAdvertisedLoginWorks() {
  const options = (await app.inject({ method: 'GET', url: '/api/auth/options' })).json();
  const response = await signIn(app, { username: demo.username, password: options.demoAccount.password });
  expect(response.statusCode).toBe(200);
}

const expectRefused = (response: { statusCode: number; json: () => unknown }, what: string) => {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ message: shared(what) });
};

const get = async (cookie: string, url: string) => (await app.inject({ method: 'GET', url, headers: { cookie } })).json();

describe('the demo account', () => {
  it('is created with a small sample to look at', async () => {
    const cookie = await demoCookie();
    expect(await get(cookie, '/api/account/contents')).toMatchObject({
      isEmpty: false,
      records: { thirtyThirtyThirtyLogs: 4, fastingLogs: 1, coldExposureLogs: 2, biometricLogs: 7, dailyChecklists: 3 },
    });
  });

  it('cannot change its password', async () => {
    const cookie = await demoCookie();
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie },
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'locked-you-out' },
    });
    expectRefused(response, 'its password cannot be changed');
    await expectAdvertisedLoginWorks();
    expect((await signIn(app, { username: demo.username, password: 'locked-you-out' })).statusCode).toBe(401);
  });

  it('cannot change its e-mail address, but saves the rest of the account form', async () => {
    const cookie = await demoCookie();
    const before = await get(cookie, '/api/user');
    const refused = await app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie },
      payload: { displayName: 'Visitor', email: `${uniqueName()}@example.com` },
    });
    expectRefused(refused, 'its e-mail address cannot be changed');
    const otherCase = { displayName: 'Visitor', email: before.email.toUpperCase() };
    expectRefused(
      await app.inject({ method: 'PATCH', url: '/api/account', headers: { cookie }, payload: otherCase }),
      'its e-mail address cannot be changed',
    );
    expect(await get(cookie, '/api/user')).toMatchObject({ email: before.email, displayName: before.displayName });

    // The settings form sends the e-mail it shows along with the name.
    const saved = await app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie },
      payload: { displayName: 'Visitor', email: before.email },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ displayName: 'Visitor', email: before.email });
  });

  it('cannot delete itself', async () => {
    const cookie = await demoCookie();
    const response = await app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie }, payload: { password: DEMO_PASSWORD } });
    expectRefused(response, 'it cannot be deleted');
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
    await expectAdvertisedLoginWorks();
  });

  it('cannot import an export or an Apple Health file', async () => {
    const other = await signUp(app);
    await app.inject({
      method: 'POST',
      url: '/api/protocols/thirty',
      headers: { cookie: other.cookie },
      payload: { proteinAmount: 40, exerciseDuration: 1800 },
    });
    const exported = await get(other.cookie, '/api/account/export');
    const cookie = await demoCookie();
    const before = await get(cookie, '/api/account/contents');

    const imported = await app.inject({ method: 'POST', url: '/api/account/import', headers: { cookie }, payload: exported });
    expectRefused(imported, 'nothing can be imported into it');
    const upload = await app.inject({
      method: 'POST',
      url: '/api/wearables/apple-health/imports?fileName=export.zip',
      headers: { cookie, 'content-type': 'application/zip' },
      payload: Buffer.from('PK\u0003\u0004 not really a zip'),
    });
    expectRefused(upload, 'nothing can be imported into it');

    expect(await get(cookie, '/api/account/contents')).toEqual(before);
    expect(await get(cookie, '/api/wearables/apple-health/imports')).toEqual([]);
  });

  it('cannot set a password or unlink a sign-in method', async () => {
    const cookie = await demoCookie();
    const setPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie },
      payload: { newPassword: 'locked-you-out' },
    });
    expectRefused(setPassword, 'its sign-in methods cannot be changed');
    const unlink = await app.inject({ method: 'DELETE', url: '/api/auth/identities/1', headers: { cookie } });
    expectRefused(unlink, 'its sign-in methods cannot be changed');
    expect(await get(cookie, '/api/auth/sign-in-methods')).toMatchObject({ hasPassword: true, identities: [] });
    await expectAdvertisedLoginWorks();
  });

  it('cannot create an embed token', async () => {
    const cookie = await demoCookie();
    const response = await app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie },
      payload: { name: 'My blog', expiresIn: '7d' },
    });
    expectRefused(response, 'it cannot create tokens');
    expect(await get(cookie, '/api/tokens')).toEqual([]);
  });

  it('still logs, edits and talks to the coach like any account', async () => {
    const cookie = await demoCookie();
    const logged = await app.inject({
      method: 'POST',
      url: '/api/protocols/thirty',
      headers: { cookie },
      payload: { proteinAmount: 31, exerciseDuration: 1700 },
    });
    expect(logged.statusCode).toBe(201);
    const settings = await app.inject({ method: 'PATCH', url: '/api/settings', headers: { cookie }, payload: { weightUnit: 'kg' } });
    expect(settings.statusCode).toBe(200);
  });
});

describe('an account of its own', () => {
  it('changes its e-mail and password, creates a token and deletes itself as before', async () => {
    const { cookie, account } = await signUp(app);
    const email = await app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie },
      payload: { email: `${uniqueName()}@example.com` },
    });
    expect(email.statusCode).toBe(200);
    const password = await app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie },
      payload: { currentPassword: account.password, newPassword: 'a-new-password' },
    });
    expect(password.statusCode).toBe(204);
    const token = await app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie },
      payload: { name: 'My blog', expiresIn: '7d' },
    });
    expect(token.statusCode).toBe(201);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie },
      payload: { password: 'a-new-password' },
    });
    expect(deleted.statusCode).toBe(204);
  });

  it('may be named like the demo when the demo is off', async () => {
    const username = uniqueName('demo');
    const noDemo = await createTestApp({ SEED_DEMO_ACCOUNT: 'false', DEMO_USERNAME: username });
    const { cookie } = await signUp(noDemo, { username });
    const token = await noDemo.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie },
      payload: { name: 'My blog', expiresIn: '7d' },
    });
    expect(token.statusCode).toBe(201);
  });
});

describe('linking a provider', () => {
  it('is refused to the demo account before it leaves for the issuer, and open to others', async () => {
    const username = uniqueName('demo');
    const target = await startOidcTestApp({ DEMO_USERNAME: username, DEMO_PASSWORD });
    await seedDemoAccount(testDatabase().db, { username, password: DEMO_PASSWORD }, writeDemoSample);
    const demoLogin = await target.app.inject({ method: 'POST', url: '/api/login', payload: { username, password: DEMO_PASSWORD } });
    const start = (cookie: string) =>
      target.app.inject({ method: 'GET', url: '/api/auth/oidc/start?intent=link', headers: { cookie, 'sec-fetch-site': 'same-origin' } });

    expectRefused(await start(sessionCookieOf(demoLogin)), 'its sign-in methods cannot be changed');
    const { cookie } = await signUp(target.app);
    const other = await start(cookie);
    expect(other.statusCode).toBe(302);
    expect(other.headers.location).toContain(target.provider.issuer);
  });
});
