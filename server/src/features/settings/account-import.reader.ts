import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  EXPORT_RECORD_TYPES,
  accountExportSchema,
  exportRecordsSchema,
  type AccountExport,
  type ExportRecords,
} from '@uh/core/settings/export.schema';
import { z } from 'zod';
import { HttpError, badRequest } from '../../lib/http-error';

/** How long validation runs before letting other requests in: well under the API's latency goal. */
const SLICE_MS = 5;
const RECORDS_PER_CHECK = 50;

const envelopeSchema = accountExportSchema.omit({ records: true });

const describe = (issues: z.core.$ZodIssue[], prefix: (string | number)[] = []) =>
  issues.map((issue) => `${[...prefix, ...issue.path.map(String)].join('.') || 'request'}: ${issue.message}`).join('; ');

/**
 * Reads an export sent as JSON: the envelope, then the record cap (413 before any record is
 * checked), then every record against the same rules as a new log. Validating 50,000 records
 * takes seconds: it runs in short slices, yielding to the event loop between them, so the
 * requests of everyone else are answered meanwhile.
 */
export async function readAccountExport(body: unknown, maxRecords: number): Promise<AccountExport> {
  if (!Buffer.isBuffer(body)) throw badRequest('Send the export file as a JSON request body (Content-Type application/json)');
  let raw: unknown;
  try {
    raw = JSON.parse(body.toString('utf8'));
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
    if (list === undefined && type === 'journalEntries') continue;
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
  let sliceStarted = performance.now();
  for (const type of EXPORT_RECORD_TYPES) {
    const list = arrays[type] as unknown[] | undefined;
    if (list === undefined) continue;
    const field = exportRecordsSchema.shape[type];
    const schema: z.ZodType<unknown[]> = field instanceof z.ZodOptional ? field.unwrap() : field;
    const kept: unknown[] = [];
    for (let start = 0; start < list.length; start += RECORDS_PER_CHECK) {
      const checked = schema.safeParse(list.slice(start, start + RECORDS_PER_CHECK));
      if (!checked.success) {
        const issues = checked.error.issues.map((issue) => ({ ...issue, path: [start + Number(issue.path[0]), ...issue.path.slice(1)] }));
        throw badRequest(describe(issues, ['records', type]));
      }
      kept.push(...checked.data);
      if (performance.now() - sliceStarted > SLICE_MS) {
        await nextTurn();
        sliceStarted = performance.now();
      }
    }
    records[type] = kept;
  }
  return { ...envelope.data, records: records as ExportRecords };
}
