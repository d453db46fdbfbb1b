import type { LocalDate } from '@uh/core/common/calendar.logic';
import type { ProtocolKey } from '@uh/core/progress/progress.logic';
import { byTrackedProtocol, TRACKED_PROTOCOLS, type TrackedStorage } from '@uh/core/protocols/protocol-registry';
import type { StoredReading } from '@uh/core/progress/range-biometrics.logic';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedSql } from '../../db/prepared-sql';
import { PROTOCOL_COMPLETION } from '../../lib/protocol-completion';

// Raw SQL here: every figure is grouped by the local day stored with each log (the day it was
// logged on, in the zone in force then), so a later change of time zone moves nothing, and ten
// years of logs arrive as a few thousand day numbers per protocol. Each statement is built once and
// run prepared (`preparedSql`): the summary is read on every dashboard and progress view.

/** Days since 1970-01-01 of a `date` column: integer arithmetic in PostgreSQL and in JavaScript. */
const dayNumberOf = (column: string) => sql.raw(`(${column} - DATE '1970-01-01')`);

export type CompletionHistory = {
  /** Per protocol, the local days (as day numbers, see `dayNumber`) with at least one completion. */
  days: Record<ProtocolKey, Set<number>>;
  /**
   * The first local day with any protocol log, completed or not (a fast counts from the day it
   * started), or null before the first log.
   */
  firstDay: number | null;
};

const userId = sql.placeholder('userId');
const from = sql.placeholder('from');
const to = sql.placeholder('to');

const doneDays = (protocol: ProtocolKey) => {
  const { table, completed } = PROTOCOL_COMPLETION[protocol];
  // One comma-separated string per protocol: years of days cost one row, not thousands.
  return sql`(SELECT string_agg(day::text, ',') FROM (
    SELECT DISTINCT ${dayNumberOf('local_day')} AS day FROM ${table}
    WHERE user_id = ${userId} AND local_day IS NOT NULL AND ${completed}) AS done)`;
};

const parseDays = (list: string | null) => new Set(list ? list.split(',').map(Number) : []);

/** The first day a tracked protocol was logged on, by its registry entry's `firstDay`. */
const firstDayOf = ({ table, firstDay }: TrackedStorage) =>
  firstDay === 'startTimeInZone'
    ? sql`(SELECT (start_time AT TIME ZONE time_zone)::date FROM ${sql.raw(table)} WHERE user_id = ${userId} ORDER BY start_time LIMIT 1)`
    : sql`(SELECT min(local_day) FROM ${sql.raw(table)} WHERE user_id = ${userId})`;

// One column of done days per tracked protocol, named by its key, and the earliest of their first days.
const doneColumns = TRACKED_PROTOCOLS.map(({ key }) => sql`${doneDays(key)} AS ${sql.identifier(key)}`);
const firstDays = TRACKED_PROTOCOLS.map(({ storage }) => firstDayOf(storage));
const completionRows = preparedSql<Record<ProtocolKey, string | null> & { first_day: number | null }, { userId: number }>(
  'progress_completion',
  sql`SELECT ${sql.join(doneColumns, sql`, `)}, LEAST(${sql.join(firstDays, sql`, `)}) - DATE '1970-01-01' AS first_day`,
);

/** Every protocol's done days and the first logged day, in one round trip. */
export async function completionHistory(db: Database, personId: number): Promise<CompletionHistory> {
  const [row] = await completionRows(db, { userId: personId });
  return {
    days: byTrackedProtocol(({ key }) => parseDays(row![key])),
    firstDay: row!.first_day === null ? null : Number(row!.first_day),
  };
}

export type BiometricRow = {
  day: string;
  weight_kg: number | null;
  systolic: number | null;
  diastolic: number | null;
  heart_rate: number | null;
  sleep_seconds: number | null;
};

export type BiometricStatsRow = {
  [K in `${'avg' | 'first' | 'last' | 'count'}_${'weight_kg' | 'systolic' | 'diastolic' | 'heart_rate' | 'sleep_seconds'}`]: number | null;
};

const METRIC_COLUMNS = ['weight_kg', 'systolic', 'diastolic', 'heart_rate', 'sleep_seconds'] as const;

type RangeParams = { userId: number; from: LocalDate; to: LocalDate };

/**
 * Averages, reading counts and first/last readings per metric over all readings, in one statement:
 * the averages in one pass, each first/last reading an index probe. (A week's or a month's
 * statistics are worked out from its readings, which the chart reads anyway.)
 */
function statsStatement() {
  const reading = (column: string, order: 'ASC' | 'DESC') =>
    sql`(SELECT ${sql.raw(column)} FROM biometric_logs WHERE user_id = ${userId} AND ${sql.raw(column)} IS NOT NULL
         ORDER BY local_day ${sql.raw(order)}, timestamp ${sql.raw(order)} LIMIT 1)`;
  const columns = METRIC_COLUMNS.map(
    (column) => sql`avg(${sql.raw(column)}) AS ${sql.raw(`avg_${column}`)}, count(${sql.raw(column)})::int AS ${sql.raw(`count_${column}`)},
      ${reading(column, 'ASC')} AS ${sql.raw(`first_${column}`)}, ${reading(column, 'DESC')} AS ${sql.raw(`last_${column}`)}`,
  );
  return sql`SELECT ${sql.join(columns, sql`, `)} FROM biometric_logs WHERE user_id = ${userId}`;
}

const STATEMENTS = {
  /** Readings on the local days in the range, oldest first. */
  readings: preparedSql<StoredReading, RangeParams>(
    'progress_biometric_readings',
    sql`SELECT to_char(local_day, 'YYYY-MM-DD') AS day, weight_kg AS "weightKg", systolic, diastolic, heart_rate AS "heartRate",
          sleep_seconds AS "sleepSeconds"
        FROM biometric_logs WHERE user_id = ${userId} AND local_day BETWEEN ${from}::date AND ${to}::date ORDER BY timestamp`,
  ),
  /** Weekly means (weeks start on Monday), oldest first: the "All" chart. */
  weeklyMeans: preparedSql<BiometricRow, { userId: number }>(
    'progress_biometric_weeks',
    sql`SELECT to_char(date_trunc('week', local_day), 'YYYY-MM-DD') AS day, avg(weight_kg) AS weight_kg, avg(systolic) AS systolic,
          avg(diastolic) AS diastolic, avg(heart_rate) AS heart_rate, avg(sleep_seconds) AS sleep_seconds
        FROM biometric_logs WHERE user_id = ${userId} GROUP BY 1 ORDER BY 1`,
  ),
  statsOfAll: preparedSql<BiometricStatsRow, { userId: number }>('progress_biometric_stats_all', statsStatement()),
  /** The last seven resting heart-rate readings, newest first. */
  heartRatesOfAll: preparedSql<{ heart_rate: number }, { userId: number }>(
    'progress_heart_rates_all',
    sql`SELECT heart_rate FROM biometric_logs WHERE user_id = ${userId} AND heart_rate IS NOT NULL ORDER BY timestamp DESC LIMIT 7`,
  ),
};

/** Readings on the local days in `[from, to]`, oldest first (by time). */
export const readingsBetween = (db: Database, personId: number, from: LocalDate, to: LocalDate) =>
  STATEMENTS.readings(db, { userId: personId, from, to });

/** Weekly means (weeks start on Monday), oldest first. */
export const weeklyMeans = (db: Database, personId: number) => STATEMENTS.weeklyMeans(db, { userId: personId });

/** The statistics over everything. */
export async function biometricStatsOfAll(db: Database, personId: number) {
  const [row] = await STATEMENTS.statsOfAll(db, { userId: personId });
  return row!;
}

/** The last seven resting heart-rate readings, oldest first. */
export async function lastHeartRates(db: Database, personId: number): Promise<number[]> {
  const rows = await STATEMENTS.heartRatesOfAll(db, { userId: personId });
  return rows.map((row) => Number(row.heart_rate)).reverse();
}
