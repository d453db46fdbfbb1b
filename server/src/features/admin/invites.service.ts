import { randomBytes } from 'node:crypto';
import { inviteStatus } from '@uh/core/admin/admin.logic';
import { ADMIN_MESSAGES, type AdminInvite, type CreatedInvite } from '@uh/core/admin/admin.schema';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invites } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { hashInviteCode } from '../../lib/registration-gate';
import { recordAdminAction, type Actor } from './admin-audit.storage';

const DAY_MS = 86_400_000;
const INVITE_NOT_FOUND = 'Invite not found';

type InviteRow = typeof invites.$inferSelect;

function toAdminInvite(row: InviteRow, now: Date): AdminInvite {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
    usedBy: row.usedByUsername,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdBy: row.createdByUsername,
    status: inviteStatus(row, now),
  };
}

/** Every invite, newest first; the codes themselves are not kept, so none is shown. */
export async function listInvites(db: Database, now = new Date()): Promise<AdminInvite[]> {
  const rows = await db.select().from(invites).orderBy(desc(invites.createdAt), desc(invites.id));
  return rows.map((row) => toAdminInvite(row, now));
}

/**
 * Makes a single-use invite lasting `days`: 256 random bits as base64url, kept only as a hash.
 * The link is answered this once; `baseUrl` is PUBLIC_URL, or the origin the admin's page runs on.
 */
export async function createInvite(
  db: Database,
  actor: Actor,
  input: { days: number; baseUrl: string },
  now = new Date(),
): Promise<CreatedInvite> {
  const code = randomBytes(32).toString('base64url');
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(invites)
      .values({
        codeHash: hashInviteCode(code),
        createdById: actor.id,
        createdByUsername: actor.username,
        createdAt: now,
        expiresAt: new Date(now.getTime() + input.days * DAY_MS),
      })
      .returning();
    await recordAdminAction(tx, actor, 'invite.created', String(created!.id));
    return created!;
  });
  return { ...toAdminInvite(row, now), url: `${input.baseUrl}/register?invite=${encodeURIComponent(code)}` };
}

/** Revokes an invite so its link no longer registers anyone; one already used answers 409. Revoking twice is no error. */
export async function revokeInvite(db: Database, actor: Actor, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked, so a registration using it at this moment either comes first (409 here) or finds it revoked.
    const [row] = await tx.select().from(invites).where(eq(invites.id, id)).for('update');
    if (!row) throw notFound(INVITE_NOT_FOUND);
    if (row.usedAt) throw conflict(ADMIN_MESSAGES.inviteAlreadyUsed);
    if (row.revokedAt) return;
    await tx
      .update(invites)
      .set({ revokedAt: now })
      .where(and(eq(invites.id, id), isNull(invites.revokedAt)));
    await recordAdminAction(tx, actor, 'invite.revoked', String(id));
  });
}
