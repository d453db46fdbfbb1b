import { ADMIN_MESSAGES, type AdminAccount } from '@uh/core/admin/admin.schema';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiTokens, sessions, users } from '../../db/schema';
import type { AdminRules } from '../../lib/admin-role';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { recordAdminAction, type Actor, type Transaction } from './admin-audit.storage';
import { findAccount, findUsername } from './accounts.storage';

/** Settings' own account deletion (every row the account owns), reached through a port bound beside app.ts. */
export type RemoveAccountRows = (tx: Transaction, userId: number, username: string) => Promise<void>;

const ACCOUNT_NOT_FOUND = 'Account not found';

async function existingAccount(db: Database, id: number, rules: AdminRules): Promise<AdminAccount> {
  const account = await findAccount(db, id, rules);
  if (!account) throw notFound(ACCOUNT_NOT_FOUND);
  return account;
}

/**
 * Disables an account: it can no longer sign in (403), its sessions end and its tokens are revoked
 * in the same transaction, so the next request with any of them answers 401.
 */
export async function disableAccount(db: Database, rules: AdminRules, actor: Actor, id: number, now = new Date()): Promise<AdminAccount> {
  if (id === actor.id) throw conflict(ADMIN_MESSAGES.cannotDisableSelf);
  const username = await findUsername(db, id);
  if (username === null) throw notFound(ACCOUNT_NOT_FOUND);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ disabledAt: now })
      .where(and(eq(users.id, id), isNull(users.disabledAt)));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await tx
      .update(apiTokens)
      .set({ revokedAt: now })
      .where(and(eq(apiTokens.userId, id), isNull(apiTokens.revokedAt)));
    await recordAdminAction(tx, actor, 'account.disabled', username);
  });
  return existingAccount(db, id, rules);
}

/** Lets a disabled account sign in again; its old sessions and tokens stay ended. */
export async function enableAccount(db: Database, rules: AdminRules, actor: Actor, id: number): Promise<AdminAccount> {
  const username = await findUsername(db, id);
  if (username === null) throw notFound(ACCOUNT_NOT_FOUND);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ disabledAt: null }).where(eq(users.id, id));
    await recordAdminAction(tx, actor, 'account.enabled', username);
  });
  return existingAccount(db, id, rules);
}

/** Deletes an account and everything it owns once the admin typed its username again (any case). */
export async function deleteAccountAsAdmin(
  db: Database,
  removeAccountRows: RemoveAccountRows,
  actor: Actor,
  id: number,
  confirmUsername: string,
): Promise<void> {
  if (id === actor.id) throw conflict(ADMIN_MESSAGES.cannotDeleteSelf);
  const username = await findUsername(db, id);
  if (username === null) throw notFound(ACCOUNT_NOT_FOUND);
  if (confirmUsername.trim().toLowerCase() !== username.toLowerCase()) {
    throw badRequest(`confirmUsername: Type ${username} exactly to confirm`);
  }
  await db.transaction(async (tx) => {
    await removeAccountRows(tx, id, username);
    await recordAdminAction(tx, actor, 'account.deleted', username);
  });
}
