import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invites } from '../../db/schema';
import { HttpBrowser, passIssuerPages } from '../../../test/http-browser';
import { newIdentity, sessionUser, startOidcTestApp, visitCallback } from '../../../test/oidc-flow';
import { testDatabase } from '../../../test/test-app';

// A first sign-in through the provider creates an account: it follows the registration mode too.
const target = await startOidcTestApp({ REGISTRATION: 'invite' });

async function signInWithInvite(browser: HttpBrowser, account: string, inviteCode?: string): Promise<string> {
  const query = new URLSearchParams(inviteCode ? { inviteCode } : {});
  const start = await browser.request(`${target.publicUrl}/api/auth/oidc/start?${query}`);
  expect(start.status).toBe(302);
  const callback = await passIssuerPages(browser, new URL(start.headers.get('location')!, target.publicUrl), { account });
  return visitCallback(browser, callback);
}

async function storedInvite(): Promise<{ id: number; code: string }> {
  const code = randomBytes(32).toString('base64url');
  const [row] = await testDatabase()
    .db.insert(invites)
    .values({
      codeHash: createHash('sha256').update(code).digest('hex'),
      createdByUsername: 'operator',
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: invites.id });
  return { id: row!.id, code };
}

describe('OpenID Connect sign-in on a server that registers by invitation', () => {
  it('refuses a first sign-in without an invite, naming why', async () => {
    const browser = new HttpBrowser();
    const identity = newIdentity(target.provider);
    expect(await signInWithInvite(browser, identity.sub)).toBe('/login?error=invite_required');
    expect(await sessionUser(browser, target.publicUrl)).toBeNull();
  });

  it('creates the account with an invite carried through the start URL, and uses the invite up', async () => {
    const browser = new HttpBrowser();
    const identity = newIdentity(target.provider);
    const invite = await storedInvite();
    const landing = await signInWithInvite(browser, identity.sub, invite.code);
    expect(landing).toContain('new=1');
    const user = await sessionUser(browser, target.publicUrl);
    expect(user?.email).toBe(identity.email);
    const [row] = await testDatabase().db.select().from(invites).where(eq(invites.id, invite.id));
    expect(row!.usedAt).not.toBeNull();
    expect(row!.usedByUsername).toBe(user!.username);

    const other = newIdentity(target.provider);
    expect(await signInWithInvite(new HttpBrowser(), other.sub, invite.code)).toBe('/login?error=invite_unusable');
  });
});
