import type { AdminAuditAction, AdminAuditEntry } from '@uh/core/admin/admin.schema';
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminAudit } from '../../db/schema';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The admin acting: their id, and their username copied into each row so the trail outlives the account. */
export type Actor = { id: number; username: string };

/** Writes one audit row; called inside the action's own transaction, so both happen or neither. */
export async function recordAdminAction(tx: Transaction, actor: Actor, action: AdminAuditAction, target: string): Promise<void> {
  await tx.insert(adminAudit).values({ actorId: actor.id, actorUsername: actor.username, action, target });
}

/** The newest `limit` admin actions, newest first. */
export async function listAdminActions(db: Database, limit: number): Promise<AdminAuditEntry[]> {
  const rows = await db.select().from(adminAudit).orderBy(desc(adminAudit.at), desc(adminAudit.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actorUsername,
    action: row.action as AdminAuditAction,
    target: row.target,
  }));
}
