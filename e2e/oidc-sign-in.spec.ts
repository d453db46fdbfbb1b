import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestOidcProvider, type TestIdentity, type TestOidcProvider } from '../server/test/oidc-test-provider';
import { freePort, startServerProcess, type ServerProcess } from '../server/test/server-process';
import { openPage, uniqueUser, useBrowser } from './support/browser';
import { axeViolations, toastTitled } from './support/page-helpers';

useBrowser();

// The built app with "Sign in with Google" pointed at a real OpenID Connect issuer on 127.0.0.1.
let provider: TestOidcProvider;
let app: ServerProcess;
let appUrl: string;
let dataDir: string;

beforeAll(async () => {
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  provider = await startTestOidcProvider({
    redirectUris: [`${appUrl}/api/auth/oidc/callback`],
    postLogoutRedirectUris: [`${appUrl}/login`],
  });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'uh-e2e-oidc-'));
  app = await startServerProcess({
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_DB_PORT: String(await freePort()),
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    PUBLIC_URL: appUrl,
  });
});
afterAll(async () => {
  app?.child.kill('SIGTERM');
  await app?.exited;
  await provider?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let counter = 0;
function newIdentity(overrides: Partial<TestIdentity> = {}): Required<Omit<TestIdentity, 'picture'>> {
  counter += 1;
  const sub = `oidc_${Date.now().toString(36)}_${counter}`;
  const identity = { sub, email: `${sub}@example.com`, emailVerified: true, name: 'Morgan Provider', ...overrides };
  provider.addIdentity(identity);
  return identity;
}

async function openGoogleTab() {
  const page = await openPage(`${appUrl}/login`);
  await page.getByRole('tab', { name: 'Google' }).click();
  await page.getByText('You will choose a Google account, then come back here signed in.').waitFor();
  return page;
}

/** On the issuer's own pages: the account chooser / sign-in, then (the first time) consent. */
async function signInAtIssuer(page: Page, account: string, backTo = appUrl) {
  await page.getByRole('heading', { name: 'Sign in to Test Identity Provider' }).waitFor();
  await page.getByLabel('Account').fill(account);
  const signInPage = page.url();
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Next comes the consent page (first time for this account) or straight back to the app.
  await page.waitForURL((url) => url.href !== signInPage);
  if (new URL(page.url()).origin !== backTo) await page.getByRole('button', { name: 'Allow' }).click();
}

async function signInWithGoogle(identity: { sub: string }) {
  const page = await openGoogleTab();
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await signInAtIssuer(page, identity.sub);
  await page.waitForURL(`${appUrl}/`);
  return page;
}

describe('Sign in with Google (any OpenID Connect issuer)', () => {
  it('passes an accessibility scan of the Google tab, then signs in on the issuer’s pages and lands on / greeted once', async () => {
    const page = await openGoogleTab();
    expect(await axeViolations(page)).toEqual([]);
    const identity = newIdentity();

    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    // Looked for from the start: the greeting shows for 5 s, which a busy machine can spend on the checks below.
    const greeted = toastTitled(page, 'Google Sign-in successful').getByText('Welcome, Morgan Provider!').waitFor({ timeout: 60_000 });
    await signInAtIssuer(page, identity.sub);
    await page.waitForURL(`${appUrl}/`);
    await page.getByRole('banner').getByText('Morgan Provider').waitFor();
    // A new account: welcomed, not welcomed back.
    await page.getByRole('heading', { name: 'Welcome, Morgan!' }).waitFor();
    await greeted;

    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Morgan!' }).waitFor();
    expect(await toastTitled(page, 'Google Sign-in successful').count()).toBe(0);
  });

  it('comes back to /login with the failure toast when the person cancels at the issuer', async () => {
    const page = await openGoogleTab();
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByRole('heading', { name: 'Sign in to Test Identity Provider' }).waitFor();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await toastTitled(page, 'Google Sign-in failed').getByText('You cancelled signing in with Google.').waitFor();
    await page.waitForURL(`${appUrl}/login`);
    await page.getByRole('tab', { name: 'Google', selected: true }).waitFor();
  });

  it('gives an address nobody proved to the person Google vouches for, and tells the account that only typed it', async () => {
    const page = await openPage(`${appUrl}/login`);
    const account = uniqueUser();
    expect((await page.request.post(`${appUrl}/api/register`, { data: account })).status()).toBe(201);
    await page.request.post(`${appUrl}/api/logout`);
    const identity = newIdentity({ email: account.email });

    await page.goto(`${appUrl}/login`);
    await page.getByRole('tab', { name: 'Google' }).click();
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await signInAtIssuer(page, identity.sub);
    await toastTitled(page, 'Your e-mail address is yours here')
      .getByText(/Google confirmed it is yours/)
      .waitFor();
    await page.waitForURL(`${appUrl}/`);

    // The account that registered the address keeps its data and learns why its address changed.
    await page.request.post(`${appUrl}/api/logout`);
    await page.goto(`${appUrl}/login`);
    await page.getByLabel('Username', { exact: true }).fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await toastTitled(page, 'Your e-mail address was released')
      .getByText(/enter your own address/)
      .waitFor();
  });
});

describe('Settings → Sign-in methods and Logout', () => {
  it('sets a first password, unlinks and links again, with an accessible section', async () => {
    const identity = newIdentity();
    const page = await signInWithGoogle(identity);
    await page.goto(`${appUrl}/settings/security#sign-in-methods`);
    const methods = page.getByRole('region', { name: 'Sign-in methods' });
    await methods.getByText(identity.email).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const unlink = methods.getByRole('button', { name: `Unlink Google (${identity.email})` });
    expect(await unlink.isDisabled()).toBe(true);
    await methods.getByText('It is your only way to sign in: set a password before unlinking it.', { exact: false }).waitFor();

    await methods.getByLabel('Password', { exact: true }).fill('morning-sun-30');
    await methods.getByLabel('Confirm password').fill('morning-sun-30');
    await methods.getByRole('button', { name: 'Set password' }).click();
    await toastTitled(page, 'Password set').waitFor();
    await methods.getByText('Set. Change it under Password.').waitFor();

    await unlink.click();
    await toastTitled(page, 'Google unlinked').waitFor();
    await methods.getByText('No linked accounts yet.').waitFor();

    await methods.getByRole('button', { name: 'Link a Google account' }).click();
    await signInAtIssuer(page, identity.sub);
    await toastTitled(page, 'Google linked').waitFor();
    await methods.getByText(identity.email).waitFor();
  });

  it('an account made through the provider has no password to change, and deletes itself once its username is typed', async () => {
    const identity = newIdentity();
    const page = await signInWithGoogle(identity);
    const username = ((await (await page.request.get(`${appUrl}/api/user`)).json()) as { username: string }).username;
    await page.goto(`${appUrl}/settings/security`);
    const password = page.getByRole('region', { name: 'Password', exact: true });
    await password.getByText('This account has no password yet: it signs in with Google.', { exact: false }).waitFor();
    expect(await password.getByLabel('Current password').count()).toBe(0);

    await page.goto(`${appUrl}/settings/data`);

    const field = page.getByLabel(`Type your username (${username}) to confirm`);
    await field.fill('not-me');
    await page.getByRole('button', { name: 'Delete account', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();
    await page.locator('#delete-account').getByText('Type your username exactly to confirm').waitFor();
    await field.fill(username);
    await page.getByRole('button', { name: 'Delete account', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();
    await page.waitForURL(`${appUrl}/login`);
    await toastTitled(page, 'Account deleted').waitFor();
  });

  it('signs out of the issuer too when the person asks for it', async () => {
    const page = await signInWithGoogle(newIdentity());
    await page.goto(`${appUrl}/profile`);
    await page.getByLabel('Sign out of Google too').check();
    expect(await page.getByLabel('Sign out of Google too').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Sign out of Test Identity Provider?' }).waitFor();
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL(`${appUrl}/login`);
    await page.getByText('Sign in to access your Ultimate Human Dashboard').waitFor();

    // Signed out at the issuer as well: it asks who is signing in again, and the app has no session.
    expect((await page.request.get(`${appUrl}/api/user`)).status()).toBe(401);
  });
});

describe('an issuer without an account chooser (a strict OpenID Connect provider)', () => {
  let strictProvider: TestOidcProvider;
  let strictApp: ServerProcess;
  let strictUrl: string;
  let strictDataDir: string;

  beforeAll(async () => {
    const port = await freePort();
    strictUrl = `http://127.0.0.1:${port}`;
    strictProvider = await startTestOidcProvider({
      redirectUris: [`${strictUrl}/api/auth/oidc/callback`],
      postLogoutRedirectUris: [`${strictUrl}/login`],
      accountChooser: 'unsupported',
    });
    strictDataDir = mkdtempSync(path.join(os.tmpdir(), 'uh-e2e-oidc-strict-'));
    strictApp = await startServerProcess({
      PORT: String(port),
      DATA_DIR: strictDataDir,
      EMBEDDED_DB_PORT: String(await freePort()),
      OIDC_ISSUER: strictProvider.issuer,
      OIDC_CLIENT_ID: strictProvider.clientId,
      OIDC_CLIENT_SECRET: strictProvider.clientSecret,
      OIDC_PROVIDER_NAME: 'Company SSO',
      PUBLIC_URL: strictUrl,
    });
  });
  afterAll(async () => {
    strictApp?.child.kill('SIGTERM');
    await strictApp?.exited;
    await strictProvider?.close();
    rmSync(strictDataDir, { recursive: true, force: true });
  });

  it('signs in, and Logout ends the issuer session too by default, so the next sign-in asks who it is', async () => {
    const identity = {
      sub: `strict_${Date.now().toString(36)}`,
      email: `strict_${Date.now().toString(36)}@example.com`,
      emailVerified: true,
      name: 'Sasha Strict',
    };
    strictProvider.addIdentity(identity);
    const page = await openPage(`${strictUrl}/login`);
    await page.getByRole('tab', { name: 'Company SSO' }).click();
    await page.getByRole('button', { name: 'Sign in with Company SSO' }).click();
    await signInAtIssuer(page, identity.sub, strictUrl);
    await page.waitForURL(`${strictUrl}/`);
    await page.getByRole('heading', { name: 'Welcome, Sasha!' }).waitFor();

    await page.goto(`${strictUrl}/profile`);
    const alsoThere = page.getByLabel('Sign out of Company SSO too');
    await alsoThere.waitFor();
    expect(await alsoThere.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Sign out of Test Identity Provider?' }).waitFor();
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL(`${strictUrl}/login`);

    await page.getByRole('tab', { name: 'Company SSO' }).click();
    await page.getByRole('button', { name: 'Sign in with Company SSO' }).click();
    // Not straight back into the previous account: the issuer asks who is signing in.
    await page.getByRole('heading', { name: 'Sign in to Test Identity Provider' }).waitFor();
  });
});
