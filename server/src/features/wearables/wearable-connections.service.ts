import { createHash, randomBytes } from 'node:crypto';
import type { OAuthWearable } from '@uh/core/wearables/oauth-wearables';
import type { WearableConnection } from '@uh/core/wearables/connections.schema';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { biometricLogs, users, wearableAuthStates, wearableConnections } from '../../db/schema';
import type { Transaction } from '../../lib/per-person-cap';
import type { TokenCipher } from '../../lib/token-cipher';
import type { Tokens } from '../../providers/wearables/wearable-client';
import type { AfterCommit } from './imported-readings.service';

/** How long a person has between leaving for the provider's consent page and coming back. */
const AUTH_STATE_TTL_MINUTES = 10;
/** A sync that has not finished in this long was cut off (a crash): another may take it up. */
export const SYNC_LEASE_MINUTES = 15;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** Starts a connection: a fresh state and PKCE pair, kept under the state's hash for this person and provider. */
export async function createAuthState(db: Database, userId: number, provider: OAuthWearable) {
  const state = base64url(randomBytes(24));
  const codeVerifier = base64url(randomBytes(48));
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  // Abandoned attempts are swept by the next one, so the table stays small without a job.
  await db
    .delete(wearableAuthStates)
    .where(lt(wearableAuthStates.createdAt, sql`now() - make_interval(mins => ${AUTH_STATE_TTL_MINUTES})`));
  await db.insert(wearableAuthStates).values({ stateHash: sha256(state), userId, provider, codeVerifier });
  return { state, codeChallenge };
}

/**
 * Takes the pending connection for this state, once; null when unknown, used, stale, or not this
 * person's and provider's. Only its owner's callback uses it up: a state that reached someone else
 * stays for the owner's own return from the provider.
 */
export async function consumeAuthState(db: Database, state: string, userId: number, provider: OAuthWearable) {
  const [row] = await db
    .delete(wearableAuthStates)
    .where(
      and(
        eq(wearableAuthStates.stateHash, sha256(state)),
        eq(wearableAuthStates.userId, userId),
        eq(wearableAuthStates.provider, provider),
      ),
    )
    .returning({
      codeVerifier: wearableAuthStates.codeVerifier,
      isFresh: sql<boolean>`${wearableAuthStates.createdAt} > now() - make_interval(mins => ${AUTH_STATE_TTL_MINUTES})`,
    });
  if (!row?.isFresh) return null;
  return { codeVerifier: row.codeVerifier };
}

const tokenContext = (provider: string, userId: number) => `${provider}:${userId}`;

export function sealTokens(cipher: TokenCipher, provider: OAuthWearable, userId: number, tokens: Tokens) {
  const context = tokenContext(provider, userId);
  return {
    accessToken: cipher.encrypt(tokens.accessToken, context),
    refreshToken: tokens.refreshToken === null ? null : cipher.encrypt(tokens.refreshToken, context),
    accessTokenExpiresAt: tokens.expiresAt,
  };
}

export function openTokens(
  cipher: TokenCipher,
  row: { provider: string; userId: number; accessToken: string; refreshToken: string | null; accessTokenExpiresAt: Date | null },
): Tokens {
  const context = tokenContext(row.provider, row.userId);
  return {
    accessToken: cipher.decrypt(row.accessToken, context),
    refreshToken: row.refreshToken === null ? null : cipher.decrypt(row.refreshToken, context),
    expiresAt: row.accessTokenExpiresAt,
  };
}

/**
 * Saves a new connection, or new tokens for one that exists (connecting again after it needed
 * attention keeps what was synced, so only the days since are fetched). Due for a sync at once.
 */
export async function saveConnection(db: Database, cipher: TokenCipher, userId: number, provider: OAuthWearable, tokens: Tokens) {
  const sealed = sealTokens(cipher, provider, userId, tokens);
  await db
    .insert(wearableConnections)
    .values({ userId, provider, ...sealed })
    .onConflictDoUpdate({
      target: [wearableConnections.userId, wearableConnections.provider],
      set: { ...sealed, status: 'connected', attentionReason: null, nextSyncAt: sql`now()` },
    });
}

export async function findConnection(db: Database, userId: number, provider: OAuthWearable) {
  const [row] = await db
    .select()
    .from(wearableConnections)
    .where(and(eq(wearableConnections.userId, userId), eq(wearableConnections.provider, provider)));
  return row ?? null;
}

/** The person's connections as the Connected devices page shows them, with the readings each brought in. */
export async function listConnections(db: Database, userId: number): Promise<Map<string, WearableConnection>> {
  const rows = await db
    .select({
      provider: wearableConnections.provider,
      status: wearableConnections.status,
      attentionReason: wearableConnections.attentionReason,
      createdAt: wearableConnections.createdAt,
      lastSyncAt: wearableConnections.lastSyncAt,
      syncedThrough: wearableConnections.syncedThrough,
      // Running, or due (asked for by Sync now or a new connection, about to be taken up).
      syncing: sql<boolean>`${wearableConnections.syncStartedAt} > now() - make_interval(mins => ${SYNC_LEASE_MINUTES})
        OR ${wearableConnections.nextSyncAt} <= now()`,
      // Qualified by hand: inside the subquery a bare column name would be the readings' own.
      readings: sql<number>`(SELECT count(*)::int FROM biometric_logs b
        WHERE b.user_id = wearable_connections.user_id AND b.wearable_source = wearable_connections.provider AND b.imported)`,
    })
    .from(wearableConnections)
    .where(eq(wearableConnections.userId, userId));
  return new Map(
    rows.map((row) => [
      row.provider,
      {
        status: row.status === 'needs_attention' ? 'needs_attention' : 'connected',
        attentionReason: row.attentionReason,
        connectedAt: row.createdAt.toISOString(),
        lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
        syncedThrough: row.syncedThrough,
        syncing: Boolean(row.syncing),
        readings: row.readings,
      },
    ]),
  );
}

/** Asks for a sync as soon as a worker is free (Sync now, a new connection). */
export async function requestSync(db: Database, connectionId: number) {
  await db
    .update(wearableConnections)
    .set({ nextSyncAt: sql`now()` })
    .where(eq(wearableConnections.id, connectionId));
}

/**
 * Where a disconnect hands the days whose steps it deleted, in its transaction: the person's steps
 * protocols drop or lower the wearable values of those days (bound beside app.ts, as features do
 * not import each other).
 */
export type StepsRemovedPort = (
  tx: Transaction,
  input: { userId: number; timeZone: string; days: readonly string[] },
) => Promise<AfterCommit>;

/**
 * Removes the connection (and its tokens); with `deleteReadings`, the readings it brought in too,
 * and the steps protocols' values those readings gave. All or nothing.
 */
export async function deleteConnection(
  db: Database,
  connection: { id: number; userId: number; provider: OAuthWearable },
  deleteReadings: boolean,
  onStepsRemoved: StepsRemovedPort,
): Promise<number> {
  const { deleted, afterCommit } = await db.transaction(async (tx) => {
    await tx.delete(wearableConnections).where(eq(wearableConnections.id, connection.id));
    if (!deleteReadings) return { deleted: 0, afterCommit: null };
    const rows = await tx
      .delete(biometricLogs)
      .where(
        and(
          eq(biometricLogs.userId, connection.userId),
          eq(biometricLogs.wearableSource, connection.provider),
          eq(biometricLogs.imported, true),
        ),
      )
      .returning({ localDay: biometricLogs.localDay, steps: biometricLogs.steps });
    const days = rows.flatMap((row) => (row.steps === null ? [] : [row.localDay]));
    if (days.length === 0) return { deleted: rows.length, afterCommit: null };
    const [owner] = await tx.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, connection.userId));
    return { deleted: rows.length, afterCommit: await onStepsRemoved(tx, { userId: connection.userId, timeZone: owner!.timeZone, days }) };
  });
  await afterCommit?.();
  return deleted;
}
