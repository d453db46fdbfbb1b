import { checklistPercent, CHECKLIST_ITEM_KEYS, EMPTY_CHECKLIST } from '@uh/core/checklist/checklist.logic';
import { type DoneCheck, doneCheckFor } from '@uh/core/reminders/reminder-done.logic';
import { PROTOCOL_REMINDER_KIND } from '@uh/core/custom-protocols/protocol-reminder.schema';
import { EXPERIMENT_REMINDER_KIND } from '@uh/core/reminders/experiment-reminder.logic';
import { OPERATOR_ALERT_KIND, readOperatorAlert } from '@uh/core/reminders/operator-alert.logic';
import { SHARE_ALERT_KIND } from '@uh/core/sharing/share-alerts.logic';
import { SHARE_SUMMARY_KIND } from '@uh/core/sharing/share-summary.logic';
import type { ReminderKind, ReminderSchedule } from '@uh/core/reminders/reminders.schema';
import { and, between, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { reminderDeliveries } from '../../db/schema';
import { biometricLogs, coldExposureLogs, dailyChecklists, fastingLogs, thirtyThirtyThirtyLogs } from '../../db/schema';
import { judgeExperimentReminder } from './experiment-reminder-conditions';
import { judgeProtocolReminder } from './protocol-reminder-conditions';
import { judgeShareAlert } from './share-alert-conditions';
import type { ReminderRoundDeps } from './reminder-ports';
import type { Verdict } from './reminder-verdict';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Delivery = typeof reminderDeliveries.$inferSelect;
type DeliveryDetails = { localDate?: string; fastId?: number; stageHours?: number };

const HOUR_MS = 3_600_000;

const LOG_TABLES = { thirtyThirtyThirty: thirtyThirtyThirtyLogs, coldExposure: coldExposureLogs, biometrics: biometricLogs };

/** Whether the person logged what the reminder asks for, on the days that count. */
async function isDone(tx: Transaction, userId: number, check: DoneCheck): Promise<boolean> {
  const table = LOG_TABLES[check.log];
  const [found] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.userId, userId), between(table.localDay, check.from, check.to)))
    .limit(1);
  return found !== undefined;
}

/**
 * Whether the reminder still says something true, checked when it is sent: the fast still runs
 * (and its start was not moved later), today's checklist is not yet complete, the session or
 * reading it asks for is not logged yet; an own protocol's day still asks for it; an experiment's
 * day still runs; a share alert's grant is still live. An alert to the admins is always still true.
 */
export async function judge(
  tx: Transaction,
  delivery: Delivery,
  schedule: ReminderSchedule,
  now: Date,
  reads: Pick<ReminderRoundDeps, 'db' | 'ports'>,
): Promise<Verdict> {
  if (delivery.kind === PROTOCOL_REMINDER_KIND) return judgeProtocolReminder(tx, delivery, reads);
  if (delivery.kind === EXPERIMENT_REMINDER_KIND) return judgeExperimentReminder(delivery, reads);
  if (delivery.kind === SHARE_ALERT_KIND) return judgeShareAlert(tx, delivery, now);
  if (delivery.kind === OPERATOR_ALERT_KIND || delivery.kind === SHARE_SUMMARY_KIND) {
    // Its message was written when it was planned; the week it sums up does not change.
    const message = readOperatorAlert(delivery.details);
    return message ? { send: true, details: {}, message } : { send: false, outcome: 'skipped' };
  }
  const details = delivery.details as DeliveryDetails;
  const kind = delivery.kind as ReminderKind;
  if (kind === 'fastTarget' || kind === 'fastingStage') {
    const [fast] = await tx
      .select()
      .from(fastingLogs)
      .where(and(eq(fastingLogs.id, details.fastId ?? -1), eq(fastingLogs.userId, delivery.userId), isNull(fastingLogs.endTime)));
    if (!fast) return { send: false, outcome: 'skipped' };
    const hours = kind === 'fastTarget' ? fast.targetHours : (details.stageHours ?? 0);
    const dueAt = new Date(fast.startTime.getTime() + hours * HOUR_MS);
    if (dueAt > now) return { send: false, outcome: 'later', dueAt };
    return { send: true, details: { targetHours: fast.targetHours, stageHours: details.stageHours } };
  }
  if (kind === 'dailyChecklist') {
    const [day] = await tx
      .select()
      .from(dailyChecklists)
      .where(and(eq(dailyChecklists.userId, delivery.userId), eq(dailyChecklists.date, details.localDate ?? '')));
    const items = day ? Object.fromEntries(CHECKLIST_ITEM_KEYS.map((key) => [key, day[key]])) : EMPTY_CHECKLIST;
    const percent = checklistPercent(items as typeof EMPTY_CHECKLIST);
    if (percent >= 100) return { send: false, outcome: 'skipped' };
    return { send: true, details: { checklistPercent: percent } };
  }
  const check = details.localDate ? doneCheckFor(kind, details.localDate, schedule) : null;
  if (check && (await isDone(tx, delivery.userId, check))) return { send: false, outcome: 'skipped' };
  return { send: true, details: {} };
}
