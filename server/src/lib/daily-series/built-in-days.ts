import type { BUILT_IN_FACTOR_PROTOCOLS } from '@uh/core/insights/insights.schema';
import type { ProtocolKey } from '@uh/core/progress/progress.logic';
import { PROTOCOL_REGISTRY, TRACKED_PROTOCOLS, type ProtocolStorage } from '@uh/core/protocols/protocol-registry';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { PROTOCOL_COMPLETION } from '../protocol-completion';

// What the built-in protocols and biometrics say about each local day of the window, read in a few
// grouped statements on the (user_id, local_day) indexes. Insights and experiments read days here.

/** A built-in protocol that is done or not on a day. */
export type BuiltInFactor = (typeof BUILT_IN_FACTOR_PROTOCOLS)[number];

export type Window = { from: string; to: string };
export type DayValues = Map<string, number>;

/** The built-in side of a person's days: what the pairs' factors and biometric outcomes are read from. */
export type BuiltInDays = {
  /** Days the person logged anything in the app: a built-in factor is known on them, done or not. */
  active: Set<string>;
  /** Per protocol, its logged days: 1 when completed that day, 0 when only logged. */
  protocolDays: Record<BuiltInFactor, DayValues>;
  /** A fast's hours (fasts ended that day, completed or not) and a day's cold minutes. */
  amounts: { fasting: DayValues; coldExposure: DayValues };
  biometrics: { sleepHours: DayValues; hrvMs: DayValues; restingHeartRate: DayValues; weightKg: DayValues };
};

const CHECKLIST_TICKED = sql.raw(
  [
    'morning_protein_completed',
    'morning_exercise_completed',
    'sunlight_exposure_completed',
    'cold_exposure_completed',
    'hydration_target_completed',
    'fasting_completed',
    'supplements_completed',
    'journal_entry_completed',
  ].join(' OR '),
);

/**
 * Anything the person logged themselves: a protocol log, a checklist tick, a biometric typed in, an
 * own protocol's entry (not the steps a wearable fills in every day) or an "I logged everything"
 * mark. A day with none of them tells nothing about a protocol, so it is left out, not "without".
 */
function activeDaysSql(userId: number, { from, to }: Window) {
  const inWindow = (column: string) => sql`${sql.raw(column)} BETWEEN ${from}::date AND ${to}::date`;
  // Every protocol's logs; biometrics only where typed in, not a wearable's sync or an import.
  const protocolLogs = PROTOCOL_REGISTRY.map(({ storage }: { storage: ProtocolStorage }) => {
    const ownEntries = storage.ownEntriesOnly ? sql`wearable_source = 'manual' AND NOT imported AND ` : sql``;
    return sql`SELECT local_day AS day FROM ${sql.raw(storage.table)} WHERE user_id = ${userId} AND ${ownEntries}${inWindow('local_day')}`;
  });
  return sql`SELECT DISTINCT day::text AS day FROM (
      ${sql.join(protocolLogs, sql` UNION ALL `)}
      UNION ALL SELECT date FROM daily_checklists WHERE user_id = ${userId} AND (${CHECKLIST_TICKED}) AND ${inWindow('date')}
      UNION ALL SELECT local_day FROM custom_protocol_entries WHERE user_id = ${userId} AND source IN ('manual', 'voice') AND ${inWindow('local_day')}
      UNION ALL SELECT local_day FROM logged_everything_days WHERE user_id = ${userId} AND ${inWindow('local_day')}
    ) AS days`;
}

type Row = { day: string; value: number | null };

const values = (rows: readonly Row[]): DayValues =>
  new Map(rows.filter((row) => row.value !== null).map((row) => [row.day, Number(row.value)]));

export async function readBuiltInDays(db: Database, userId: number, window: Window): Promise<BuiltInDays> {
  const between = sql`BETWEEN ${window.from}::date AND ${window.to}::date`;
  const protocolDays = async (protocol: ProtocolKey) => {
    const { table, completed } = PROTOCOL_COMPLETION[protocol];
    const result = await db.execute<Row>(
      sql`SELECT local_day::text AS day, max(CASE WHEN ${completed} THEN 1 ELSE 0 END)::float8 AS value
          FROM ${table} WHERE user_id = ${userId} AND local_day ${between} GROUP BY local_day`,
    );
    return [protocol, values(result.rows)] as const;
  };
  const [active, doneDays, fastHours, coldMinutes, biometrics] = await Promise.all([
    db.execute<{ day: string }>(activeDaysSql(userId, window)),
    Promise.all(TRACKED_PROTOCOLS.map(({ key }) => protocolDays(key))),
    db.execute<Row>(
      sql`SELECT local_day::text AS day, sum(COALESCE(duration_seconds, extract(epoch FROM end_time - start_time))) / 3600.0 AS value
          FROM fasting_logs WHERE user_id = ${userId} AND end_time IS NOT NULL AND local_day ${between} GROUP BY local_day`,
    ),
    db.execute<Row>(
      sql`SELECT local_day::text AS day, sum(duration_seconds) / 60.0 AS value
          FROM cold_exposure_logs WHERE user_id = ${userId} AND local_day ${between} GROUP BY local_day`,
    ),
    // A day's several readings are averaged; a night is dated by the morning it ended, as stored.
    db.execute<{ day: string; sleep: number | null; hrv: number | null; rest: number | null; weight: number | null }>(
      sql`SELECT local_day::text AS day, avg(sleep_seconds) / 3600.0 AS sleep, avg(hrv_ms) AS hrv, avg(heart_rate) AS rest, avg(weight_kg) AS weight
          FROM biometric_logs WHERE user_id = ${userId} AND local_day ${between} GROUP BY local_day`,
    ),
  ]);
  const metric = (read: (row: (typeof biometrics.rows)[number]) => number | null) =>
    values(biometrics.rows.map((row) => ({ day: row.day, value: read(row) })));
  return {
    active: new Set(active.rows.map((row) => row.day)),
    protocolDays: Object.fromEntries(doneDays) as Record<ProtocolKey, DayValues>,
    amounts: { fasting: values(fastHours.rows), coldExposure: values(coldMinutes.rows) },
    biometrics: {
      sleepHours: metric((row) => row.sleep),
      hrvMs: metric((row) => row.hrv),
      restingHeartRate: metric((row) => row.rest),
      weightKg: metric((row) => row.weight),
    },
  };
}
