import { BACKFILL_DAYS, type WearableProvider } from '@uh/core/wearables/connections.schema';

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
