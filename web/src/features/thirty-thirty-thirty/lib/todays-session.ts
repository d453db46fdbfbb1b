import type { ThirtyLog } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';

/** `?view=today`, what the dashboard's "View Today's Results" opens: the tracker showing today's session. */
export const isTodaysResultsView = (search: string) => new URLSearchParams(search).get('view') === 'today';

/**
 * Today's results: the latest completed session on `today` (the local day each log counts on,
 * as the dashboard's "Completed" does), or null when today has none and the form should show.
 */
export function todaysSession(logs: readonly ThirtyLog[] | undefined, today: string): ThirtyLog | null {
  const todays = (logs ?? []).filter((log) => log.completed && log.localDay === today);
  return todays.reduce<ThirtyLog | null>((latest, log) => (!latest || log.timestamp > latest.timestamp ? log : latest), null);
}
