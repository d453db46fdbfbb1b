import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { errorLogFields } from '../../lib/error-log';
import { pollingWorker, type Worker } from '../../workers/worker';
import { recomputeInsights, type InsightsDeps } from './insights.service';

/** How often a server looks for people due their nightly computation. */
const POLL_MS = 10 * 60_000;
/** Longer than one person's computation ever takes: a crashed server's claim runs out after it. */
const LEASE_MINUTES = 15;
/** A person's night ends at this local hour: the answer is worked out again once their new day has begun. */
const NIGHT_ENDS_HOUR = 4;
/** Only people who used the app lately (a session seen, a sign-in, a token used) are worked out nightly. */
const ACTIVE_DAYS = 30;

/** For tests: only these people, so a round leaves everyone else in the shared database alone. */
export type NightlyScope = { userIds?: readonly number[] };

const scoped = (column: string, scope: NightlyScope) =>
  scope.userIds
    ? sql`AND ${sql.raw(column)} IN (${sql.join(
        scope.userIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;

const active = sql`(u.last_login_at > now() - make_interval(days => ${ACTIVE_DAYS})
  OR EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id AND s.last_seen_at > now() - make_interval(days => ${ACTIVE_DAYS}))
  OR EXISTS (SELECT 1 FROM api_tokens t WHERE t.user_id = u.id AND t.last_used_at > now() - make_interval(days => ${ACTIVE_DAYS})))`;

// The person's "day" for this round starts at NIGHT_ENDS_HOUR local time.
const dayOf = (instant: string) => sql.raw(`((${instant} AT TIME ZONE u.time_zone) - interval '${NIGHT_ENDS_HOUR} hours')::date`);

/**
 * Takes one active person whose last answer is from before their current day and leases them, so
 * servers sharing the database never work out the same person twice: the people gain a row first
 * (no answer yet), then the row is claimed with FOR UPDATE SKIP LOCKED and a lease.
 */
async function claimDue(deps: InsightsDeps, scope: NightlyScope): Promise<{ id: number; timeZone: string } | null> {
  await deps.db.execute(sql`INSERT INTO insight_results (user_id)
    SELECT u.id FROM users u WHERE ${active} ${scoped('u.id', scope)}
      AND NOT EXISTS (SELECT 1 FROM insight_results r WHERE r.user_id = u.id)
    ON CONFLICT (user_id) DO NOTHING`);
  const result = await deps.db.execute<{ id: number; time_zone: string }>(sql`
    UPDATE insight_results SET claimed_until = now() + make_interval(mins => ${LEASE_MINUTES})
    FROM users WHERE users.id = insight_results.user_id AND insight_results.user_id = (
      SELECT r.user_id FROM insight_results r JOIN users u ON u.id = r.user_id
      WHERE ${active} ${scoped('r.user_id', scope)}
        AND (r.computed_at IS NULL OR ${dayOf('r.computed_at')} < ${dayOf('now()')})
        AND (r.claimed_until IS NULL OR r.claimed_until < now())
      ORDER BY r.computed_at NULLS FIRST
      LIMIT 1
      FOR UPDATE OF r SKIP LOCKED)
    RETURNING users.id, users.time_zone`);
  const row = result.rows[0];
  return row ? { id: row.id, timeZone: row.time_zone } : null;
}

type RoundOptions = { scope?: NightlyScope; isClosed?: () => boolean; log?: FastifyBaseLogger };

/**
 * One round: works out every due person's answer, one after another, until none is left unclaimed.
 * One person's failure is logged and the round goes on; their lease runs out and a later round retries.
 */
export async function runInsightsRound(deps: InsightsDeps, options: RoundOptions = {}): Promise<number> {
  const { scope = {}, isClosed = () => false, log } = options;
  let done = 0;
  for (let owner = await claimDue(deps, scope); owner !== null && !isClosed(); owner = await claimDue(deps, scope)) {
    try {
      await recomputeInsights(deps, owner);
      done += 1;
    } catch (error) {
      if (!log) throw error;
      log.error({ error: errorLogFields(error), userId: owner.id }, 'Insights for one person failed');
    }
  }
  return done;
}

/** The nightly computation, polled in the app process (an answer read in between is worked out on the read). */
export function createInsightsWorker(deps: InsightsDeps, log: FastifyBaseLogger): Worker {
  return pollingWorker(
    'insights',
    async (isClosed) => {
      await runInsightsRound(deps, { isClosed, log });
    },
    { pollMs: POLL_MS, onError: (error) => log.error({ error: errorLogFields(error) }, 'Insights round failed') },
  );
}
