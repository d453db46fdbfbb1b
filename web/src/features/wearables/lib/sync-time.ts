import type { WearableConnection } from '@uh/core/wearables/connections.schema';
import { formatDateTime } from '#lib/format';

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
