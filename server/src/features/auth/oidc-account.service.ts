import { ADMIN_MESSAGES, REGISTRATION_MESSAGES } from '@uh/core/admin/admin.schema';
import { AUTH_LIMITS } from '@uh/core/auth/auth.schema';
import { releasedEmailFor } from '@uh/core/auth/released-email.logic';
import { firstFreeUsername, usernameBaseFromEmail } from '@uh/core/auth/username.logic';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, userIdentities, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { violatedUniqueConstraint } from '../../lib/pg-errors';
import { admitNewAccount, recordInviteUse, type Admission } from '../../lib/registration-gate';
import type { UserRow } from '../../lib/user-view';
import { OidcError } from '../../providers/oidc/oidc-error';
import type { OidcIdentity } from '../../providers/oidc/oidc-issuer';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const identityKey = (identity: OidcIdentity) =>
  and(eq(userIdentities.issuer, identity.issuer), eq(userIdentities.subject, identity.subject));

/** What the issuer says now replaces what it said last time (the e-mail may have changed there). */
const freshFacts = (identity: OidcIdentity) => ({
  email: identity.email,
  isEmailVerified: identity.isEmailVerified,
  lastUsedAt: new Date(),
});

async function userOfIdentity(db: Database, identity: OidcIdentity): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users, identityId: userIdentities.id })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(identityKey(identity))
    .limit(1);
  if (!row) return null;
  await db.update(userIdentities).set(freshFacts(identity)).where(eq(userIdentities.id, row.identityId));
  const [updated] = await db
    .update(users)
    .set({ lastLoginAt: new Date(), ...proofOfEmail(row.user, identity) })
    .where(eq(users.id, row.user.id))
    .returning();
  return updated!;
}

/** The issuer verified the account's own address: from now on it is proved, and nobody can claim it. */
const proofOfEmail = (user: Pick<UserRow, 'email' | 'emailVerifiedAt'>, identity: OidcIdentity) =>
  user.emailVerifiedAt === null && identity.isEmailVerified && identity.email?.toLowerCase() === user.email.toLowerCase()
    ? { emailVerifiedAt: new Date() }
    : {};

const displayNameFrom = (identity: OidcIdentity, username: string) => {
  const name = identity.name?.slice(0, AUTH_LIMITS.displayNameMax).trim() ?? '';
  return name.length >= AUTH_LIMITS.displayNameMin ? name : username;
};

const photoFrom = (picture: string | null) => (picture && /^https?:\/\//.test(picture) && picture.length <= 2048 ? picture : null);

async function createAccount(tx: Transaction, identity: OidcIdentity & { email: string }, admission: Admission): Promise<UserRow> {
  const admitted = await admitNewAccount(tx, admission);
  const base = usernameBaseFromEmail(identity.email);
  const pattern = `${base.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const taken = await tx
    .select({ username: sql<string>`lower(${users.username})` })
    .from(users)
    .where(sql`lower(${users.username}) LIKE ${pattern}`);
  const username = firstFreeUsername(base, new Set(taken.map((row) => row.username)));
  const [user] = await tx
    .insert(users)
    .values({
      username,
      email: identity.email,
      displayName: displayNameFrom(identity, username),
      photoUrl: photoFrom(identity.picture),
      passwordHash: null,
      lastLoginAt: new Date(),
      emailVerifiedAt: new Date(),
      isAdmin: admitted.isFirstAccount,
    })
    .returning();
  await recordInviteUse(tx, admitted.inviteId, user!);
  await tx.insert(userIdentities).values({ userId: user!.id, issuer: identity.issuer, subject: identity.subject, ...freshFacts(identity) });
  return user!;
}

const LINK_REQUIRED = 'An account already uses this e-mail address';

/**
 * Takes the address from an account that never proved it owns it: the account keeps everything
 * else under a placeholder address it is asked to replace, and its sessions end, so that its next
 * sign-in tells it why. False when the account proved the address in the meantime.
 */
async function releaseUnprovedEmail(tx: Transaction, userId: number): Promise<boolean> {
  const released = await tx
    .update(users)
    .set({ email: releasedEmailFor(userId) })
    .where(sql`${users.id} = ${userId} AND ${users.emailVerifiedAt} IS NULL`)
    .returning({ id: users.id });
  if (released.length === 0) return false;
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  return true;
}

/** The registration gate's 403, as the code the sign-in page explains. */
function refusedRegistration(error: unknown): never {
  if (error instanceof HttpError && error.statusCode === 403) {
    const code =
      error.message === REGISTRATION_MESSAGES.closed
        ? 'registration_closed'
        : error.message === REGISTRATION_MESSAGES.inviteRequired
          ? 'invite_required'
          : 'invite_unusable';
    throw new OidcError(code, error.message);
  }
  throw error;
}

export type IdentitySignIn = { user: UserRow; isNew: boolean; hasClaimedEmail: boolean };

/**
 * The account an identity signs in to. A known identity signs in to its account. A new one gets
 * a new account. When its e-mail already belongs to an account that proved the address, it is
 * never linked silently (the person proves the password once and links from there); an account
 * that never proved it loses the address to the person the issuer vouches for (anyone can type
 * any address at registration). An e-mail the issuer has not verified neither links, claims nor
 * creates an account, since the address is unique here.
 */
export async function signInWithIdentity(db: Database, identity: OidcIdentity, admission: Admission): Promise<IdentitySignIn> {
  for (let attempt = 0; ; attempt += 1) {
    const known = await userOfIdentity(db, identity);
    if (known?.disabledAt) throw new OidcError('account_disabled', ADMIN_MESSAGES.accountDisabled);
    if (known) return { user: known, isNew: false, hasClaimedEmail: false };
    const { email } = identity;
    if (!email) throw new OidcError('email_missing', 'The issuer shared no e-mail address');
    if (!identity.isEmailVerified) throw new OidcError('unverified_email', 'The issuer has not verified the e-mail address');
    const [owner] = await db
      .select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    if (owner && owner.emailVerifiedAt !== null) throw new OidcError('link_required', LINK_REQUIRED);
    try {
      const user = await db
        .transaction(async (tx) => {
          if (owner && !(await releaseUnprovedEmail(tx, owner.id))) throw new OidcError('link_required', LINK_REQUIRED);
          return createAccount(tx, { ...identity, email }, admission);
        })
        .catch(refusedRegistration);
      return { user, isNew: true, hasClaimedEmail: owner !== undefined };
    } catch (error) {
      // A concurrent first sign-in won a race: look again (the identity or the e-mail now exists).
      const constraint = violatedUniqueConstraint(error);
      if (constraint === null || attempt >= 3) throw error;
      if (constraint === 'users_email_lower_key') throw new OidcError('link_required', LINK_REQUIRED);
    }
  }
}

/** Links an identity to a signed-in account; one identity belongs to one account only. */
export async function linkIdentity(db: Database, userId: number, identity: OidcIdentity): Promise<void> {
  const inserted = await db
    .insert(userIdentities)
    .values({ userId, issuer: identity.issuer, subject: identity.subject, ...freshFacts(identity) })
    .onConflictDoNothing()
    .returning({ id: userIdentities.id });
  if (inserted.length > 0) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    const proof = user ? proofOfEmail(user, identity) : {};
    if ('emailVerifiedAt' in proof) await db.update(users).set(proof).where(eq(users.id, userId));
    return;
  }
  const [existing] = await db.select({ userId: userIdentities.userId }).from(userIdentities).where(identityKey(identity));
  if (existing?.userId !== userId) throw new OidcError('identity_in_use', 'The identity belongs to another account');
  await db.update(userIdentities).set(freshFacts(identity)).where(identityKey(identity));
}
