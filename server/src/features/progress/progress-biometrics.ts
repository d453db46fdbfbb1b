import type { LocalDate } from '@uh/core/common/calendar.logic';
import { kilogramsToPounds, roundTo } from '@uh/core/common/units.logic';
import { average, changePercent, heartRateTrend } from '@uh/core/progress/progress.logic';
import { rangeBiometrics } from '@uh/core/progress/range-biometrics.logic';
import type { BiometricPoint, ProgressSummary } from '@uh/core/progress/progress.schema';
import type { Database } from '../../db/client';
import { biometricStatsOfAll, lastHeartRates, readingsBetween, weeklyMeans, type BiometricRow } from './progress.queries';

// node-postgres returns numeric aggregates as strings.
const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const pounds = (kg: unknown) => (num(kg) === null ? null : roundTo(kilogramsToPounds(num(kg)!), 1));
const hours = (seconds: unknown) => (num(seconds) === null ? null : roundTo(num(seconds)! / 3600, 1));

function toPoint(row: BiometricRow): BiometricPoint {
  const round0 = (value: unknown) => (num(value) === null ? null : Math.round(num(value)!));
  return {
    date: row.day,
    weight: pounds(row.weight_kg),
    systolic: round0(row.systolic),
    diastolic: round0(row.diastolic),
    heartRate: round0(row.heart_rate),
    sleepDuration: hours(row.sleep_seconds),
  };
}

/** "All": weekly means, and the statistics of every reading worked out in PostgreSQL (years of readings). */
async function allTimeBiometrics(db: Database, userId: number): Promise<ProgressSummary['biometrics']> {
  // One after another on purpose: each is a millisecond or two, and asking for three pooled
  // connections per request at once queues requests behind each other under load.
  const rows = await weeklyMeans(db, userId);
  const stats = await biometricStatsOfAll(db, userId);
  const heartRates = await lastHeartRates(db, userId);
  const rounded = (value: number | null, decimals: number) => (value === null ? null : average([value], decimals));
  // A change needs two readings: one reading compared with itself is not "0 % change".
  const change = (count: unknown, first: unknown, last: unknown) =>
    (num(count) ?? 0) < 2 ? null : changePercent(num(first) ?? undefined, num(last) ?? undefined);
  return {
    resolution: 'week',
    points: rows.map(toPoint),
    averages: {
      weight: rounded(pounds(stats.avg_weight_kg), 1),
      systolic: rounded(num(stats.avg_systolic), 0),
      diastolic: rounded(num(stats.avg_diastolic), 0),
      heartRate: rounded(num(stats.avg_heart_rate), 0),
      sleepDuration: rounded(hours(stats.avg_sleep_seconds), 1),
    },
    changes: {
      weight: change(stats.count_weight_kg, stats.first_weight_kg, stats.last_weight_kg),
      systolic: change(stats.count_systolic, stats.first_systolic, stats.last_systolic),
      diastolic: change(stats.count_diastolic, stats.first_diastolic, stats.last_diastolic),
      heartRate: change(stats.count_heart_rate, stats.first_heart_rate, stats.last_heart_rate),
      sleepDuration: change(stats.count_sleep_seconds, stats.first_sleep_seconds, stats.last_sleep_seconds),
    },
    heartRateTrend: heartRateTrend(heartRates),
  };
}

/**
 * Biometric statistics over the local days `[from, to]` (from its readings, one statement), or over
 * everything with `from` null. Readings are not held to the protocol start day: a weight logged
 * before the first protocol is still a reading.
 */
export async function biometricsSummary(
  db: Database,
  userId: number,
  from: LocalDate | null,
  to: LocalDate,
): Promise<ProgressSummary['biometrics']> {
  return from === null ? allTimeBiometrics(db, userId) : rangeBiometrics(await readingsBetween(db, userId, from, to));
}
