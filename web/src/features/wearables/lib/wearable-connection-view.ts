import {
  BACKFILL_DAYS,
  CONNECT_RESULTS,
  isOAuthWearable,
  type ConnectResult,
  type WearableConnection,
  type WearableProvider,
} from '@uh/core/wearables/connections.schema';
import { WEARABLE_SOURCE_LABELS } from '@uh/core/wearables/wearables.schema';
import { formatDateTime } from '#lib/format';

/** How often the list is read again while a sync runs: often enough to see the readings arrive. */
export const SYNC_POLL_MS = 2000;

export const SYNCING_TEXT = `Syncing… the first sync brings in the last ${BACKFILL_DAYS} days`;

/** True while any provider's sync is running, so the list keeps being read until all are done. */
export const isAnySyncing = (providers: readonly WearableProvider[] | undefined) =>
  providers?.some((provider) => provider.connection?.syncing === true) ?? false;

const count = new Intl.NumberFormat('en-US');

/** '412 daily readings', '1 daily reading'. */
export const dailyReadingsText = (readings: number) => `${count.format(readings)} daily ${readings === 1 ? 'reading' : 'readings'}`;

/** The checkbox in the disconnect dialog: 'Also delete the 412 readings it brought in'. */
export const deleteReadingsLabel = (readings: number) =>
  `Also delete the ${count.format(readings)} ${readings === 1 ? 'reading' : 'readings'} it brought in`;

/**
 * A provider the server is not set up for, as every person sees it: who can change that, not how
 * (the settings it takes are in docs/wearables.md, for operators).
 */
export const NOT_OFFERED_TEXT = 'Not offered on this server — ask its operator';

/** 'Disconnected Oura', and ' and deleted 412 readings' when the person asked for that too. */
export function disconnectedText(name: string, deletedReadings: number): string {
  if (deletedReadings <= 0) return `Disconnected ${name}`;
  return `Disconnected ${name} and deleted ${count.format(deletedReadings)} ${deletedReadings === 1 ? 'reading' : 'readings'}`;
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** 'just now', '5 minutes ago', '3 hours ago'; a day or more ago, the local date and time. */
export function formatSyncTime(iso: string, now: number, timeZone: string): string {
  const ago = now - new Date(iso).getTime();
  if (ago < MINUTE_MS) return 'just now';
  if (ago < HOUR_MS) return relative.format(-Math.floor(ago / MINUTE_MS), 'minute');
  if (ago < 24 * HOUR_MS) return relative.format(-Math.floor(ago / HOUR_MS), 'hour');
  return formatDateTime(iso, timeZone);
}

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '2026-11-23' → '23 Nov' (a calendar day, so read as UTC and never shifted by the viewer's zone). */
export const formatSyncedThrough = (day: string) => dayMonth.format(new Date(`${day}T00:00:00Z`));

/** 'Last synced 5 minutes ago, through 23 Nov', or 'Not synced yet' before the first sync has finished. */
export function lastSyncText(connection: Pick<WearableConnection, 'lastSyncAt' | 'syncedThrough'>, now: number, timeZone: string) {
  if (!connection.lastSyncAt) return 'Not synced yet';
  const through = connection.syncedThrough ? `, through ${formatSyncedThrough(connection.syncedThrough)}` : '';
  return `Last synced ${formatSyncTime(connection.lastSyncAt, now, timeZone)}${through}`;
}

export type ConnectReturnToast = { title: string; description: string; variant?: 'destructive' };

const CONNECT_RESULT_TOASTS: Record<ConnectResult, (name: string) => ConnectReturnToast> = {
  connected: (name) => ({ title: `Connected to ${name}`, description: `Bringing in the last ${BACKFILL_DAYS} days of readings.` }),
  denied: (name) => ({ title: `${name} was not connected`, description: `You declined access on ${name}'s page.` }),
  failed: (name) => ({ variant: 'destructive', title: `Failed to connect to ${name}`, description: 'Please try again.' }),
};

const isConnectResult = (value: string): value is ConnectResult => (CONNECT_RESULTS as readonly string[]).includes(value);

/** The parameters the provider's return leaves in the Settings address. */
const CONNECT_PARAMS = ['wearable', 'connect'] as const;

/** What to tell the person on coming back from the provider's page (`?wearable=oura&connect=connected`); null otherwise. */
export function connectReturnToast(search: string): ConnectReturnToast | null {
  const params = new URLSearchParams(search);
  const wearable = params.get('wearable') ?? '';
  const result = params.get('connect') ?? '';
  if (!isOAuthWearable(wearable) || !isConnectResult(result)) return null;
  return CONNECT_RESULT_TOASTS[result](WEARABLE_SOURCE_LABELS[wearable]);
}

/** The same address without the return parameters (the rest of the query and the hash kept), for history.replaceState. */
export function withoutConnectParams(href: string): string {
  const url = new URL(href);
  for (const name of CONNECT_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
