import type { InsightsAnswer } from '@uh/core/insights/insights.schema';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { insightResults } from '../../db/schema';
import type { Window } from '../../lib/daily-series/built-in-days';

/** Raised when what an answer is worked out from changes meaning (a new rule), so stored answers are worked out again. */
const ANSWER_FORMAT = '1';

/**
 * A fingerprint of everything a person's answer is worked out from: the window (today moves it),
 * the time zone, the built-in logs (their counter, migration 0017), the biometrics, checklist ticks
 * and "I logged everything" days in the window, the own protocols (their documents and their
 * history's counter, migration 0019) and the pairs. The same fingerprint means the same answer, so
 * a read keeps the stored one; any change, by whichever server or import, makes it differ.
 */
export async function dataVersion(db: Database, userId: number, window: Window): Promise<string> {
  const from = sql`${window.from}::date`;
  const result = await db.execute<{ version: string }>(sql`SELECT md5(concat_ws('|',
      ${ANSWER_FORMAT}::text, ${window.to}::text,
      (SELECT time_zone FROM users WHERE id = ${userId}),
      COALESCE((SELECT version FROM log_versions WHERE user_id = ${userId}), 0)::text,
      COALESCE((SELECT string_agg(concat_ws(',', id, local_day, sleep_seconds, hrv_ms, heart_rate, weight_kg, wearable_source, imported), ';' ORDER BY id)
        FROM biometric_logs WHERE user_id = ${userId} AND local_day >= ${from}), ''),
      (SELECT concat_ws(',', count(*), max(updated_at)) FROM daily_checklists WHERE user_id = ${userId} AND date >= ${from}),
      (SELECT concat_ws(',', count(*), max(created_at)) FROM logged_everything_days WHERE user_id = ${userId} AND local_day >= ${from}),
      COALESCE((SELECT string_agg(concat_ws(',', p.id, p.updated_at, p.archived, p.deleted_at IS NULL, COALESCE(v.version, 0)), ';' ORDER BY p.id)
        FROM custom_protocols p LEFT JOIN custom_protocol_versions v ON v.protocol_id = p.id WHERE p.user_id = ${userId}), ''),
      COALESCE((SELECT string_agg(concat_ws(',', key, origin, hidden), ';' ORDER BY key) FROM insight_pairs WHERE user_id = ${userId}), '')
    )) AS version`);
  return result.rows[0]!.version;
}

export type StoredAnswer = { answer: InsightsAnswer; dataVersion: string };

/** The last answer worked out for the person, if any. */
export async function storedAnswer(db: Database, userId: number): Promise<StoredAnswer | null> {
  const [row] = await db
    .select({ answer: insightResults.answer, dataVersion: insightResults.dataVersion })
    .from(insightResults)
    .where(eq(insightResults.userId, userId));
  if (!row?.answer || row.dataVersion === null) return null;
  return { answer: row.answer as InsightsAnswer, dataVersion: row.dataVersion };
}

/** Keeps the answer with the fingerprint of what it was worked out from; a lease held on the row is given back. */
export async function storeAnswer(db: Database, userId: number, answer: InsightsAnswer, version: string): Promise<void> {
  const values = { computedAt: new Date(answer.computedAt), answer, dataVersion: version, claimedUntil: null };
  await db
    .insert(insightResults)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: insightResults.userId, set: values });
}
