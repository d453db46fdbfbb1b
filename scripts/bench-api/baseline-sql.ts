// The SQL the baseline of `npm run bench:api` runs, written out by hand: what a correct
// implementation of each endpoint needs at steady state, each a named (prepared) statement.
import type pg from 'pg';

type Statement = { name: string; text: string };

/** The signed-in person: the session by the SHA-256 of its cookie token, still active (the default timeouts), with its user row. */
export const SESSION: Statement = {
  name: 'base_session',
  text: `SELECT u.id, u.username, u.display_name, u.email, u.photo_url, u.created_at, u.last_login_at, u.time_zone,
           to_char((u.created_at AT TIME ZONE u.time_zone)::date, 'YYYY-MM-DD') AS created_on,
           u.weight_unit, u.temperature_unit, u.theme, u.is_admin
         FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.token_hash = $1 AND s.last_seen_at > now() - interval '7 days' AND s.created_at > now() - interval '30 days'`,
};

/** The newest readings of a person (GET /api/biometrics/:userId; 50 is the default page). */
export const READINGS: Statement = {
  name: 'base_readings',
  text: `SELECT * FROM biometric_logs WHERE user_id = $1 ORDER BY timestamp DESC LIMIT 50`,
};

/** A new reading (POST /api/biometrics), stored in SI units. */
export const INSERT_READING: Statement = {
  name: 'base_insert_reading',
  text: `INSERT INTO biometric_logs (user_id, weight_kg, heart_rate, temperature_unit, wearable_source, timestamp, time_zone, local_day)
         VALUES ($1, $2, $3, 'F', 'manual', now(), $4, (now() AT TIME ZONE $4)::date) RETURNING *`,
};

/** Every endpoint of the person subscribed to an event gets a delivery (none when they have none). */
export const QUEUE_WEBHOOKS: Statement = {
  name: 'base_queue_webhooks',
  text: `INSERT INTO webhook_deliveries (endpoint_id, user_id, message_id, event_type, payload, next_attempt_at)
         SELECT id, user_id, $2, $3, $4::jsonb, now() FROM webhook_endpoints WHERE user_id = $1 AND enabled AND $3 = ANY(events)
         ON CONFLICT (endpoint_id, message_id) DO NOTHING`,
};

/** A day's checklist row (GET /api/daily-checklist/today). */
export const CHECKLIST_DAY: Statement = {
  name: 'base_checklist_day',
  text: `SELECT * FROM daily_checklists WHERE user_id = $1 AND date = $2`,
};

/** Ticks one item of a day, creating the day's row on its first tick (PATCH /api/daily-checklist/:date). */
export const TICK_SUNLIGHT: Statement = {
  name: 'base_tick_sunlight',
  text: `INSERT INTO daily_checklists (user_id, date, sunlight_exposure_completed) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, date) DO UPDATE SET sunlight_exposure_completed = $3, updated_at = now() RETURNING *`,
};

/**
 * Every day with a completion, per protocol, and the first logged day (GET /api/progress/summary):
 * streaks and habit strength need the whole history, as day numbers.
 */
export const DONE_DAYS: Statement = {
  name: 'base_done_days',
  text: `SELECT
    (SELECT array_agg(DISTINCT local_day - DATE '1970-01-01') FROM thirty_thirty_thirty_logs WHERE user_id = $1 AND completed) AS thirty,
    (SELECT array_agg(DISTINCT local_day - DATE '1970-01-01') FROM fasting_logs WHERE user_id = $1 AND completed AND end_time IS NOT NULL) AS fasting,
    (SELECT array_agg(DISTINCT local_day - DATE '1970-01-01') FROM cold_exposure_logs WHERE user_id = $1 AND duration_seconds >= 30) AS cold,
    LEAST(
      (SELECT min(local_day) FROM thirty_thirty_thirty_logs WHERE user_id = $1),
      (SELECT min(local_day) FROM cold_exposure_logs WHERE user_id = $1),
      (SELECT (start_time AT TIME ZONE time_zone)::date FROM fasting_logs WHERE user_id = $1 ORDER BY start_time LIMIT 1)
    ) - DATE '1970-01-01' AS first_day`,
};

/** The readings on the local days of a range, oldest first: the chart, averages and changes come from them. */
export const READINGS_IN_RANGE: Statement = {
  name: 'base_readings_in_range',
  text: `SELECT to_char(local_day, 'YYYY-MM-DD') AS day, weight_kg AS "weightKg", systolic, diastolic, heart_rate AS "heartRate",
           sleep_seconds AS "sleepSeconds"
         FROM biometric_logs WHERE user_id = $1 AND local_day BETWEEN $2 AND $3 ORDER BY timestamp`,
};

/** The newest fasts (the dashboard's recent fasts). */
export const RECENT_FASTS: Statement = {
  name: 'base_recent_fasts',
  text: `SELECT * FROM fasting_logs WHERE user_id = $1 ORDER BY start_time DESC LIMIT 10`,
};

/** Runs `statement` prepared (by name) on `client`, answering its rows. */
export const run = async <Row = Record<string, unknown>>(client: pg.PoolClient, statement: Statement, values: unknown[]) =>
  (await client.query<Row & pg.QueryResultRow>({ ...statement, values })).rows;
