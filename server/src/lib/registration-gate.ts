import { createHash } from 'node:crypto';
import { REGISTRATION_MESSAGES, type RegistrationMode } from '@uh/core/admin/admin.schema';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { invites, users } from '../db/schema';
import { forbidden } from './http-error';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a new account needs to be let in: the server's mode and the invite code it came with. */
export type Admission = { mode: RegistrationMode; inviteCode: string | undefined; demoUsername: string | null };

/** What admitting an account decided: the invite it used (if any) and whether it is the server's first account. */
export type Admitted = { inviteId: number | null; isFirstAccount: boolean };

/** Invite codes are kept only as this hash: a leaked table opens no registration. */
export const hashInviteCode = (code: string) => createHash('sha256').update(code).digest('hex');

// Two first registrations at once must not both become the server's first account.
const FIRST_ACCOUNT_LOCK = 7_301_001;

/**
 * Lets a new account in, or throws 403 with the reason: `closed` refuses everyone; `invite` needs
 * a usable code, except for the server's first account (its admin: nobody could make it an invite
 * yet); `open` takes a code when given one. The code is consumed here, in the
 * transaction that creates the account (`recordInviteUse` after the insert), so two registrations
 * with one code cannot both pass: the second finds it used once the first commits.
 */
export async function admitNewAccount(tx: Transaction, admission: Admission, now = new Date()): Promise<Admitted> {
  if (admission.mode === 'closed') throw forbidden(REGISTRATION_MESSAGES.closed);
  const first = await isFirstAccount(tx, admission.demoUsername);
  if (admission.mode === 'invite' && !admission.inviteCode && !first) throw forbidden(REGISTRATION_MESSAGES.inviteRequired);
  let inviteId: number | null = null;
  if (admission.inviteCode) {
    const [claimed] = await tx
      .update(invites)
      .set({ usedAt: now })
      .where(
        and(
          eq(invites.codeHash, hashInviteCode(admission.inviteCode)),
          isNull(invites.usedAt),
          isNull(invites.revokedAt),
          gt(invites.expiresAt, now),
        ),
      )
      .returning({ id: invites.id });
    if (!claimed) throw forbidden(REGISTRATION_MESSAGES.inviteUnusable);
    inviteId = claimed.id;
  }
  return { inviteId, isFirstAccount: first };
}

/** Whether no account but the demo one exists yet: read by the sign-in screens (GET /api/auth/options) too. */
export async function hasNoAccountYet(db: Database | Transaction, demoUsername: string | null): Promise<boolean> {
  const [someone] = await db
    .select({ id: users.id })
    .from(users)
    .where(demoUsername === null ? sql`true` : sql`lower(${users.username}) <> lower(${demoUsername})`)
    .limit(1);
  return someone === undefined;
}

/** The same, held until the transaction ends, so only one of two registrations at once can be first. */
async function isFirstAccount(tx: Transaction, demoUsername: string | null): Promise<boolean> {
  if (!(await hasNoAccountYet(tx, demoUsername))) return false;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`);
  return hasNoAccountYet(tx, demoUsername);
}

/** Names the account an invite created, in the same transaction. */
export async function recordInviteUse(tx: Transaction, inviteId: number | null, user: { id: number; username: string }): Promise<void> {
  if (inviteId === null) return;
  await tx.update(invites).set({ usedById: user.id, usedByUsername: user.username }).where(eq(invites.id, inviteId));
}
