// The benchmarks' daily logs for people [firstId, lastId] over `days` days ending now, all in SQL:
// a 30-30-30 morning, a cold session, a 16-hour fast and a biometrics reading each day. bench:progress
// and bench:storage seed the same statements, so they measure the same load.
import { sql } from 'drizzle-orm';
import { ZONE } from './custom-protocol-seed';

export function dailyLogStatements(firstId: number, lastId: number, days: number) {
  const series = sql.raw(`generate_series(${firstId}, ${lastId}) AS u(id), generate_series(0, ${days - 1}) AS d(n)`);
  const at = sql.raw(`now() - (d.n || ' days')::interval`);
  const day = (instant: string) => sql.raw(`'${ZONE}', ((${instant}) AT TIME ZONE '${ZONE}')::date`);
  return [
    sql`INSERT INTO thirty_thirty_thirty_logs (user_id, protein_grams, exercise_seconds, time_after_waking_minutes, completed, timestamp, time_zone, local_day)
        SELECT u.id, 30 + (d.n % 10), 1500 + (d.n % 300), 20, d.n % 5 <> 0, ${at}, ${day(`now() - (d.n || ' days')::interval`)} FROM ${series}`,
    sql`INSERT INTO cold_exposure_logs (user_id, exposure_method, temperature_c, temperature_unit, duration_seconds, completed, timestamp, time_zone, local_day)
        SELECT u.id, 'ice_bath', 10, 'F', 20 + (d.n % 200), true, ${at}, ${day(`now() - (d.n || ' days')::interval`)} FROM ${series}`,
    sql`INSERT INTO fasting_logs (user_id, start_time, end_time, target_hours, duration_seconds, completed, timestamp, time_zone, local_day)
        SELECT u.id, ${at} - interval '17 hours', ${at} - interval '1 hour', 16, 57600, true, ${at} - interval '17 hours',
          ${day(`now() - (d.n || ' days')::interval - interval '1 hour'`)} FROM ${series} WHERE d.n > 0`,
    sql`INSERT INTO biometric_logs (user_id, timestamp, weight_kg, systolic, diastolic, heart_rate, sleep_seconds, time_zone, local_day)
        SELECT u.id, ${at}, 80 + (d.n % 7) * 0.3, 115 + (d.n % 9), 75 + (d.n % 5), 55 + (d.n % 11), 25200 + (d.n % 4) * 900,
          ${day(`now() - (d.n || ' days')::interval`)} FROM ${series}`,
  ];
}
