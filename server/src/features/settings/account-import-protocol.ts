import type { AccountExport, ExportRecordType } from '@uh/core/settings/export.schema';

/** Messages between the app's main thread and the thread that reads import files. */

export type ToImportThread =
  | { type: 'read'; id: number; body: Uint8Array; maxRecords: number }
  // The next slice of a file's records. The main thread asks for each: slices sent unasked would
  // queue up and be taken in all at once, in one long step.
  | { type: 'more'; id: number };

export type FromImportThread =
  // The checked records come back in slices: the main thread takes each in a short step.
  | { id: number; type: 'records'; recordType: ExportRecordType; records: unknown[] }
  | { id: number; type: 'read'; envelope: Omit<AccountExport, 'records'> }
  | { id: number; type: 'refused'; statusCode: number; message: string }
  | { id: number; type: 'failed'; reason: string };
