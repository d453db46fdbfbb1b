import { MAX_PROTOCOLS_PER_PERSON } from '@uh/core/custom-protocols/custom-protocols.schema';
import { readLoopExport, withFreeIds } from '@uh/core/custom-protocols/loop-csv-read.logic';
import { LoopImportError, type LoopProtocol } from '@uh/core/custom-protocols/loop-csv.logic';
import type { LoopImportResult } from '@uh/core/custom-protocols/loop-import.schema';
import { and, eq, isNull } from 'drizzle-orm';
import { insertRows } from '../../db/bulk-insert';
import type { Database } from '../../db/client';
import { customProtocolEntries, customProtocols } from '../../db/schema';
import { badRequest, conflict } from '../../lib/http-error';
import { lockPersonCap, type Transaction } from '../../lib/per-person-cap';
import { countLiveProtocols, nextPosition, PROTOCOLS_CAP, purgeExpiredDeletions, toCustomProtocol } from './custom-protocols.storage';

const overCap = (adding: number, holding: number) =>
  `This export has ${adding} habits and you have ${holding} protocols: together they pass the ${MAX_PROTOCOLS_PER_PERSON} you can have (archived ones count). Delete some first; nothing was imported.`;

/** The document ids of the person's live protocols, which the import's must not take. */
async function liveDocumentIds(tx: Transaction, userId: number): Promise<string[]> {
  const rows = await tx
    .select({ documentId: customProtocols.documentId })
    .from(customProtocols)
    .where(and(eq(customProtocols.userId, userId), isNull(customProtocols.deletedAt)));
  return rows.map((row) => row.documentId);
}

/** Every entry and skipped day of the imported protocols, as rows of the one entries table. */
function entryRows(userId: number, protocols: readonly LoopProtocol[], idOf: ReadonlyMap<string, number>) {
  return protocols.flatMap((protocol) => {
    const protocolId = idOf.get(protocol.document.id)!;
    const values = protocol.entries.map((entry) => ({
      userId,
      protocolId,
      componentId: entry.componentId,
      localDay: entry.date,
      value: entry.value,
      state: 'value',
      note: entry.note ?? null,
      source: entry.source,
    }));
    const skips = protocol.skips.map((date) => ({
      userId,
      protocolId,
      componentId: null,
      localDay: date,
      value: null,
      state: 'skipped',
      note: null,
      source: 'import',
    }));
    return [...values, ...skips];
  });
}

/**
 * Imports a Loop Habit Tracker export (path → text) as new protocols after the person's others,
 * all or nothing: a value that does not fit refuses the file (400), and the 50-protocol cap is
 * counted under the same lock as a single add, so it holds whatever runs beside it (409).
 */
export async function importLoopExport(db: Database, userId: number, files: ReadonlyMap<string, string>): Promise<LoopImportResult> {
  let read;
  try {
    read = readLoopExport(files);
  } catch (error) {
    if (error instanceof LoopImportError) throw badRequest(error.message);
    throw error;
  }
  if (read.protocols.length === 0) throw badRequest('This Loop Habit Tracker export has no habits: nothing to import.');
  return db.transaction(async (tx) => {
    await lockPersonCap(tx, PROTOCOLS_CAP, userId);
    await purgeExpiredDeletions(tx, userId);
    const holding = await countLiveProtocols(tx, userId);
    if (holding + read.protocols.length > MAX_PROTOCOLS_PER_PERSON) throw conflict(overCap(read.protocols.length, holding));
    const { protocols } = withFreeIds(read, await liveDocumentIds(tx, userId));
    const first = await nextPosition(tx, userId);
    const inserted = await tx
      .insert(customProtocols)
      .values(
        protocols.map((protocol, index) => ({
          userId,
          documentId: protocol.document.id,
          document: protocol.document,
          position: first + index,
          archived: protocol.archived,
        })),
      )
      .returning();
    const idOf = new Map(inserted.map((row) => [row.documentId, row.id]));
    await insertRows(tx, customProtocolEntries, entryRows(userId, protocols, idOf));
    return {
      protocols: inserted.sort((a, b) => a.position - b.position).map(toCustomProtocol),
      entries: protocols.reduce((total, protocol) => total + protocol.entries.length, 0),
    };
  });
}
