import { PROTOCOL_UNDO_SECONDS, type CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customProtocols } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { lockPersonCap } from '../../lib/per-person-cap';
import {
  countLiveProtocols,
  nextPosition,
  PROTOCOL_NOT_FOUND,
  PROTOCOLS_CAP,
  purgeExpiredDeletions,
  toCustomProtocol,
  undoWindow,
  updateLiveProtocol,
} from './custom-protocols.storage';
import { protocolsCap, withUniqueDocumentId } from './custom-protocols.service';

/**
 * Deletes a protocol for now: its row, entries and pauses stay for PROTOCOL_UNDO_SECONDS so Undo
 * can bring it back whole, then go for good on the person's next delete or create.
 */
export async function deleteProtocol(db: Database, userId: number, id: number): Promise<{ id: number; undoUntil: string }> {
  await purgeExpiredDeletions(db, userId);
  const row = await updateLiveProtocol(db, userId, id, { deletedAt: sql`now()` });
  const undoUntil = new Date(row.deletedAt!.getTime() + PROTOCOL_UNDO_SECONDS * 1000);
  return { id: row.id, undoUntil: undoUntil.toISOString() };
}

/**
 * Brings back a protocol deleted within the undo window (404 after it), at the end of the list.
 * It takes a place under the cap again, and its document id must still be free.
 */
export async function restoreProtocol(db: Database, userId: number, id: number): Promise<CustomProtocol> {
  const row = await db.transaction(async (tx) => {
    await lockPersonCap(tx, PROTOCOLS_CAP, userId);
    const [deleted] = await tx
      .select()
      .from(customProtocols)
      .where(
        and(
          eq(customProtocols.id, id),
          eq(customProtocols.userId, userId),
          isNotNull(customProtocols.deletedAt),
          gte(customProtocols.deletedAt, sql`now() - ${undoWindow}`),
        ),
      );
    if (!deleted) throw notFound(PROTOCOL_NOT_FOUND);
    const cap = protocolsCap(userId);
    if ((await countLiveProtocols(tx, userId)) >= cap.max) throw conflict(cap.message);
    const [restored] = await withUniqueDocumentId(deleted.documentId, async () =>
      tx
        .update(customProtocols)
        .set({ deletedAt: null, position: await nextPosition(tx, userId), updatedAt: sql`now()` })
        .where(eq(customProtocols.id, id))
        .returning(),
    );
    return restored!;
  });
  return toCustomProtocol(row);
}
