import type { DailyValues } from '@uh/core/wearables/daily-aggregates.logic';
import {
  type HrvMethod,
  IMPORT_METRICS,
  type ImportMetric,
  SOURCE_HRV_METHOD,
  type WearableSource,
} from '@uh/core/wearables/wearables.schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { biometricLogs, importJobs } from '../../db/schema';
import type { ImportCounts } from './import-jobs.service';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Column =
  | 'weightKg'
  | 'heartRate'
  | 'hrvMs'
  | 'systolic'
  | 'diastolic'
  | 'oxygenSaturation'
  | 'respirationRate'
  | 'bodyTemperatureC'
  | 'sleepSeconds'
  | 'readinessScore'
  | 'temperatureDeviationC'
  | 'skinTemperatureC';

/** The columns each imported metric fills (blood pressure is a pair, kept together). */
const METRIC_COLUMNS: Record<ImportMetric, readonly Column[]> = {
  weight: ['weightKg'],
  restingHeartRate: ['heartRate'],
  hrv: ['hrvMs'],
  bloodPressure: ['systolic', 'diastolic'],
  oxygenSaturation: ['oxygenSaturation'],
  respirationRate: ['respirationRate'],
  bodyTemperature: ['bodyTemperatureC'],
  sleep: ['sleepSeconds'],
  readiness: ['readinessScore'],
  temperatureDeviation: ['temperatureDeviationC'],
  skinTemperature: ['skinTemperatureC'],
};

// Hundreds of rows per statement: few round trips, far below PostgreSQL's 65,535 parameters.
const BATCH_ROWS = 500;
// A 10-year history merges in well under a second; a statement stuck far longer is cancelled.
const STATEMENT_TIMEOUT = '30s';

type Existing = { id: number; localDay: string } & Record<Column, number | null>;
/**
 * The wake-up and the steps go with a day's row but are no reading of its own: they fill a row the
 * day has, and never make one, so the readings list shows no row without a reading.
 */
type Companions = { wokeAt?: Date; steps?: number };
type Update = { id: number } & Partial<Record<Column, number>> & Companions;

export type MergeInput = {
  userId: number;
  source: WearableSource;
  timeZone: string;
  days: readonly DailyValues[];
  /**
   * fill (an export file): a value already there is kept, so a re-import adds only what is new.
   * refresh (a wearable's sync): the provider's latest value for a day it sends again replaces the
   * earlier one, since a day's score or sleep can still change after the first sync.
   */
  mode?: 'fill' | 'refresh';
};
/**
 * Where a merge hands the days' steps the source counted, once its rows are written, in the same
 * transaction: the person's steps protocols (bound in workers/, as features do not import each other).
 */
export type DayStepsPort = (
  tx: Transaction,
  input: { userId: number; timeZone: string; days: readonly { localDay: string; steps: number }[] },
) => Promise<AfterCommit>;

/** What a port leaves for once the caller's transaction has committed: telling others what it wrote. */
export type AfterCommit = () => Promise<void>;

export type MergeResult = {
  counts: Record<ImportMetric, { new: number; existing: number }>;
  newCount: number;
  existingCount: number;
  /** To run once the merge's transaction has committed (never after a rollback). */
  afterCommit: AfterCommit;
};

const hasMetric = (values: Partial<Record<Column, number | null>>, metric: ImportMetric) =>
  METRIC_COLUMNS[metric].every((column) => values[column] != null);

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH_ROWS) out.push(items.slice(start, start + BATCH_ROWS));
  return out;
}

const num = (value: number | undefined, type: 'double precision' | 'integer') =>
  value === undefined ? sql`NULL::${sql.raw(type)}` : sql`${value}::${sql.raw(type)}`;

/** The SQL for one column: keep what is there (fill) or take the new value when one came (refresh). */
const merged = (column: string, mode: 'fill' | 'refresh') =>
  mode === 'fill' ? `COALESCE(b.${column}, v.${column})` : `COALESCE(v.${column}, b.${column})`;

/** Writes the new values into rows a source already has: only into empty columns, or over them on refresh. */
async function updateRows(tx: Transaction, updates: readonly Update[], mode: 'fill' | 'refresh', hrvMethod: HrvMethod | null) {
  // Blood pressure is a pair: both come from the same reading or neither changes.
  const takePair = mode === 'fill' ? 'b.systolic IS NULL' : 'v.systolic IS NOT NULL';
  for (const batch of batches(updates)) {
    const values = sql.join(
      batch.map(
        (row) =>
          sql`(${row.id}::integer, ${num(row.weightKg, 'double precision')}, ${num(row.heartRate, 'double precision')}, ${num(row.hrvMs, 'double precision')},
              ${num(row.systolic, 'double precision')}, ${num(row.diastolic, 'double precision')}, ${num(row.oxygenSaturation, 'double precision')},
              ${num(row.respirationRate, 'double precision')}, ${num(row.bodyTemperatureC, 'double precision')}, ${num(row.sleepSeconds, 'integer')},
              ${num(row.readinessScore, 'double precision')}, ${num(row.temperatureDeviationC, 'double precision')},
              ${num(row.skinTemperatureC, 'double precision')}, ${row.wokeAt?.toISOString() ?? null}::timestamptz, ${num(row.steps, 'integer')})`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE biometric_logs AS b SET
        weight_kg = ${sql.raw(merged('weight_kg', mode))},
        heart_rate = ${sql.raw(merged('heart_rate', mode))},
        hrv_ms = ${sql.raw(merged('hrv_ms', mode))},
        hrv_method = CASE WHEN v.hrv_ms IS NOT NULL AND (b.hrv_ms IS NULL OR ${sql.raw(String(mode === 'refresh'))}) THEN ${hrvMethod}::text ELSE b.hrv_method END,
        systolic = CASE WHEN ${sql.raw(takePair)} THEN v.systolic ELSE b.systolic END,
        diastolic = CASE WHEN ${sql.raw(takePair)} THEN v.diastolic ELSE b.diastolic END,
        oxygen_saturation = ${sql.raw(merged('oxygen_saturation', mode))},
        respiration_rate = ${sql.raw(merged('respiration_rate', mode))},
        body_temperature_c = ${sql.raw(merged('body_temperature_c', mode))},
        sleep_seconds = ${sql.raw(merged('sleep_seconds', mode))},
        readiness_score = ${sql.raw(merged('readiness_score', mode))},
        temperature_deviation_c = ${sql.raw(merged('temperature_deviation_c', mode))},
        skin_temperature_c = ${sql.raw(merged('skin_temperature_c', mode))},
        woke_at = ${sql.raw(merged('woke_at', mode))},
        steps = ${sql.raw(merged('steps', mode))}
      FROM (VALUES ${values}) AS v(id, weight_kg, heart_rate, hrv_ms, systolic, diastolic, oxygen_saturation, respiration_rate, body_temperature_c, sleep_seconds, readiness_score, temperature_deviation_c, skin_temperature_c, woke_at, steps)
      WHERE b.id = v.id`);
  }
}

/**
 * Merges an import's daily values into the person's readings, in the caller's transaction. The
 * natural key is (person, source, local day): a new day becomes a row; a day the source already
 * has only gains the metrics it lacks. Counted per metric: values added, and values already there.
 * The days' steps then reach the person's steps protocols, in the same transaction.
 */
export async function mergeDailyValues(tx: Transaction, input: MergeInput, onDaySteps: DayStepsPort): Promise<MergeResult> {
  const mode = input.mode ?? 'fill';
  const hrvMethod = SOURCE_HRV_METHOD[input.source] ?? null;
  await tx.execute(sql`SET LOCAL statement_timeout = ${sql.raw(`'${STATEMENT_TIMEOUT}'`)}`);
  const rows: Existing[] = await tx
    .select({
      id: biometricLogs.id,
      localDay: biometricLogs.localDay,
      weightKg: biometricLogs.weightKg,
      heartRate: biometricLogs.heartRate,
      hrvMs: biometricLogs.hrvMs,
      systolic: biometricLogs.systolic,
      diastolic: biometricLogs.diastolic,
      oxygenSaturation: biometricLogs.oxygenSaturation,
      respirationRate: biometricLogs.respirationRate,
      bodyTemperatureC: biometricLogs.bodyTemperatureC,
      sleepSeconds: biometricLogs.sleepSeconds,
      readinessScore: biometricLogs.readinessScore,
      temperatureDeviationC: biometricLogs.temperatureDeviationC,
      skinTemperatureC: biometricLogs.skinTemperatureC,
    })
    .from(biometricLogs)
    .where(and(eq(biometricLogs.userId, input.userId), eq(biometricLogs.wearableSource, input.source), eq(biometricLogs.imported, true)))
    .for('update');
  const byDay = new Map(rows.map((row) => [row.localDay, row]));

  const counts = Object.fromEntries(IMPORT_METRICS.map((metric) => [metric, { new: 0, existing: 0 }])) as MergeResult['counts'];
  const inserts: (typeof biometricLogs.$inferInsert)[] = [];
  const updates: Update[] = [];
  for (const day of input.days) {
    const existing = byDay.get(day.localDay);
    const update: Update = { id: existing?.id ?? 0 };
    for (const metric of IMPORT_METRICS) {
      if (!hasMetric(day, metric)) continue;
      if (existing && hasMetric(existing, metric)) {
        counts[metric].existing += 1;
        if (mode === 'fill') continue;
      } else {
        counts[metric].new += 1;
      }
      for (const column of METRIC_COLUMNS[metric]) update[column] = day[column];
    }
    const { id: _id, ...added } = update;
    const companions: Companions = {
      ...(day.wokeAt && { wokeAt: day.wokeAt }),
      ...(day.steps !== undefined && { steps: day.steps }),
    };
    const hasReading = Object.keys(added).length > 0;
    if (existing) {
      if (hasReading || Object.keys(companions).length > 0) updates.push({ ...update, ...companions });
    } else if (hasReading) {
      inserts.push({
        ...added,
        ...companions,
        userId: input.userId,
        wearableSource: input.source,
        imported: true,
        hrvMethod: added.hrvMs === undefined ? null : hrvMethod,
        temperatureUnit: 'C',
        timestamp: day.at,
        timeZone: input.timeZone,
        localDay: day.localDay,
      });
    }
  }
  for (const batch of batches(inserts)) await tx.insert(biometricLogs).values(batch);
  await updateRows(tx, updates, mode, hrvMethod);
  const afterCommit = await onDaySteps(tx, {
    userId: input.userId,
    timeZone: input.timeZone,
    days: input.days.flatMap((day) => (day.steps === undefined ? [] : [{ localDay: day.localDay, steps: day.steps }])),
  });

  const newCount = Object.values(counts).reduce((sum, count) => sum + count.new, 0);
  const existingCount = Object.values(counts).reduce((sum, count) => sum + count.existing, 0);
  return { counts, newCount, existingCount, afterCommit };
}

/** Merges the daily values and records the job as succeeded, in one transaction: both or neither. */
export async function finishImport(
  db: Database,
  job: { id: number; bytesTotal: number; recordsRead: number; samples: Partial<Record<ImportMetric, number>> },
  input: MergeInput,
  onDaySteps: DayStepsPort,
): Promise<void> {
  const afterCommit = await db.transaction(async (tx) => {
    const result = await mergeDailyValues(tx, input, onDaySteps);
    const counts: ImportCounts = {};
    for (const metric of IMPORT_METRICS) {
      const samples = job.samples[metric] ?? 0;
      const { new: added, existing } = result.counts[metric];
      if (samples + added + existing > 0) counts[metric] = { samples, new: added, existing };
    }
    await tx
      .update(importJobs)
      .set({
        status: 'succeeded',
        bytesRead: job.bytesTotal,
        recordsRead: job.recordsRead,
        counts,
        newCount: result.newCount,
        existingCount: result.existingCount,
        error: null,
        finishedAt: new Date(),
      })
      .where(eq(importJobs.id, job.id));
    return result.afterCommit;
  });
  await afterCommit();
}
