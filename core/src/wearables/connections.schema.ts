import { z } from 'zod';

/**
 * The wearables whose makers offer an OAuth 2.0 web API: a person connects once, and their daily
 * readings come in by themselves. (Apple Health has no web API: it comes in as an export file.)
 */
export const OAUTH_WEARABLES = ['oura', 'whoop', 'withings'] as const;
export type OAuthWearable = (typeof OAUTH_WEARABLES)[number];

export const isOAuthWearable = (value: string): value is OAuthWearable => (OAUTH_WEARABLES as readonly string[]).includes(value);

/** What each one brings in, in the words the Connected devices card uses. */
export const OAUTH_WEARABLE_READINGS: Record<OAuthWearable, string> = {
  oura: 'Readiness score, sleep, heart rate variability (RMSSD), lowest heart rate, respiratory rate, oxygen saturation and temperature deviation',
  whoop:
    'Recovery score, sleep, resting heart rate, heart rate variability (RMSSD), oxygen saturation, respiratory rate and skin temperature',
  withings: 'Weight, blood pressure and heart rate from the blood-pressure cuff',
};

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

export const wearableParamsSchema = z.object({ provider: z.string().max(40) });

/** POST /api/wearables/{provider}/connect: where to send the browser to approve access. */
export const connectResponseSchema = z.object({ authorizeUrl: z.string() });

/** DELETE /api/wearables/{provider}?deleteReadings=true also removes the readings it brought in. */
export const disconnectQuerySchema = z.object({
  deleteReadings: z
    .enum(['true', 'false'], { message: 'deleteReadings must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});

/** What the callback leaves in the address of the Settings page it returns to. */
export const CONNECT_RESULTS = ['connected', 'denied', 'failed'] as const;
export type ConnectResult = (typeof CONNECT_RESULTS)[number];
