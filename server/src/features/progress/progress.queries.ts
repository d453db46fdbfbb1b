import type { LocalDate } from '@uh/core/common/calendar.logic';
import { COLD_MIN_SECONDS } from '@uh/core/cold-exposure/cold-exposure.logic';
import type { ProtocolKey } from '@uh/core/progress/progress.logic';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

// Raw SQL here: grouping by the user's local calendar day is PostgreSQL's job (it knows every
// IANA zone and DST rule), and it keeps 10 years of logs to a few thousand rows per protocol.

const localDay = (column: SQL) => (timeZone: string) => sql`to_char((${column} AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD')`;

const COMPLETIONS: Record<ProtocolKey, { table: SQL; instant: SQL; completed: SQL }> = {
  thirtyThirtyThirty: { table: sql`thirty_thirty_thirty_logs`, instant: sql`timestamp`, completed: sql`completed` },
  // A fast counts on the day it reached its target — including one past its target that no read
  // has settled yet (the same rule as resolveFast in core: it ended at start + target).
  fasting: {
    table: sql`fasting_logs`,
    instant: sql`COALESCE(end_time, start_time + target_hours * interval '1 hour')`,
    completed: sql`(completed AND end_time IS NOT NULL) OR (end_time IS NULL AND start_time + target_hours * interval '1 hour' <= now())`,
  },
  coldExposure: { table: sql`cold_exposure_logs`, instant: sql`timestamp`, completed: sql.raw(`duration_seconds >= ${COLD_MIN_SECONDS}`) },
};

/** Completions per local day (as day numbers, see `dayNumber`) for one protocol, over all history. */
export async function completionsByDay(
  db: Database,
  userId: number,
  timeZone: string,
  protocol: ProtocolKey,
): Promise<Map<number, number>> {
  const { table, instant, completed } = COMPLETIONS[protocol];
  // Days since 1970-01-01 of the local date: integer arithmetic in PostgreSQL and in JavaScript.
  const day = sql`((${instant} AT TIME ZONE ${timeZone})::date - DATE '1970-01-01')`;
  const result = await db.execute<{ day: number; count: number }>(
    sql`SELECT ${day} AS day, count(*)::int AS count FROM ${table} WHERE user_id = ${userId} AND (${completed}) GROUP BY 1`,
  );
  return new Map(result.rows.map((row) => [Number(row.day), row.count]));
}

/** The instant a local day starts in `timeZone` (DST-aware), for index-friendly range bounds. */
const startOfLocalDay = (day: LocalDate, timeZone: string) => sql`(${day}::date::timestamp AT TIME ZONE ${timeZone})`;
const inLocalDays = (from: LocalDate, to: LocalDate, timeZone: string) =>
  sql`timestamp >= ${startOfLocalDay(from, timeZone)} AND timestamp < (((${to}::date + 1))::timestamp AT TIME ZONE ${timeZone})`;

export type BiometricRow = {
  day: string;
  weight_kg: number | null;
  systolic: number | null;
  diastolic: number | null;
  heart_rate: number | null;
  sleep_seconds: number | null;
};

/** Readings in the range, oldest first. */
export async function biometricReadings(db: Database, userId: number, timeZone: string, from: LocalDate, to: LocalDate) {
  const result = await db.execute<BiometricRow>(sql`
    SELECT ${localDay(sql`timestamp`)(timeZone)} AS day, weight_kg, systolic, diastolic, heart_rate, sleep_seconds
    FROM biometric_logs WHERE user_id = ${userId} AND ${inLocalDays(from, to, timeZone)}
    ORDER BY timestamp`);
  return result.rows;
}

/** Weekly means (weeks start on Monday), oldest first: the "All" chart. */
export async function biometricWeeklyMeans(db: Database, userId: number, timeZone: string) {
  const week = sql`to_char(date_trunc('week', timestamp AT TIME ZONE ${timeZone}), 'YYYY-MM-DD')`;
  const result = await db.execute<BiometricRow>(sql`
    SELECT ${week} AS day, avg(weight_kg) AS weight_kg, avg(systolic) AS systolic, avg(diastolic) AS diastolic,
           avg(heart_rate) AS heart_rate, avg(sleep_seconds) AS sleep_seconds
    FROM biometric_logs WHERE user_id = ${userId} GROUP BY 1 ORDER BY 1`);
  return result.rows;
}

export type BiometricStatsRow = {
  [K in `${'avg' | 'first' | 'last'}_${'weight_kg' | 'systolic' | 'diastolic' | 'heart_rate' | 'sleep_seconds'}`]: number | null;
};

const METRIC_COLUMNS = ['weight_kg', 'systolic', 'diastolic', 'heart_rate', 'sleep_seconds'] as const;

/** Averages and first/last readings per metric over the range, in one pass. */
export async function biometricStats(db: Database, userId: number, timeZone: string, from: LocalDate | null, to: LocalDate) {
  const columns = METRIC_COLUMNS.map((column) => {
    const name = sql.raw(column);
    return sql`avg(${name}) AS ${sql.raw(`avg_${column}`)},
      (array_agg(${name} ORDER BY timestamp) FILTER (WHERE ${name} IS NOT NULL))[1] AS ${sql.raw(`first_${column}`)},
      (array_agg(${name} ORDER BY timestamp DESC) FILTER (WHERE ${name} IS NOT NULL))[1] AS ${sql.raw(`last_${column}`)}`;
  });
  const range = from === null ? sql`TRUE` : inLocalDays(from, to, timeZone);
  const result = await db.execute<BiometricStatsRow>(
    sql`SELECT ${sql.join(columns, sql`, `)} FROM biometric_logs WHERE user_id = ${userId} AND ${range}`,
  );
  return result.rows[0]!;
}

/** The last seven resting heart-rate readings in the range, oldest first. */
export async function lastHeartRates(
  db: Database,
  userId: number,
  timeZone: string,
  from: LocalDate | null,
  to: LocalDate,
): Promise<number[]> {
  const range = from === null ? sql`TRUE` : inLocalDays(from, to, timeZone);
  const result = await db.execute<{ heart_rate: number }>(sql`
    SELECT heart_rate FROM biometric_logs WHERE user_id = ${userId} AND heart_rate IS NOT NULL AND ${range}
    ORDER BY timestamp DESC LIMIT 7`);
  return result.rows.map((row) => Number(row.heart_rate)).reverse();
}
