import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { HttpBrowser } from '../../../test/http-browser';
import { newIdentity, reachCallback, sessionUser, signInThroughIssuer, startOidcTestApp, visitCallback } from '../../../test/oidc-flow';
import type { AccountChooser } from '../../../test/oidc-test-provider';
import { testDatabase } from '../../../test/test-app';

type LogLine = { level: number; msg: string; code?: string; providerError?: string; providerErrorDescription?: string };

/** The app signing in through an issuer that treats the account chooser as told, logging into memory. */
async function appWithIssuer(accountChooser: AccountChooser) {
  const text: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text.push(chunk.toString());
      done();
    },
  });
  const target = await startOidcTestApp({}, { accountChooser, logger: { level: 'info', stream } });
  const lines = () =>
    text
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  return { target, lines, rawLog: () => text.join('') };
}

const failures = (lines: LogLine[]) => lines.filter((line) => line.msg.startsWith('OpenID Connect sign-in failed'));

describe('an issuer without the account chooser', () => {
  it('is not asked for it, and the sign-in succeeds', async () => {
    const { target } = await appWithIssuer('unsupported');
    const browser = new HttpBrowser();
    const start = await browser.request(`${target.publicUrl}/api/auth/oidc/start`);
    expect(new URL(start.headers.get('location')!).searchParams.has('prompt')).toBe(false);

    const identity = newIdentity(target.provider);
    const landing = await signInThroughIssuer(browser, target, { account: identity.sub });
    expect(landing).toBe('/login?signedIn=1&next=%2F&new=1');
    expect(await sessionUser(browser, target.publicUrl)).toMatchObject({ email: identity.email });
  });

  it('that lists it but refuses it gets one more try without it, and the refusal is logged', async () => {
    const { target, lines } = await appWithIssuer('listed-but-refused');
    const browser = new HttpBrowser();
    const identity = newIdentity(target.provider);
    const start = await browser.request(`${target.publicUrl}/api/auth/oidc/start`);
    expect(new URL(start.headers.get('location')!).searchParams.get('prompt')).toBe('select_account');

    // The issuer sends the browser back with its refusal; the app goes back to it without the prompt.
    const refusal = await browser.follow(start.headers.get('location')!, target.provider.issuer);
    const retry = await browser.request(refusal.url);
    const retryUrl = new URL(retry.headers.get('location')!);
    expect(retryUrl.origin).toBe(target.provider.issuer);
    expect(retryUrl.searchParams.has('prompt')).toBe(false);

    const landing = await signInThroughIssuer(browser, target, { account: identity.sub });
    expect(landing).toBe('/login?signedIn=1&next=%2F&new=1');
    expect(failures(lines())).toEqual([
      expect.objectContaining({
        code: 'provider_error',
        providerError: 'invalid_request',
        providerErrorDescription: 'unsupported prompt value requested',
      }),
    ]);
  });
});

describe('a failed sign-in', () => {
  it('is logged with the issuer’s error code and description', async () => {
    const { target, lines } = await appWithIssuer('offered');
    const identity = newIdentity(target.provider);
    const landing = await signInThroughIssuer(new HttpBrowser(), target, { account: identity.sub, cancelAt: 'sign-in' });
    expect(landing).toBe('/login?error=cancelled');
    expect(failures(lines())).toEqual([
      expect.objectContaining({
        code: 'cancelled',
        providerError: 'access_denied',
        providerErrorDescription: 'End-User aborted interaction',
      }),
    ]);
  });

  it('logs a failed query by its error code, never the e-mail and name it carried', async () => {
    const { target, lines, rawLog } = await appWithIssuer('offered');
    // An address too long for the e-mail index: the database refuses the new account's row.
    const email = `${randomBytes(3000).toString('base64url')}@example.com`;
    const identity = newIdentity(target.provider, { email, name: 'Quinn Unlogged' });
    const landing = await signInThroughIssuer(new HttpBrowser(), target, { account: identity.sub });
    expect(landing).toBe('/login?error=server_error');
    expect(failures(lines())).toEqual([
      expect.objectContaining({ code: 'server_error', error: expect.objectContaining({ sqlState: '54000' }) }),
    ]);
    expect(rawLog()).not.toContain(email.slice(0, 40));
    expect(rawLog()).not.toContain('Quinn Unlogged');
  });
});

describe('claims with control characters', () => {
  it('sign in with a NUL taken out of the name', async () => {
    const { target } = await appWithIssuer('offered');
    const browser = new HttpBrowser();
    const identity = newIdentity(target.provider, { name: 'Robin\u0000 Tester' });
    const landing = await signInThroughIssuer(browser, target, { account: identity.sub });
    expect(landing).toBe('/login?signedIn=1&next=%2F&new=1');
    const user = await sessionUser(browser, target.publicUrl);
    expect(user?.displayName).toBe('Robin Tester');
    const { db } = testDatabase();
    const [row] = await db.select({ displayName: users.displayName }).from(users).where(eq(users.id, user!.id));
    expect(row?.displayName).toBe('Robin Tester');
  });
});

/** Goes through the issuer's "Sign out?" page from its end-session URL; returns where it sends the browser. */
async function signOutAtIssuer(browser: HttpBrowser, endSessionUrl: string, issuer: string): Promise<URL> {
  const confirmPage = await browser.follow(endSessionUrl, issuer);
  const html = await confirmPage.response!.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !xsrf) throw new Error(`No sign-out form on the issuer's page:\n${html.slice(0, 500)}`);
  const confirmed = await browser.request(new URL(action, issuer), { form: { xsrf, logout: 'yes' } });
  return (await browser.follow(new URL(confirmed.headers.get('location')!, issuer), issuer)).url;
}

describe('signing out of the issuer too', () => {
  it('names the signed-in session with its ID token, so the next sign-in asks who it is again', async () => {
    // No account chooser: only the issuer's own session decides whether its sign-in page shows.
    const { target } = await appWithIssuer('unsupported');
    const browser = new HttpBrowser();
    const identity = newIdentity(target.provider);
    await signInThroughIssuer(browser, target, { account: identity.sub });

    // Still signed in at the issuer: the next sign-in comes straight back without its sign-in page.
    const again = await browser.request(`${target.publicUrl}/api/auth/oidc/start`);
    const straightBack = await browser.follow(again.headers.get('location')!, target.provider.issuer);
    expect(straightBack.url.pathname).toBe('/api/auth/oidc/callback');
    await visitCallback(browser, straightBack.url);

    const logout = await browser.request(`${target.publicUrl}/api/auth/oidc/logout`, { method: 'POST' });
    const { redirectUrl } = (await logout.json()) as { redirectUrl: string };
    expect(new URL(redirectUrl).searchParams.get('id_token_hint')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const back = await signOutAtIssuer(browser, redirectUrl, target.provider.issuer);
    expect(back.href).toBe(`${target.publicUrl}/login`);
    expect(await sessionUser(browser, target.publicUrl)).toBeNull();

    const next = await browser.request(`${target.publicUrl}/api/auth/oidc/start`);
    const issuerPage = await browser.follow(next.headers.get('location')!, target.provider.issuer);
    expect(await issuerPage.response!.text()).toContain('Sign in to Test Identity Provider');
    // reachCallback goes through that page as the person would.
    await visitCallback(browser, await reachCallback(browser, target, { account: identity.sub }));
    expect(await sessionUser(browser, target.publicUrl)).toMatchObject({ email: identity.email });
  });
});
