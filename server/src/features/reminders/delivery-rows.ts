import type { ReminderChannel } from '@uh/core/reminders/reminders.schema';
import type { reminderDeliveries } from '../../db/schema';

export type PlannedDelivery = typeof reminderDeliveries.$inferInsert;

/** When one reminder (or alert) is to be sent, named by a key that is the same whoever plans it. */
export type Occurrence = { key: string; dueAt: Date; expiresAt: Date };

/**
 * The queue's rows for one occurrence: one per channel, each sent from `dueAt` until `expiresAt`.
 * The key makes them planned once, whichever server plans them first (the table's unique index).
 */
export function deliveryRows(
  userId: number,
  kind: string,
  channels: readonly ReminderChannel[],
  occurrence: Occurrence,
  details: Record<string, unknown>,
): PlannedDelivery[] {
  return channels.map((channel) => ({
    userId,
    occurrenceKey: occurrence.key,
    kind,
    channel,
    dueAt: occurrence.dueAt,
    expiresAt: occurrence.expiresAt,
    details,
    nextAttemptAt: occurrence.dueAt,
  }));
}
