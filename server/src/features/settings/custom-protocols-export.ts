import type { ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import type { ProtocolReminder } from '@uh/core/custom-protocols/protocol-reminder.schema';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customProtocolEntries, customProtocolPauses, customProtocols, loggedEverythingDays } from '../../db/schema';
import type { AllRecords, RecordOf } from './export-records';

export type CustomProtocolRecords = Pick<
  AllRecords,
  'customProtocols' | 'customProtocolEntries' | 'customProtocolPauses' | 'loggedEverythingDays'
>;

const iso = (value: Date) => value.toISOString();

/**
 * A person's own protocols as the account export writes them (docs/data-export.md): the live ones in
 * their order (one deleted moments ago is gone from the export), and their entries and pauses
 * naming them by document id, which is unique among a person's live protocols.
 */
export async function readCustomProtocolRecords(db: Database, userId: number): Promise<CustomProtocolRecords> {
  const live = and(eq(customProtocols.userId, userId), isNull(customProtocols.deletedAt));
  const order = [asc(customProtocols.position), asc(customProtocols.id)];
  const protocols = await db
    .select()
    .from(customProtocols)
    .where(live)
    .orderBy(...order);
  const entries = await db
    .select({ protocol: customProtocols.documentId, entry: customProtocolEntries })
    .from(customProtocolEntries)
    .innerJoin(customProtocols, eq(customProtocols.id, customProtocolEntries.protocolId))
    .where(live)
    .orderBy(...order, asc(customProtocolEntries.localDay), asc(customProtocolEntries.id));
  const pauses = await db
    .select({ protocol: customProtocols.documentId, pause: customProtocolPauses })
    .from(customProtocolPauses)
    .innerJoin(customProtocols, eq(customProtocols.id, customProtocolPauses.protocolId))
    .where(live)
    .orderBy(...order, asc(customProtocolPauses.fromDay), asc(customProtocolPauses.id));
  const days = await db
    .select({ date: loggedEverythingDays.localDay })
    .from(loggedEverythingDays)
    .where(eq(loggedEverythingDays.userId, userId))
    .orderBy(asc(loggedEverythingDays.localDay));
  return {
    customProtocols: protocols.map((row) => ({
      document: row.document as ProtocolDocument,
      position: row.position,
      archived: row.archived,
      onDashboard: row.onDashboard,
      onChecklist: row.onChecklist,
      safetyAcknowledgedAt: row.safetyAcknowledgedAt ? iso(row.safetyAcknowledgedAt) : null,
      reminder: (row.reminder as ProtocolReminder | null) ?? null,
      createdAt: iso(row.createdAt),
    })),
    customProtocolEntries: entries.map(({ protocol, entry }) => ({
      protocol,
      componentId: entry.componentId,
      date: entry.localDay,
      state: entry.state as RecordOf<'customProtocolEntries'>['state'],
      value: entry.value,
      text: entry.text,
      note: entry.note,
      source: entry.source as RecordOf<'customProtocolEntries'>['source'],
      createdAt: iso(entry.createdAt),
    })),
    customProtocolPauses: pauses.map(({ protocol, pause }) => ({ protocol, from: pause.fromDay, to: pause.toDay, reason: pause.reason })),
    loggedEverythingDays: days,
  };
}

/** Column order of the ZIP's CSV files when they are empty. */
export const CUSTOM_PROTOCOL_COLUMNS: Record<keyof CustomProtocolRecords, readonly string[]> = {
  customProtocols: ['document', 'position', 'archived', 'onDashboard', 'onChecklist', 'safetyAcknowledgedAt', 'createdAt'],
  customProtocolEntries: ['protocol', 'componentId', 'date', 'state', 'value', 'text', 'note', 'source', 'createdAt'],
  customProtocolPauses: ['protocol', 'from', 'to', 'reason'],
  loggedEverythingDays: ['date'],
};
