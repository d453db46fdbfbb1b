import type { StoredLog } from '@uh/core/chat/chat-read-back.logic';
import type { AppliedWrite } from '@uh/core/coach-tools/tool-plan.schema';
import type { ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import type { TrackerCreatedLog } from '@uh/core/voice-journal/journal.schema';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  biometricLogs,
  coldExposureLogs,
  customProtocolEntries,
  customProtocols,
  dailyChecklists,
  fastingLogs,
  thirtyThirtyThirtyLogs,
} from '../../db/schema';

const NOT_READ = 'The record just written could not be read back';

const TRACKER_TABLES = {
  coldExposure: coldExposureLogs,
  fasting: fastingLogs,
  thirtyThirtyThirty: thirtyThirtyThirtyLogs,
  biometrics: biometricLogs,
} as const;

async function trackerRow(db: Database, userId: number, { kind, id }: TrackerCreatedLog): Promise<StoredLog | null> {
  const table = TRACKER_TABLES[kind];
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)));
  return row ? ({ kind, row } as StoredLog) : null;
}

async function checklistRow(
  db: Database,
  userId: number,
  written: Extract<AppliedWrite, { kind: 'checklist' }>,
): Promise<StoredLog | null> {
  const [row] = await db
    .select()
    .from(dailyChecklists)
    .where(and(eq(dailyChecklists.userId, userId), eq(dailyChecklists.date, written.date)));
  return row ? { kind: 'checklist', row: { date: row.date, item: written.item, done: row[written.item] } } : null;
}

async function entryRow(
  db: Database,
  userId: number,
  written: Extract<AppliedWrite, { kind: 'customProtocolEntry' }>,
): Promise<StoredLog | null> {
  const [row] = await db
    .select({ entry: customProtocolEntries, document: customProtocols.document })
    .from(customProtocolEntries)
    .innerJoin(customProtocols, eq(customProtocols.id, customProtocolEntries.protocolId))
    .where(and(eq(customProtocolEntries.id, written.entryId), eq(customProtocolEntries.userId, userId)));
  if (!row) return null;
  const document = row.document as ProtocolDocument;
  const component = document.components.find(({ id }) => id === row.entry.componentId);
  return {
    kind: 'customEntry',
    row: {
      date: row.entry.localDay,
      value: row.entry.value,
      text: row.entry.text,
      protocol: document.title,
      component: component?.label ?? row.entry.componentId ?? '',
      unit: component?.kind === 'measure' ? component.unit : null,
    },
  };
}

async function skipRow(db: Database, userId: number, written: Extract<AppliedWrite, { kind: 'protocolSkip' }>): Promise<StoredLog | null> {
  const [row] = await db
    .select({ reason: customProtocolEntries.note, document: customProtocols.document })
    .from(customProtocolEntries)
    .innerJoin(customProtocols, eq(customProtocols.id, customProtocolEntries.protocolId))
    .where(
      and(
        eq(customProtocolEntries.userId, userId),
        eq(customProtocolEntries.protocolId, written.protocolId),
        eq(customProtocolEntries.localDay, written.date),
        eq(customProtocolEntries.state, 'skipped'),
      ),
    );
  if (!row) return null;
  return { kind: 'protocolSkip', row: { date: written.date, protocol: (row.document as ProtocolDocument).title, reason: row.reason } };
}

/**
 * The record a confirmed proposal wrote, read again from its table on the same connection (the
 * confirm's transaction), so the sentence about it says what is stored.
 */
export async function readStoredLog(db: Database, userId: number, written: AppliedWrite): Promise<StoredLog> {
  const stored =
    written.kind === 'checklist'
      ? await checklistRow(db, userId, written)
      : written.kind === 'customProtocolEntry'
        ? await entryRow(db, userId, written)
        : written.kind === 'protocolSkip'
          ? await skipRow(db, userId, written)
          : await trackerRow(db, userId, written);
  if (stored) return stored;
  throw new Error(`${NOT_READ}: ${JSON.stringify(written)}`);
}
