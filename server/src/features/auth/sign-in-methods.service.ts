import type { LinkedAccount, SetPassword, SignInMethods } from '@uh/core/auth/auth.schema';
import { canUnlinkIdentity } from '@uh/core/auth/sign-in-methods.logic';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userIdentities, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/password';

/** The issuer this server signs people in with now, if any. */
export type ConfiguredProvider = { issuer: string | null; providerName: string; canEndSession: boolean };

/** Issuer identifiers compare as URLs (a trailing slash is not another issuer). */
export const sameIssuer = (a: string, b: string) => URL.canParse(a) && URL.canParse(b) && new URL(a).href === new URL(b).href;

async function loadMethods(db: Database, userId: number, provider: ConfiguredProvider, lock = false) {
  const userQuery = db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  // Unlinking locks the account row, so two unlinks at once cannot both see "another method remains".
  const [user] = lock ? await userQuery.for('update') : await userQuery;
  const identities = await db.select().from(userIdentities).where(eq(userIdentities.userId, userId)).orderBy(asc(userIdentities.id));
  const isUsable = (issuer: string) => provider.issuer !== null && sameIssuer(issuer, provider.issuer);
  const state = {
    hasPassword: Boolean(user?.passwordHash),
    identities: identities.map((identity) => ({ id: identity.id, isUsable: isUsable(identity.issuer) })),
  };
  return { state, identities, isUsable };
}

export async function listSignInMethods(db: Database, userId: number, provider: ConfiguredProvider): Promise<SignInMethods> {
  const { state, identities, isUsable } = await loadMethods(db, userId, provider);
  return {
    hasPassword: state.hasPassword,
    provider: {
      isConfigured: provider.issuer !== null,
      providerName: provider.providerName,
      canSignOutThere: provider.canEndSession && identities.some((identity) => isUsable(identity.issuer)),
    },
    identities: identities.map((identity) => ({
      id: identity.id,
      // An identity from an issuer this server no longer uses is named by its address.
      providerName: isUsable(identity.issuer) ? provider.providerName : new URL(identity.issuer).host,
      issuer: identity.issuer,
      email: identity.email,
      isEmailVerified: identity.isEmailVerified,
      createdAt: identity.createdAt.toISOString(),
      lastUsedAt: identity.lastUsedAt?.toISOString() ?? null,
      canUnlink: canUnlinkIdentity(state, identity.id),
    })),
  };
}

/** The provider accounts that sign in to this one, for the person to review after a security change. */
export async function linkedAccounts(db: Database, userId: number, provider: ConfiguredProvider): Promise<LinkedAccount[]> {
  const { identities } = await listSignInMethods(db, userId, provider);
  return identities.map(({ providerName, email }) => ({ providerName, email }));
}

export const LAST_METHOD_MESSAGE =
  'This is the only way left to sign in to your account. Set a password or link another account before unlinking it.';

/** Unlinks one of the account's identities; never its last usable way to sign in (409). */
export async function unlinkIdentity(db: Database, userId: number, identityId: number, provider: ConfiguredProvider): Promise<void> {
  await db.transaction(async (tx) => {
    const { state } = await loadMethods(tx as unknown as Database, userId, provider, true);
    if (!state.identities.some((identity) => identity.id === identityId)) throw notFound('Linked account not found');
    if (!canUnlinkIdentity(state, identityId)) throw conflict(LAST_METHOD_MESSAGE);
    await tx.delete(userIdentities).where(eq(userIdentities.id, identityId));
  });
}

/** The first password of an account that was created through a provider; changing one goes through the current password. */
export async function setFirstPassword(db: Database, userId: number, input: SetPassword): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  const updated = await db
    .update(users)
    .set({ passwordHash })
    .where(sql`${users.id} = ${userId} AND ${users.passwordHash} IS NULL`)
    .returning({ id: users.id });
  if (updated.length === 0) throw conflict('This account already has a password. Change it with your current password instead.');
}
