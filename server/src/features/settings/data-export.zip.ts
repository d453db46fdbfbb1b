import { CHECKLIST_ITEM_KEYS } from '@uh/core/checklist/checklist.logic';
import { EXPORT_RECORD_TYPES, type ExportRecordType } from '@uh/core/settings/export.schema';
import type { ProtocolExportKey } from '@uh/core/settings/protocol-export-schemas';
import type { Database } from '../../db/client';
import { toCsv, zip } from '../../lib/zip';
import { CUSTOM_PROTOCOL_COLUMNS } from './custom-protocols-export';
import { exportAccount } from './data-export.service';
import { PROTOCOL_EXPORT_CODECS } from './protocol-export-codecs';

/** The same records as one CSV file per record type, zipped, with the account as JSON. */
export async function exportAccountZip(db: Database, userId: number): Promise<Buffer> {
  const data = await exportAccount(db, userId);
  // A nested value (a journal entry's details) is written as JSON in its cell.
  const cells = (row: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, typeof value === 'object' && value !== null ? JSON.stringify(value) : value]),
    );
  const files = EXPORT_RECORD_TYPES.filter((type) => data.records[type] !== undefined).map((type) => {
    const list = data.records[type] as Record<string, unknown>[];
    const rows = list.map(cells);
    const columns = Object.keys(list[0] ?? exampleColumns[type]);
    return { name: `${type}.csv`, content: toCsv(rows, columns) };
  });
  const { records: _records, ...manifest } = data;
  return zip([{ name: 'account.json', content: JSON.stringify(manifest, null, 2) }, ...files]);
}

// Column order for empty files, so every CSV has its header.
const exampleColumns: Record<ExportRecordType, Record<string, unknown>> = {
  // Each protocol's columns, as its `*.export.ts` lists them.
  ...(Object.fromEntries(
    PROTOCOL_EXPORT_CODECS.map(({ exportKey, codec }) => [exportKey, Object.fromEntries(codec.csvColumns.map((key) => [key, 0]))]),
  ) as Record<ProtocolExportKey, Record<string, unknown>>),
  dailyChecklists: Object.fromEntries(['date', ...CHECKLIST_ITEM_KEYS].map((key) => [key, 0])),
  chatMessages: { createdAt: 0, role: 0, content: 0 },
  coachMemories: { createdAt: 0, text: 0 },
  journalEntries: { timestamp: 0, type: 0, summary: 0, details: 0, transcription: 0, timeZone: 0, localDay: 0 },
  // Never written empty (WRITTEN_WHEN_ANY); listed for completeness.
  insightPairs: { factor: 0, outcome: 0, lag: 0, origin: 0, hidden: 0, createdAt: 0 },
  experiments: Object.fromEntries(
    [
      'intervention',
      'outcome',
      'lag',
      'smallestChange',
      'direction',
      'design',
      'stopping',
      'startDay',
      'seed',
      'createdAt',
      'stoppedOn',
      'finishedAt',
    ].map((key) => [key, 0]),
  ),
  ...(Object.fromEntries(
    Object.entries(CUSTOM_PROTOCOL_COLUMNS).map(([type, columns]) => [type, Object.fromEntries(columns.map((key) => [key, 0]))]),
  ) as Record<keyof typeof CUSTOM_PROTOCOL_COLUMNS, Record<string, unknown>>),
};
