import { writeLoopExport, type LoopExport, type LoopExportProtocol } from '@uh/core/custom-protocols/loop-csv-write.logic';

type LoopEntryRow = LoopExportProtocol['entries'][number];
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customProtocolEntries, customProtocolPauses, customProtocols } from '../../db/schema';
import { documentOf } from './custom-protocols.storage';

/**
 * The person's protocols, in their order and archived ones included, as Loop Habit Tracker's
 * current CSV export. Entries are read in the order they were made, so a "last" target keeps its meaning.
 */
export async function exportLoop(db: Database, userId: number): Promise<LoopExport> {
  const [protocolRows, entryRows, pauseRows] = await Promise.all([
    db
      .select()
      .from(customProtocols)
      .where(and(eq(customProtocols.userId, userId), isNull(customProtocols.deletedAt)))
      .orderBy(asc(customProtocols.position), asc(customProtocols.id)),
    db
      .select()
      .from(customProtocolEntries)
      .where(eq(customProtocolEntries.userId, userId))
      .orderBy(asc(customProtocolEntries.localDay), asc(customProtocolEntries.id)),
    db.select().from(customProtocolPauses).where(eq(customProtocolPauses.userId, userId)),
  ]);
  type Gathered = { entries: LoopEntryRow[]; skips: string[]; pauses: { from: string; to: string }[] };
  const gathered = new Map<number, Gathered>(protocolRows.map((row) => [row.id, { entries: [], skips: [], pauses: [] }]));
  for (const row of entryRows) {
    const protocol = gathered.get(row.protocolId);
    if (!protocol) continue; // a deleted protocol's, kept for its undo
    if (row.state === 'skipped') protocol.skips.push(row.localDay);
    else protocol.entries.push({ componentId: row.componentId ?? '', date: row.localDay, value: row.value, note: row.note });
  }
  for (const row of pauseRows) gathered.get(row.protocolId)?.pauses.push({ from: row.fromDay, to: row.toDay });
  return writeLoopExport(protocolRows.map((row) => ({ document: documentOf(row), archived: row.archived, ...gathered.get(row.id)! })));
}
