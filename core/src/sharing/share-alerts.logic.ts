import { addDays, dayNumber, type LocalDate } from '../common/calendar.logic';
import type { ReminderMessage } from '../reminders/reminders.schema';

/**
 * Alerts to the people someone shares with (docs/sharing.md#alerts), sent through the grantee's
 * own reminder channels: a fast past 48 hours, and a daily protocol missed 3 days running.
 */
export const SHARE_ALERT_KIND = 'shareAlert';
export const LONG_FAST_ALERT_HOURS = 48;
export const MISSED_DAYS_ALERT = 3;
/** A run of missed days counts only for a protocol done within this many days before it: not one long given up. */
export const RECENTLY_DONE_DAYS = 14;

/** The alert's message and the grant it came through, kept with the queued delivery. */
export type ShareAlertDetails = ReminderMessage & { grantId: number };

const sharedPath = (grantId: number) => `/shared/${grantId}`;

export function longFastAlert(owner: string, grantId: number): ShareAlertDetails {
  return {
    title: `${owner}'s fast has passed ${LONG_FAST_ALERT_HOURS} hours`,
    body: `${owner} has been fasting for more than ${LONG_FAST_ALERT_HOURS} hours. You are told because ${owner} shares fasting with you, with alerts on.`,
    path: sharedPath(grantId),
    grantId,
  };
}

export function missedRunAlert(owner: string, grantId: number, protocol: string): ShareAlertDetails {
  return {
    title: `${owner} has missed ${protocol} ${MISSED_DAYS_ALERT} days running`,
    body: `${protocol} was not done on any of the last ${MISSED_DAYS_ALERT} days. You are told because ${owner} shares their progress with you, with alerts on.`,
    path: sharedPath(grantId),
    grantId,
  };
}

/**
 * Whether the days since a daily protocol was last done make a missed run worth an alert on
 * `today`: the last 3 whole days all missed, after a completion recent enough
 * that the person had not simply stopped. Told once per run (keyed by the last day done).
 */
export function missedRun(lastDone: LocalDate, today: LocalDate): boolean {
  const daysSince = dayNumber(today) - dayNumber(lastDone);
  return daysSince > MISSED_DAYS_ALERT && daysSince <= MISSED_DAYS_ALERT + RECENTLY_DONE_DAYS;
}

/** The first moment the run counts: the start of the local day after the last missed one. */
export const missedRunDay = (lastDone: LocalDate): LocalDate => addDays(lastDone, MISSED_DAYS_ALERT + 1);

/** The message kept with a queued share alert, read back when it is sent; null when it is not one. */
export function readShareAlert(details: unknown): ShareAlertDetails | null {
  if (typeof details !== 'object' || details === null) return null;
  const { title, body, path, grantId } = details as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string' || typeof path !== 'string' || typeof grantId !== 'number') return null;
  return { title, body, path, grantId };
}
