import { checklistPercent, CHECKLIST_ITEM_KEYS, EMPTY_CHECKLIST } from '@uh/core/checklist/checklist.logic';
import { MAX_DELIVERY_ATTEMPTS, type MessageDetails, reminderMessage, retryDelayMs } from '@uh/core/reminders/reminders.logic';
import { REMINDER_CHANNELS, type ReminderChannel, type ReminderKind } from '@uh/core/reminders/reminders.schema';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dailyChecklists, fastingLogs, reminderDeliveries, reminderSettings } from '../../db/schema';
import { DeliveryError } from './channels/channel';
import type { ReminderScope } from './reminder-planner';
import type { ReminderSender } from './reminder-sender';
import { readStoredSettings } from './reminders.service';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Delivery = typeof reminderDeliveries.$inferSelect;
type DeliveryDetails = { localDate?: string; fastId?: number; stageHours?: number };

/** What became of a claimed delivery. */
export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'expired' | 'skipped' | 'later';

type Verdict =
  { send: true; details: MessageDetails } | { send: false; outcome: 'skipped' } | { send: false; outcome: 'later'; dueAt: Date };

const HOUR_MS = 3_600_000;

/**
 * Whether the reminder still says something true: the fast still runs (and its start was not
 * moved later), today's checklist is not yet complete.
 */
async function judge(tx: Transaction, delivery: Delivery, now: Date): Promise<Verdict> {
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
  return { send: true, details: {} };
}

async function finish(tx: Transaction, id: number, set: Partial<Delivery>) {
  await tx.update(reminderDeliveries).set(set).where(eq(reminderDeliveries.id, id));
}

/**
 * Claims one due delivery (FOR UPDATE SKIP LOCKED: another server takes another one), sends it
 * while holding the row, and records the outcome in the same transaction. A crash mid-send
 * leaves the row pending, so it is sent at most once more; once committed as sent, never again.
 * Returns null when nothing is due.
 */
export async function deliverOne(
  db: Database,
  sender: ReminderSender,
  now: Date,
  scope: ReminderScope = {},
): Promise<DeliveryOutcome | null> {
  return db.transaction(async (tx) => {
    const [delivery] = await tx
      .select()
      .from(reminderDeliveries)
      .where(
        and(
          eq(reminderDeliveries.status, 'pending'),
          lte(reminderDeliveries.nextAttemptAt, now),
          scope.userIds ? inArray(reminderDeliveries.userId, scope.userIds) : undefined,
        ),
      )
      .orderBy(asc(reminderDeliveries.nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!delivery) return null;

    if (now >= delivery.expiresAt) {
      await finish(tx, delivery.id, { status: 'expired' });
      return 'expired';
    }
    const [stored] = await tx.select().from(reminderSettings).where(eq(reminderSettings.userId, delivery.userId));
    const settings = readStoredSettings(stored?.settings);
    const kind = delivery.kind as ReminderKind;
    const channel = delivery.channel as ReminderChannel;
    if (!REMINDER_CHANNELS.includes(channel) || !settings.channels[channel].enabled || !settings.schedule[kind]?.enabled) {
      await finish(tx, delivery.id, { status: 'skipped' });
      return 'skipped';
    }
    const verdict = await judge(tx, delivery, now);
    if (!verdict.send) {
      if (verdict.outcome === 'later') {
        await finish(tx, delivery.id, { dueAt: verdict.dueAt, nextAttemptAt: verdict.dueAt });
        return 'later';
      }
      await finish(tx, delivery.id, { status: 'skipped' });
      return 'skipped';
    }

    const attempts = delivery.attempts + 1;
    try {
      await sender.send(
        { userId: delivery.userId, settings, sealedNtfyToken: stored?.ntfyAccessToken ?? null },
        channel,
        reminderMessage(kind, verdict.details),
      );
      await finish(tx, delivery.id, { status: 'sent', attempts, sentAt: now, lastError: null });
      return 'sent';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof DeliveryError && error.permanent;
      if (permanent || attempts >= MAX_DELIVERY_ATTEMPTS) {
        await finish(tx, delivery.id, { status: 'failed', attempts, lastError: message });
        return 'failed';
      }
      await finish(tx, delivery.id, { attempts, lastError: message, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) });
      return 'retry';
    }
  });
}
