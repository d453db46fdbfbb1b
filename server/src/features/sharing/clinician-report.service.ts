import { clinicianReportOf, type MetricSpread } from '@uh/core/sharing/clinician-report.logic';
import type { ClinicianReport, ReportMetric, ReportQuery } from '@uh/core/sharing/clinician-report.schema';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { UserRow } from '../../lib/user-view';
import type { SharePorts } from './share-ports';

// Before any log a database can hold: "all" reads every reading, as the progress screen does.
const EARLIEST_DAY = '1900-01-01';
const POUNDS_PER_KG = 1 / 0.45359237;

type Period = { from: string; to: string };
type SpreadRow = { [K in `${'n' | 'low' | 'high' | 'avg'}_${ReportMetric}`]: string | number | null };

/** Each metric's count, lowest, highest and mean over the period's local days, in one statement. */
async function spreadsOf(db: Database, ownerId: number, { from, to }: Period): Promise<Record<ReportMetric, MetricSpread>> {
  const columns: Record<ReportMetric, string> = {
    weight: `weight_kg * ${POUNDS_PER_KG}`,
    heartRate: 'heart_rate',
    hrv: 'hrv_ms',
    systolic: 'systolic',
    diastolic: 'diastolic',
    sleep: 'sleep_seconds / 3600.0',
  };
  // Quoted names: PostgreSQL folds unquoted ones to lower case, and the metrics are camelCase.
  const selects = Object.entries(columns).map(([metric, column]) =>
    sql.raw(
      `count(${column})::int AS "n_${metric}", min(${column}) AS "low_${metric}", max(${column}) AS "high_${metric}", avg(${column}) AS "avg_${metric}"`,
    ),
  );
  const result = await db.execute<SpreadRow>(
    sql`SELECT ${sql.join(selects, sql`, `)} FROM biometric_logs WHERE user_id = ${ownerId} AND local_day BETWEEN ${from}::date AND ${to}::date`,
  );
  const row = result.rows[0]!;
  const value = (raw: string | number | null) => (raw === null ? null : Number(raw));
  return Object.fromEntries(
    (Object.keys(columns) as ReportMetric[]).map((metric) => [
      metric,
      {
        readings: Number(row[`n_${metric}`]),
        low: value(row[`low_${metric}`]),
        high: value(row[`high_${metric}`]),
        average: value(row[`avg_${metric}`]),
      },
    ]),
  ) as Record<ReportMetric, MetricSpread>;
}

async function fastSecondsOf(db: Database, ownerId: number, { from, to }: Period): Promise<number[]> {
  // A fast is dated by the day it ends (docs/decisions/0029); one still running has no duration yet.
  const result = await db.execute<{ seconds: number }>(
    sql`SELECT duration_seconds AS seconds FROM fasting_logs
        WHERE user_id = ${ownerId} AND duration_seconds IS NOT NULL AND local_day BETWEEN ${from}::date AND ${to}::date`,
  );
  return result.rows.map((row) => Number(row.seconds));
}

async function coldSessionsOf(db: Database, ownerId: number, { from, to }: Period) {
  const result = await db.execute<{ seconds: number; temperature_c: number }>(
    sql`SELECT duration_seconds AS seconds, temperature_c FROM cold_exposure_logs
        WHERE user_id = ${ownerId} AND local_day BETWEEN ${from}::date AND ${to}::date`,
  );
  return result.rows.map((row) => ({ seconds: Number(row.seconds), temperatureC: Number(row.temperature_c) }));
}

/**
 * The clinician report for one of the progress screen's periods: its adherence, habit strength and
 * biometric averages are that screen's own (read through the same service), and the rest is read
 * from the logs of the same days.
 */
export async function clinicianReport(
  deps: { db: Database; ports: SharePorts },
  owner: UserRow,
  query: ReportQuery,
  now = new Date(),
): Promise<ClinicianReport> {
  const { db, ports } = deps;
  const summary = await ports.progress(db, owner, { range: query.range }, now);
  const period = { from: query.range === 'all' ? EARLIEST_DAY : summary.range.from, to: summary.today };
  const inPeriod = (day: string) => day >= period.from && day <= period.to;
  return clinicianReportOf({
    displayName: owner.displayName,
    units: { weight: owner.weightUnit === 'kg' ? 'kg' : 'lbs', temperature: owner.temperatureUnit === 'C' ? 'C' : 'F' },
    summary,
    fastSeconds: await fastSecondsOf(db, owner.id, period),
    coldSessions: await coldSessionsOf(db, owner.id, period),
    spreads: await spreadsOf(db, owner.id, period),
    experiments: (await ports.finishedExperiments(db, owner))
      .filter(({ endedOn }) => inPeriod(endedOn))
      .map(({ endedOn, result }) => ({ finishedOn: endedOn, verdict: result.verdict, sentence: result.sentence })),
    now,
  });
}
