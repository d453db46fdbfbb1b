import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oidcLoginStates } from '../../db/schema';
import { newChecks, type OidcChecks } from '../../providers/oidc/oidc-issuer';

/** How long a person has between leaving for the issuer and coming back. */
export const LOGIN_STATE_TTL_MINUTES = 10;

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

export type PendingSignIn = OidcChecks & { returnTo: string; linkUserId: number | null; inviteCode: string | null };

/** What a sign-in keeps while the person is at the issuer; `inviteCode` only for a first sign-in by invitation. */
export type SignInIntent = { returnTo: string; linkUserId: number | null; inviteCode?: string | null };

/**
 * Starts a sign-in: fresh state, nonce and PKCE verifier, kept on the server under the state's
 * hash (a leaked table row cannot be matched to a callback); only the state goes in the URL.
 */
export async function createLoginState(db: Database, { returnTo, linkUserId, inviteCode = null }: SignInIntent): Promise<OidcChecks> {
  const checks = newChecks();
  // Abandoned sign-ins are swept by the next one, so the table stays small without a job.
  await db.delete(oidcLoginStates).where(lt(oidcLoginStates.createdAt, sql`now() - make_interval(mins => ${LOGIN_STATE_TTL_MINUTES})`));
  await db.insert(oidcLoginStates).values({
    stateHash: hashState(checks.state),
    nonce: checks.nonce,
    codeVerifier: checks.codeVerifier,
    returnTo,
    linkUserId,
    inviteCode,
  });
  return checks;
}

/**
 * Takes the pending sign-in for this state, once: the row is deleted whatever happens next, so a
 * replayed callback finds nothing. Null when unknown, already used or older than the time allowed.
 */
export async function consumeLoginState(db: Database, state: string): Promise<PendingSignIn | null> {
  const [row] = await db
    .delete(oidcLoginStates)
    .where(eq(oidcLoginStates.stateHash, hashState(state)))
    .returning({
      nonce: oidcLoginStates.nonce,
      codeVerifier: oidcLoginStates.codeVerifier,
      returnTo: oidcLoginStates.returnTo,
      linkUserId: oidcLoginStates.linkUserId,
      inviteCode: oidcLoginStates.inviteCode,
      isFresh: sql<boolean>`${oidcLoginStates.createdAt} > now() - make_interval(mins => ${LOGIN_STATE_TTL_MINUTES})`,
    });
  if (!row?.isFresh) return null;
  return {
    state,
    nonce: row.nonce,
    codeVerifier: row.codeVerifier,
    returnTo: row.returnTo,
    linkUserId: row.linkUserId,
    inviteCode: row.inviteCode,
  };
}
