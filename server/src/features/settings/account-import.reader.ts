import {
  EXPORT_RECORD_TYPES,
  accountExportSchema,
  exportRecordsSchema,
  type AccountExport,
  type ExportRecords,
} from '@uh/core/settings/export.schema';
import { z } from 'zod';
import { HttpError, badRequest } from '../../lib/http-error';

const RECORDS_PER_CHECK = 50;

const envelopeSchema = accountExportSchema.omit({ records: true });

/**
 * What an array the file leaves out reads as. Arrays added after the format's first files may be
 * absent: a protocol's array marked `exportOptional` in the registry has a default (none), the
 * newer optional sections are left out; null where every file has the array.
 */
export function whenAbsent(field: z.ZodType): unknown[] | 'left out' | null {
  if (field instanceof z.ZodDefault) return field.parse(undefined) as unknown[];
  if (field instanceof z.ZodOptional) return 'left out';
  return null;
}

const describe = (issues: z.core.$ZodIssue[], prefix: (string | number)[] = []) =>
  issues.map((issue) => `${[...prefix, ...issue.path.map(String)].join('.') || 'request'}: ${issue.message}`).join('; ');

/**
 * Reads an export sent as JSON: the envelope, then the record cap (413 before any record is
 * checked), then every record against the same rules as a new log. Parsing and checking 50,000
 * records takes seconds of uninterrupted work: it runs in the import thread
 * (account-import.worker.ts), never on the app's event loop.
 */
export function checkAccountExport(body: Uint8Array, maxRecords: number): AccountExport {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8'));
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  const envelope = envelopeSchema.safeParse(raw);
  if (!envelope.success) throw badRequest(describe(envelope.error.issues));
  const given = (raw as { records?: unknown }).records;
  if (typeof given !== 'object' || given === null) throw badRequest('records: must be an object with one array per record type');
  const arrays = given as Record<string, unknown>;

  let total = 0;
  for (const type of EXPORT_RECORD_TYPES) {
    const list = arrays[type];
    if (list === undefined && whenAbsent(exportRecordsSchema.shape[type]) !== null) continue;
    if (!Array.isArray(list)) throw badRequest(`records.${type}: must be an array`);
    total += list.length;
  }
  if (total > maxRecords) {
    throw new HttpError(
      413,
      `This file holds ${total} records; one import takes at most ${maxRecords} (IMPORT_MAX_RECORDS). Nothing was imported: split the file or ask the server's operator to raise the cap.`,
    );
  }

  const records: Record<string, unknown[]> = {};
  for (const type of EXPORT_RECORD_TYPES) {
    const list = arrays[type] as unknown[] | undefined;
    const field = exportRecordsSchema.shape[type];
    if (list === undefined) {
      const absent = whenAbsent(field);
      if (Array.isArray(absent)) records[type] = absent;
      continue;
    }
    const schema: z.ZodType<unknown[]> = field instanceof z.ZodOptional ? field.unwrap() : field;
    const kept: unknown[] = [];
    // Checked in runs of a few records, reporting the first run that fails: a file wrong
    // throughout gets a message of readable length, not one line per record.
    for (let start = 0; start < list.length; start += RECORDS_PER_CHECK) {
      const checked = schema.safeParse(list.slice(start, start + RECORDS_PER_CHECK));
      if (!checked.success) {
        const issues = checked.error.issues.map((issue) => ({ ...issue, path: [start + Number(issue.path[0]), ...issue.path.slice(1)] }));
        throw badRequest(describe(issues, ['records', type]));
      }
      kept.push(...checked.data);
    }
    records[type] = kept;
  }
  return { ...envelope.data, records: records as ExportRecords };
}
