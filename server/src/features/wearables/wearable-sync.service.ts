import { addDays, localDateOf } from '@uh/core/common/calendar.logic';
import { BACKFILL_DAYS } from '@uh/core/wearables/connections.schema';
import { isOAuthWearable, type OAuthWearable } from '@uh/core/wearables/oauth-wearables';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { users, wearableConnections } from '../../db/schema';
import { errorLogFields } from '../../lib/error-log';
import type { TokenCipher } from '../../lib/token-cipher';
import type { WearableClient } from '../../providers/wearables/wearable-client';
import type { WearableClients } from '../../providers/wearables/wearable-clients';
import { WearableApiError, type WearableFailure } from '../../providers/wearables/wearable-http';
import { type AfterCommit, type DayStepsPort, mergeDailyValues } from './imported-readings.service';
import { openTokens, sealTokens } from './wearable-connections.service';

export type SyncDeps = {
  db: Database;
  cipher: TokenCipher;
  clients: WearableClients;
  /** Time between a connection's successful syncs. */
  intervalMs: number;
  log: FastifyBaseLogger;
  /** Gives the days' steps to the person's steps protocols. */
  onDaySteps: DayStepsPort;
};

/** A provider that failed is asked again sooner than the regular interval, but not hammered. */
const RETRY_AFTER_FAILURE_MS = 30 * 60_000;
/** An access token this close to its expiry is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;
/** Days fetched again on each sync: a night's sleep or a day's score can still change after the first sync. */
const REFETCH_DAYS = 2;

type Row = typeof wearableConnections.$inferSelect & { timeZone: string };

const later = (ms: number) => sql`now() + make_interval(secs => ${Math.ceil(ms / 1000)})`;

/** The days to ask for: the last BACKFILL_DAYS on the first sync, then from a little before the last synced day. */
export function syncRange(syncedThrough: string | null, today: string) {
  const earliest = addDays(today, -(BACKFILL_DAYS - 1));
  if (!syncedThrough) return { from: earliest, to: today };
  const from = addDays(syncedThrough, -REFETCH_DAYS);
  return { from: from < earliest ? earliest : from, to: today };
}

/** What the person reads when a sync fails, beginning with docs/product.md's wording where it fits. */
export function attentionReason(name: string, failure: WearableFailure | null): string {
  if (failure?.kind === 'rejected' || failure?.kind === 'unauthorized') {
    return `${name} no longer accepts this connection (its access expired or was withdrawn). Connect again to resume syncing.`;
  }
  if (failure?.kind === 'unavailable') return `Failed to connect to ${name}: it ${failure.detail}. The next sync will try again.`;
  return `Failed to connect to ${name}: the sync stopped on an error on this server. The next sync will try again.`;
}

async function loadRow(db: Database, connectionId: number): Promise<Row | null> {
  const [row] = await db
    .select({ connection: wearableConnections, timeZone: users.timeZone })
    .from(wearableConnections)
    .innerJoin(users, eq(users.id, wearableConnections.userId))
    .where(eq(wearableConnections.id, connectionId));
  return row ? { ...row.connection, timeZone: row.timeZone } : null;
}

/** Fetches with a fresh token: refreshed ahead of expiry, and once more when the provider refuses it. */
async function fetchWithFreshToken(deps: SyncDeps, row: Row, client: WearableClient, range: { from: string; to: string }) {
  let tokens = openTokens(deps.cipher, row);
  const refresh = async () => {
    if (!tokens.refreshToken) throw new WearableApiError({ kind: 'rejected', detail: 'gave no refresh token' });
    tokens = await client.refresh(tokens.refreshToken);
    // Saved at once: a provider that rotates refresh tokens has already voided the old one.
    await deps.db
      .update(wearableConnections)
      .set(sealTokens(deps.cipher, client.provider, row.userId, tokens))
      .where(eq(wearableConnections.id, row.id));
  };
  if (tokens.expiresAt && tokens.expiresAt.getTime() - REFRESH_MARGIN_MS < Date.now()) await refresh();
  try {
    return await client.fetchDays(tokens.accessToken, range, row.timeZone);
  } catch (error) {
    if (!(error instanceof WearableApiError) || error.failure.kind !== 'unauthorized') throw error;
    await refresh();
    return client.fetchDays(tokens.accessToken, range, row.timeZone);
  }
}

/**
 * Brings one connection up to date: the days since the last sync (the last 90 on the first),
 * merged as the provider's daily values, replacing what it sent before for those days. A failure
 * leaves the readings as they were and tells the person on the connection.
 */
export async function syncConnection(deps: SyncDeps, connectionId: number): Promise<void> {
  const row = await loadRow(deps.db, connectionId);
  if (!row || !isOAuthWearable(row.provider)) return;
  const provider: OAuthWearable = row.provider;
  const client = deps.clients[provider];
  const done = (values: PgUpdateSetSource<typeof wearableConnections>) =>
    deps.db
      .update(wearableConnections)
      .set({ syncStartedAt: null, lastSyncAt: sql`now()`, ...values })
      .where(eq(wearableConnections.id, row.id));
  // Only a server set up for the provider claims its connections (wearable-syncer.ts).
  if (!client) return;
  const range = syncRange(row.syncedThrough, localDateOf(new Date(), row.timeZone));
  // Told after the try: what follows a committed sync is no failure of the sync.
  let told: AfterCommit | null = null;
  try {
    const days = await fetchWithFreshToken(deps, row, client, range);
    const afterCommit = await deps.db.transaction(async (tx) => {
      // The connection row first: a disconnect racing this sync either waits for it (and then removes
      // what it wrote) or has already removed the row, and nothing is written back.
      const [still] = await tx
        .update(wearableConnections)
        .set({
          status: 'connected',
          attentionReason: null,
          syncedThrough: range.to,
          syncStartedAt: null,
          lastSyncAt: sql`now()`,
          nextSyncAt: later(deps.intervalMs),
        })
        .where(eq(wearableConnections.id, row.id))
        .returning({ id: wearableConnections.id });
      if (!still) return null;
      const merged = await mergeDailyValues(
        tx,
        { userId: row.userId, source: provider, timeZone: row.timeZone, days, mode: 'refresh' },
        deps.onDaySteps,
      );
      return merged.afterCommit;
    });
    told = afterCommit;
  } catch (error) {
    const failure = error instanceof WearableApiError ? error.failure : null;
    if (failure?.kind === 'rate_limited') {
      // The provider's own pace: nothing is wrong with the connection.
      await done({ nextSyncAt: later(failure.retryAfterMs) });
      return;
    }
    if (!failure) deps.log.error({ error: errorLogFields(error), provider }, 'Wearable sync failed');
    else deps.log.warn({ provider, failure: failure.kind }, 'Wearable sync failed');
    const retryMs = failure?.kind === 'unavailable' ? Math.min(RETRY_AFTER_FAILURE_MS, deps.intervalMs) : deps.intervalMs;
    await done({ status: 'needs_attention', attentionReason: attentionReason(client.name, failure), nextSyncAt: later(retryMs) });
  }
  await told?.();
}
