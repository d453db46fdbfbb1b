import type { User } from '@uh/core/auth/auth.schema';
import type { AccountPatch, PasswordChange, Preferences, PreferencesPatch } from '@uh/core/settings/settings.schema';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { toUser, type UserRow } from '../../lib/user-view';

export function toPreferences(row: UserRow): Preferences {
  return {
    weightUnit: row.weightUnit === 'kg' ? 'kg' : 'lbs',
    temperatureUnit: row.temperatureUnit === 'C' ? 'C' : 'F',
    theme: row.theme === 'light' || row.theme === 'dark' ? row.theme : 'system',
    timeZone: row.timeZone,
  };
}

export async function updatePreferences(db: Database, userId: number, patch: PreferencesPatch): Promise<Preferences> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, userId)).returning();
  return toPreferences(row!);
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
  const [row] = await db
    .update(users)
    .set({ ...rest, ...(photoURL !== undefined ? { photoUrl: photoURL } : {}) })
    .where(eq(users.id, userId))
    .returning();
  return toUser(row!);
}

async function assertPassword(db: Database, userId: number, password: string, failure: () => Error) {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row?.hash || !(await verifyPassword(row.hash, password))) throw failure();
}

/** Changes the password and signs out every other session of the account. */
export async function changePassword(db: Database, userId: number, currentTokenHash: string, input: PasswordChange): Promise<void> {
  await assertPassword(db, userId, input.currentPassword, () => badRequest('currentPassword: The current password is not correct'));
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
export async function deleteAccount(db: Database, userId: number, password: string): Promise<void> {
  await assertPassword(db, userId, password, () => forbidden('password: The password is not correct'));
  await db.delete(users).where(eq(users.id, userId));
}
