import { z } from 'zod';
import { recordId } from '../common/storable.schema';

/**
 * Where a biometric reading came from (docs/product.md §3 `wearableSource`): typed in, or a device's own
 * record. Imported rows carry their source, so nothing is counted twice and each point says where
 * it came from.
 */
export const WEARABLE_SOURCES = ['manual', 'apple_health', 'oura', 'whoop', 'withings'] as const;
export type WearableSource = (typeof WEARABLE_SOURCES)[number];

export const WEARABLE_SOURCE_LABELS: Record<WearableSource, string> = {
  manual: 'Entered by hand',
  apple_health: 'Apple Health',
  oura: 'Oura',
  whoop: 'WHOOP',
  withings: 'Withings',
};

/** How a heart-rate variability value was measured: Apple reports SDNN, Oura and WHOOP RMSSD. Never mixed in one line. */
export const HRV_METHODS = ['sdnn', 'rmssd'] as const;
export type HrvMethod = (typeof HRV_METHODS)[number];

/** The method each importing source's HRV uses (Withings sends none). */
export const SOURCE_HRV_METHOD: Partial<Record<WearableSource, HrvMethod>> = { apple_health: 'sdnn', oura: 'rmssd', whoop: 'rmssd' };

/** What an import brings in, one daily value per person, source, metric and local day. */
export const IMPORT_METRICS = [
  'weight',
  'restingHeartRate',
  'hrv',
  'bloodPressure',
  'oxygenSaturation',
  'respirationRate',
  'bodyTemperature',
  'sleep',
  'readiness',
  'temperatureDeviation',
  'skinTemperature',
] as const;
export type ImportMetric = (typeof IMPORT_METRICS)[number];

/** What an Apple Health export brings in (the readiness score is a wearable's own). */
export const APPLE_HEALTH_METRICS = IMPORT_METRICS.filter(
  (metric) => !['readiness', 'temperatureDeviation', 'skinTemperature'].includes(metric),
);

/** The metrics as an Apple Health import names them (its HRV is SDNN). */
export const IMPORT_METRIC_LABELS: Record<ImportMetric, string> = {
  weight: 'Body weight',
  restingHeartRate: 'Resting heart rate',
  hrv: 'Heart rate variability (SDNN)',
  bloodPressure: 'Blood pressure',
  oxygenSaturation: 'Oxygen saturation',
  respirationRate: 'Respiratory rate',
  bodyTemperature: 'Body temperature',
  sleep: 'Sleep',
  readiness: 'Readiness score',
  temperatureDeviation: 'Temperature deviation',
  skinTemperature: 'Skin temperature',
};

export const IMPORT_JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

/** Per metric: samples read from the file so far; after the import, daily values added and days already there. */
export const importMetricCountsSchema = z.object({
  samples: z.number().int().nonnegative(),
  new: z.number().int().nonnegative(),
  existing: z.number().int().nonnegative(),
});
export type ImportMetricCounts = z.infer<typeof importMetricCountsSchema>;

/** GET /api/wearables/apple-health/imports/{id}: an import as the page follows it. */
export const importJobSchema = z.object({
  id: z.number().int(),
  source: z.literal('apple_health'),
  fileName: z.string(),
  status: z.enum(IMPORT_JOB_STATUSES),
  /** The uploaded file's size, and how much of it the parser has read. */
  bytesTotal: z.number().int().nonnegative(),
  bytesRead: z.number().int().nonnegative(),
  /** Every record element read, of any type (most are types not imported, such as workouts). */
  recordsRead: z.number().int().nonnegative(),
  counts: z.partialRecord(z.enum(IMPORT_METRICS), importMetricCountsSchema),
  /** Daily values added, and daily values that were already there (a re-import adds only what is new). */
  newCount: z.number().int().nonnegative(),
  existingCount: z.number().int().nonnegative(),
  /** Why it failed, in words for the person (never a stack or a path). */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importJobIdParamsSchema = z.object({ id: recordId() });

/** The largest export accepted (an iPhone's whole history is often hundreds of MB, zipped). */
export const APPLE_HEALTH_MAX_UPLOAD_BYTES = 2 * 1024 ** 3;
