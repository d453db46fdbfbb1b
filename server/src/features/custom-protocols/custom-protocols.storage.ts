import { reportedAcknowledgement } from '@uh/core/custom-protocols/protocol-safety.logic';
import {
  PROTOCOL_UNDO_SECONDS,
  type CustomEntry,
  type CustomPause,
  type CustomProtocol,
} from '@uh/core/custom-protocols/custom-protocols.schema';
import type { EntrySource, ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import { protocolReminderSchema, type ProtocolReminder } from '@uh/core/custom-protocols/protocol-reminder.schema';
import { and, count, eq, isNull, lt, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { customProtocolEntries, customProtocolPauses } from '../../db/schema';
import { customProtocols } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { CUSTOM_PROTOCOLS_CAP, type Transaction } from '../../lib/per-person-cap';

/** The pool or a transaction: the statements here run in either. */
export type Queryable = Database | Transaction;

export type ProtocolRow = typeof customProtocols.$inferSelect;
export type EntryRow = typeof customProtocolEntries.$inferSelect;
export type PauseRow = typeof customProtocolPauses.$inferSelect;

export const PROTOCOL_NOT_FOUND = 'Protocol not found';

/** The name of the per-person cap on protocols; restoring and importing take the same lock. */
export const PROTOCOLS_CAP = CUSTOM_PROTOCOLS_CAP;

export const undoWindow = sql.raw(`interval '${PROTOCOL_UNDO_SECONDS} seconds'`);

export const documentOf = (row: ProtocolRow) => row.document as ProtocolDocument;

/** The stored reminder, or null when there is none (or it is not one this version reads). */
export const reminderOf = (row: Pick<ProtocolRow, 'reminder'>): ProtocolReminder | null => {
  const parsed = protocolReminderSchema.safeParse(row.reminder);
  return parsed.success ? parsed.data : null;
};

export function toCustomProtocol(row: ProtocolRow): CustomProtocol {
  const document = documentOf(row);
  return {
    id: row.id,
    document,
    position: row.position,
    archived: row.archived,
    onDashboard: row.onDashboard,
    onChecklist: row.onChecklist,
    // Only a protocol that asks something first (questions, the risk screen) has an acknowledgement to show.
    safetyAcknowledgedAt: reportedAcknowledgement(document, row.safetyAcknowledgedAt?.toISOString() ?? null),
    reminder: reminderOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const toCustomEntry = (row: EntryRow): CustomEntry => ({
  id: row.id,
  protocolId: row.protocolId,
  componentId: row.componentId ?? '',
  date: row.localDay,
  value: row.value,
  text: row.text,
  note: row.note,
  source: row.source as EntrySource,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toCustomPause = (row: PauseRow): CustomPause => ({ id: row.id, from: row.fromDay, to: row.toDay, reason: row.reason });

const ownedLive = (userId: number, id: number) =>
  and(eq(customProtocols.id, id), eq(customProtocols.userId, userId), isNull(customProtocols.deletedAt));

/** One of the person's protocols that is not deleted (archived ones included); 404 otherwise. */
export async function liveProtocol(db: Queryable, userId: number, id: number): Promise<ProtocolRow> {
  const [row] = await db.select().from(customProtocols).where(ownedLive(userId, id));
  if (!row) throw notFound(PROTOCOL_NOT_FOUND);
  return row;
}

/** Changes a live protocol of the person and answers the stored row; 404 when there is none. */
export async function updateLiveProtocol(
  db: Queryable,
  userId: number,
  id: number,
  changes: PgUpdateSetSource<typeof customProtocols>,
): Promise<ProtocolRow> {
  const [row] = await db
    .update(customProtocols)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(ownedLive(userId, id))
    .returning();
  if (!row) throw notFound(PROTOCOL_NOT_FOUND);
  return row;
}

export async function countLiveProtocols(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ protocols: count() })
    .from(customProtocols)
    .where(and(eq(customProtocols.userId, userId), isNull(customProtocols.deletedAt)));
  return row?.protocols ?? 0;
}

/** Where a new (or restored) protocol goes: after the person's others. */
export async function nextPosition(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${customProtocols.position}) + 1, 0)::int` })
    .from(customProtocols)
    .where(and(eq(customProtocols.userId, userId), isNull(customProtocols.deletedAt)));
  return row?.next ?? 0;
}

/**
 * Hard-deletes the person's protocols deleted longer ago than the undo window (their entries and
 * pauses go with them), so nothing that can no longer come back lingers.
 */
export async function purgeExpiredDeletions(db: Queryable, userId: number): Promise<void> {
  await db
    .delete(customProtocols)
    .where(and(eq(customProtocols.userId, userId), lt(customProtocols.deletedAt, sql`now() - ${undoWindow}`)));
}

export const duplicateDocumentMessage = (documentId: string) =>
  `You already have a protocol with the id "${documentId}": change document.id or delete that one first`;
