import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { errorLogFields } from '../../lib/error-log';
import { idleWorker, pollingWorker, type Worker } from '../../workers/worker';
import { SYNC_LEASE_MINUTES } from './wearable-connections.service';
import { type SyncDeps, syncConnection } from './wearable-sync.service';

/** How often a server looks for connections due a sync. */
const POLL_MS = 60_000;

/** `kick` looks for due connections now (after a connection or Sync now) rather than at the next poll. */
export type WearableSyncer = Worker;

/**
 * Takes one due connection of a provider this server is set up for (servers sharing the database
 * may be set up differently, and only one with the credentials can sync) and leases it, so that servers sharing the database never sync the same
 * connection twice; a lease left by a crashed server runs out after SYNC_LEASE_MINUTES.
 */
async function claimDue(db: Database, providers: string[]): Promise<number | null> {
  const result = await db.execute<{ id: number }>(sql`
    UPDATE wearable_connections SET sync_started_at = now()
    WHERE id = (
      SELECT id FROM wearable_connections
      WHERE next_sync_at <= now()
        AND provider IN (${sql.join(
          providers.map((provider) => sql`${provider}`),
          sql`, `,
        )})
        AND (sync_started_at IS NULL OR sync_started_at < now() - make_interval(mins => ${SYNC_LEASE_MINUTES}))
      ORDER BY next_sync_at
      LIMIT 1
      FOR UPDATE SKIP LOCKED)
    RETURNING id`);
  return result.rows[0]?.id ?? null;
}

/** Syncs due connections one after another, on a poll and on demand, in the app process. */
export function createWearableSyncer(deps: SyncDeps): WearableSyncer {
  const providers = Object.keys(deps.clients);
  // Nothing to sync without a provider set up: no polling at all.
  if (providers.length === 0) return idleWorker('wearable-sync');
  return pollingWorker(
    'wearable-sync',
    async (isClosed) => {
      for (let id = await claimDue(deps.db, providers); id !== null && !isClosed(); id = await claimDue(deps.db, providers)) {
        await syncConnection(deps, id);
      }
    },
    { pollMs: POLL_MS, onError: (error) => deps.log.error({ error: errorLogFields(error) }, 'Wearable sync round failed') },
  );
}
