import { z } from 'zod';
import { OAUTH_WEARABLES } from './oauth-wearables';

/**
 * connected: syncing on schedule. needs_attention: the last sync failed (the reason says why and
 * what to do); the schedule keeps trying, and a successful sync clears it.
 */
export const CONNECTION_STATUSES = ['connected', 'needs_attention'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** How many days the first sync reaches back. */
export const BACKFILL_DAYS = 90;

export const wearableConnectionSchema = z.object({
  status: z.enum(CONNECTION_STATUSES),
  /** Why it needs attention, in words for the person; null when all is well. */
  attentionReason: z.string().nullable(),
  connectedAt: z.string(),
  /** When the last sync finished (successfully or not), and the last day it brought in fully. */
  lastSyncAt: z.string().nullable(),
  syncedThrough: z.string().nullable(),
  /** A sync is running (the first one reaches back BACKFILL_DAYS days). */
  syncing: z.boolean(),
  /** Daily readings this connection has brought in. */
  readings: z.number().int().nonnegative(),
});
export type WearableConnection = z.infer<typeof wearableConnectionSchema>;

/** GET /api/wearables: every provider this app knows, whether the server is set up for it, and the person's connection. */
export const wearableProviderSchema = z.object({
  provider: z.enum(OAUTH_WEARABLES),
  name: z.string(),
  readings: z.string(),
  /**
   * False when the operator has not set the provider's client credentials. Which settings those are
   * is for operators (docs/wearables.md), never part of what a person's browser receives.
   */
  configured: z.boolean(),
  connection: wearableConnectionSchema.nullable(),
});
export type WearableProvider = z.infer<typeof wearableProviderSchema>;
export const wearableProvidersSchema = z.object({ providers: z.array(wearableProviderSchema) });
