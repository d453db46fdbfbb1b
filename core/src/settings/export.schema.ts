import { z } from 'zod';
import { CHECKLIST_ITEM_KEYS, type ChecklistItemKey } from '../checklist/checklist.logic';

/**
 * The account export, documented in docs/data-export.md. Values are the stored canonical units
 * (seconds, kilograms, °C); instants are ISO 8601; no database ids, so it imports anywhere.
 */
export const EXPORT_FORMAT = 'ultimate-human-export';
export const EXPORT_VERSION = 1;

const instant = z.iso.datetime({ offset: true });
const nullableNumber = z.number().nullable();

export const exportRecordsSchema = z.object({
  thirtyThirtyThirtyLogs: z.array(
    z.object({
      timestamp: instant,
      proteinGrams: z.number().min(0).max(500),
      exerciseSeconds: z.number().int().min(0).max(86_400),
      timeAfterWakingMinutes: nullableNumber,
      completed: z.boolean(),
    }),
  ),
  fastingLogs: z.array(
    z.object({
      timestamp: instant,
      startTime: instant,
      endTime: instant.nullable(),
      targetHours: z.number().int().positive(),
      durationSeconds: z.number().int().nonnegative().nullable(),
      completed: z.boolean(),
    }),
  ),
  coldExposureLogs: z.array(
    z.object({
      timestamp: instant,
      exposureMethod: z.string().min(1).max(40),
      temperatureC: z.number().min(-60).max(60),
      temperatureUnit: z.enum(['F', 'C']),
      durationSeconds: z.number().int().positive().max(86_400),
      completed: z.boolean(),
    }),
  ),
  biometricLogs: z.array(
    z.object({
      timestamp: instant,
      weightKg: nullableNumber,
      systolic: nullableNumber,
      diastolic: nullableNumber,
      heartRate: nullableNumber,
      hrvMs: nullableNumber,
      oxygenSaturation: nullableNumber,
      respirationRate: nullableNumber,
      bodyTemperatureC: nullableNumber,
      temperatureUnit: z.enum(['F', 'C']),
      sleepSeconds: z.number().int().nonnegative().nullable(),
      readinessScore: nullableNumber,
      stressLevel: nullableNumber,
      wearableSource: z.string().min(1).max(40),
    }),
  ),
  dailyChecklists: z.array(
    z.object({
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      ...(Object.fromEntries(CHECKLIST_ITEM_KEYS.map((key) => [key, z.boolean()])) as Record<ChecklistItemKey, z.ZodBoolean>),
    }),
  ),
  chatMessages: z.array(z.object({ createdAt: instant, role: z.enum(['system', 'user', 'assistant']), content: z.string().max(20_000) })),
});
export type ExportRecords = z.infer<typeof exportRecordsSchema>;
export type ExportRecordType = keyof ExportRecords;
export const EXPORT_RECORD_TYPES = Object.keys(exportRecordsSchema.shape) as ExportRecordType[];

export const accountExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT, { message: `This is not an ${EXPORT_FORMAT} file` }),
  version: z.literal(EXPORT_VERSION, { message: `Only export format version ${EXPORT_VERSION} can be imported` }),
  exportedAt: instant,
  account: z.object({
    username: z.string(),
    displayName: z.string(),
    email: z.string(),
    timeZone: z.string(),
    createdAt: instant,
    preferences: z.object({ weightUnit: z.string(), temperatureUnit: z.string(), theme: z.string() }),
  }),
  records: exportRecordsSchema,
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const importResultSchema = z.object({
  imported: z.record(z.string(), z.number().int()),
  skipped: z.record(z.string(), z.number().int()),
});
export type ImportResult = z.infer<typeof importResultSchema>;
