import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, userIdentities } from '../../db/schema';
import { HttpBrowser } from '../../../test/http-browser';
import { newIdentity, signInThroughIssuer, startOidcTestApp, type OidcTestApp } from '../../../test/oidc-flow';
import { newAccount, testDatabase } from '../../../test/test-app';

let target: OidcTestApp;
beforeAll(async () => {
  target = await startOidcTestApp();
});

const api = (path: string) => `${target.publicUrl}${path}`;
const REFUSAL = {
  message: "Confirm it's you first: enter your password, or sign in with your provider again.",
  reason: 'recent_authentication_required',
};

/** Dates the browser's session sign-in 11 minutes back: the session still works, its proof is no longer recent. */
async function ageSignIn(browser: HttpBrowser) {
  const tokenHash = createHash('sha256')
    .update(browser.cookie(target.publicUrl, 'uh_session') ?? '')
    .digest('hex');
  const { db } = testDatabase();
  await db
    .update(sessions)
    .set({ authenticatedAt: sql`now() - interval '11 minutes'` })
    .where(eq(sessions.tokenHash, tokenHash));
}

async function passwordAccount() {
  const browser = new HttpBrowser();
  const account = newAccount();
  const response = await browser.request(api('/api/register'), { json: account });
  expect(response.status).toBe(201);
  return { browser, account, user: (await response.json()) as { id: number } };
}

describe('changing how an account signs in', () => {
  it('needs a recent sign-in to link a provider; a confirmed password makes it recent again', async () => {
    const { browser, account, user } = await passwordAccount();
    await ageSignIn(browser);
    const identity = newIdentity(target.provider);

    const start = await browser.request(api('/api/auth/oidc/start?intent=link'));
    expect(start.headers.get('location')).toBe('/settings/security?linkError=recent_authentication_required#sign-in-methods');

    const wrong = await browser.request(api('/api/auth/reauthenticate'), { json: { password: 'not-the-password' } });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ message: 'password: The password is not correct' });
    const confirmed = await browser.request(api('/api/auth/reauthenticate'), { json: { password: account.password } });
    expect(confirmed.status).toBe(204);

    expect(await signInThroughIssuer(browser, target, { account: identity.sub, intent: 'link' })).toBe(
      '/settings/security?linked=1#sign-in-methods',
    );
    const { db } = testDatabase();
    expect(await db.select().from(userIdentities).where(eq(userIdentities.userId, user.id))).toHaveLength(1);
  });

  it('needs a recent sign-in to unlink a provider', async () => {
    const { browser, account } = await passwordAccount();
    const identity = newIdentity(target.provider);
    await signInThroughIssuer(browser, target, { account: identity.sub, intent: 'link' });
    const { identities } = (await (await browser.request(api('/api/auth/sign-in-methods'))).json()) as { identities: { id: number }[] };
    await ageSignIn(browser);

    const refused = await browser.request(api(`/api/auth/identities/${identities[0]!.id}`), { method: 'DELETE' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(REFUSAL);

    await browser.request(api('/api/auth/reauthenticate'), { json: { password: account.password } });
    expect((await browser.request(api(`/api/auth/identities/${identities[0]!.id}`), { method: 'DELETE' })).status).toBe(204);
  });

  it('needs a recent provider sign-in to set a first password; a new sign-in through the provider gives one', async () => {
    const browser = new HttpBrowser();
    const identity = newIdentity(target.provider);
    await signInThroughIssuer(browser, target, { account: identity.sub });
    await ageSignIn(browser);

    const refused = await browser.request(api('/api/auth/password'), { json: { newPassword: 'morning-sun-30' } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(REFUSAL);
    // Without a password to confirm, the page sends the person through the provider again.
    const noPassword = await browser.request(api('/api/auth/reauthenticate'), { json: { password: 'anything' } });
    expect(noPassword.status).toBe(409);

    await signInThroughIssuer(browser, target, { account: identity.sub, returnTo: '/settings' });
    expect((await browser.request(api('/api/auth/password'), { json: { newPassword: 'morning-sun-30' } })).status).toBe(204);
  });

  it('refuses a malformed confirmation with a message naming the field', async () => {
    const { browser } = await passwordAccount();
    const response = await browser.request(api('/api/auth/reauthenticate'), { json: { password: '' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('password');
  });
});
