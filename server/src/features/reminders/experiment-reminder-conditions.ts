import { experimentReminderMessage } from '@uh/core/reminders/experiment-reminder.logic';
import type { reminderDeliveries } from '../../db/schema';
import type { ReminderRoundDeps } from './reminder-ports';
import type { Verdict } from './reminder-verdict';

type Delivery = typeof reminderDeliveries.$inferSelect;

/**
 * Whether an experiment day's reminder is still true when it is sent: the experiment is still the
 * person's and that day still runs (it was not stopped, or deleted, since it was planned). The
 * words come from that day's plan entry, read now.
 */
export async function judgeExperimentReminder(delivery: Delivery, reads: Pick<ReminderRoundDeps, 'db' | 'ports'>): Promise<Verdict> {
  const details = delivery.details as { experimentId?: number; localDate?: string };
  if (details.experimentId === undefined || !details.localDate) return { send: false, outcome: 'skipped' };
  const day = await reads.ports.experimentDay(reads.db, {
    userId: delivery.userId,
    experimentId: details.experimentId,
    day: details.localDate,
  });
  if (!day) return { send: false, outcome: 'skipped' };
  return { send: true, details: {}, message: experimentReminderMessage(details.experimentId, day, day.habit) };
}
