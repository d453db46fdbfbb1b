import type { ExportRecords, ExportRecordType } from '@uh/core/settings/export.schema';

/** Every record type, as read: the export leaves out the empty newer ones; an import may lack them. */
export type AllRecords = { [K in ExportRecordType]-?: NonNullable<ExportRecords[K]> };
export type RecordOf<K extends ExportRecordType> = AllRecords[K][number];
