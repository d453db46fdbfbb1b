import type { User } from '@uh/core/auth/auth.schema';
import type { AccountDelete, AccountPatch, PasswordChange } from '@uh/core/settings/account.schema';
import type { Preferences, PreferencesPatch } from '@uh/core/settings/settings.schema';
import { and, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiTokens, rateLimits, sessions, users } from '../../db/schema';
import { badRequest, conflict, forbidden, tooManyRequests } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { RateLimiter } from '../../lib/rate-limit';
import { toUser, type UserRow } from '../../lib/user-view';
import type { PasswordChecks } from '../../lib/password-attempts';

export function toPreferences(row: UserRow): Preferences {
  return {
    weightUnit: row.weightUnit === 'kg' ? 'kg' : 'lbs',
    temperatureUnit: row.temperatureUnit === 'C' ? 'C' : 'F',
    theme: row.theme === 'light' || row.theme === 'dark' ? row.theme : 'system',
    timeZone: row.timeZone,
    usualWakeTime: row.usualWakeTime ?? null,
  };
}

export async function updatePreferences(db: Database, userId: number, patch: PreferencesPatch): Promise<Preferences> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, userId)).returning();
  return toPreferences(row!);
}

// Generous for a person editing their profile; far too few to probe which e-mail addresses have accounts.
const ACCOUNT_CHANGES_PER_HOUR = 20;

/** Counts an account change before it runs: the 409 for a taken e-mail would otherwise answer any number of probes. */
export async function enforceAccountChangeLimit(limiter: RateLimiter, userId: number): Promise<void> {
  const state = await limiter.hit(`account-change:user:${userId}`, 3600_000);
  if (state.count > ACCOUNT_CHANGES_PER_HOUR)
    throw tooManyRequests('Too many account changes. Please wait and try again.', state.retryAfterSeconds);
}

export async function updateAccount(db: Database, userId: number, patch: AccountPatch): Promise<User> {
  if (patch.email) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${patch.email})`, ne(users.id, userId)))
      .limit(1);
    if (taken) throw conflict('An account with this email already exists');
  }
  const { photoURL, ...rest } = patch;
  // A new address is only typed in, not proved: someone whose provider verifies it may claim it (docs/decisions/0015).
  const proof = patch.email
    ? { emailVerifiedAt: sql<Date | null>`CASE WHEN lower(${users.email}) = lower(${patch.email}) THEN ${users.emailVerifiedAt} END` }
    : {};
  const [row] = await db
    .update(users)
    .set({ ...rest, ...proof, ...(photoURL !== undefined ? { photoUrl: photoURL } : {}) })
    .where(eq(users.id, userId))
    .returning();
  return toUser(row!);
}

async function assertPassword(db: Database, checks: PasswordChecks, userId: number, password: string, failure: () => Error) {
  await checks.count();
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row?.hash || !(await verifyPassword(row.hash, password))) throw failure();
  await checks.passed();
}

/** Changes the password and signs out every other session of the account. */
export async function changePassword(
  db: Database,
  checks: PasswordChecks,
  userId: number,
  currentTokenHash: string,
  input: PasswordChange,
): Promise<void> {
  await assertPassword(db, checks, userId, input.currentPassword, () => badRequest('currentPassword: The current password is not correct'));
  if (input.currentPassword === input.newPassword) throw badRequest('newPassword: The new password must differ from the current one');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword) })
    .where(eq(users.id, userId));
  await signOutOtherSessions(db, userId, currentTokenHash);
}

export async function signOutOtherSessions(db: Database, userId: number, currentTokenHash: string): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, currentTokenHash)))
    .returning({ tokenHash: sessions.tokenHash });
  return removed.length;
}

/** Deletes the account and, by cascade, every row it owns (logs, checklists, chat, sessions). */
/** Deletes the account and everything it owns, once the person has proved it is them again. */
export async function deleteAccount(db: Database, checks: PasswordChecks, userId: number, proof: AccountDelete): Promise<void> {
  const [row] = await db.select({ hash: users.passwordHash, username: users.username }).from(users).where(eq(users.id, userId));
  if (!row) return;
  if (row.hash) {
    if (!proof.password) throw badRequest('password: Enter your password to delete the account');
    await assertPassword(db, checks, userId, proof.password, () => forbidden('password: The password is not correct'));
  } else if (proof.confirmUsername?.trim().toLowerCase() !== row.username.toLowerCase()) {
    throw forbidden('confirmUsername: Type your username exactly to confirm');
  }
  await db.transaction((tx) => removeAccountRows(tx, userId, row.username));
}

/**
 * Deletes the account and, by cascade, every row it owns, with the rate-limit counters that name
 * it; inside the caller's transaction (an admin's deletion writes its audit row in the same one).
 */
export async function removeAccountRows(tx: Pick<Database, 'select' | 'delete'>, userId: number, username: string): Promise<void> {
  await forgetRateLimits(tx, userId, username);
  await tx.delete(users).where(eq(users.id, userId));
}

/**
 * The rate-limit counters that name the account (by id, username or one of its tokens): they go
 * with it, so nothing about the person stays behind and a new account with the same username
 * starts with clean counts. The keys are the ones the features count under.
 */
async function forgetRateLimits(tx: Pick<Database, 'select' | 'delete'>, userId: number, username: string) {
  const tokens = await tx.select({ id: apiTokens.id }).from(apiTokens).where(eq(apiTokens.userId, userId));
  const name = username.toLowerCase();
  const keys = [
    `voice:${userId}`,
    `chat:${userId}`,
    `chat-writes:${userId}`,
    `account-change:user:${userId}`,
    `password-check:user:${userId}`,
    `login:user:${name}`,
    ...tokens.map((token) => `token:${token.id}`),
  ];
  await tx
    .delete(rateLimits)
    .where(or(inArray(rateLimits.key, keys), like(rateLimits.key, `login:user-ip:% ${name.replace(/[\\%_]/g, '\\$&')}`)));
}
