import type { ReminderMessage } from './reminders.schema';

/**
 * A message to the server's admins about the server itself (a backup that failed), sent through
 * the reminder channels each admin set up. It is not a reminder a person schedules: no switch of
 * the schedule turns it off, only the channels do.
 */
export const OPERATOR_ALERT_KIND = 'operatorAlert';

/** Where the alert takes the admin: the server status on the admin page. */
export const OPERATOR_ALERT_PATH = '/admin#admin-status';

/** What an admin is told when a backup could not be written or did not restore exactly. */
export function backupFailedAlert(reason: string): ReminderMessage {
  return {
    title: 'Backup failed',
    body: `The server's backup failed: ${reason} The admin page shows the last backup that restored.`,
    path: OPERATOR_ALERT_PATH,
  };
}

/** The message kept with a queued alert, read back when it is sent; null when it is not one. */
export function readOperatorAlert(details: unknown): ReminderMessage | null {
  if (typeof details !== 'object' || details === null) return null;
  const { title, body, path } = details as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string' || typeof path !== 'string') return null;
  return { title, body, path };
}
