import { PROTOCOL_REMINDER_KIND } from '@uh/core/custom-protocols/protocol-reminder.schema';
import { EXPERIMENT_REMINDER_KIND } from '@uh/core/reminders/experiment-reminder.logic';
import { OPERATOR_ALERT_KIND } from '@uh/core/reminders/operator-alert.logic';
import { SHARE_ALERT_KIND } from '@uh/core/sharing/share-alerts.logic';
import { MAX_DELIVERY_ATTEMPTS, reminderMessage } from '@uh/core/reminders/reminders.logic';
import { REMINDER_CHANNELS, type ReminderChannel, type ReminderKind } from '@uh/core/reminders/reminders.schema';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reminderDeliveries, reminderSettings } from '../../db/schema';
import { DeliveryError } from './channels/channel';
import { judge } from './reminder-conditions';
import type { ReminderScope } from './reminder-planner';
import type { ReminderRoundDeps } from './reminder-ports';
import { readStoredSettings } from './reminders.service';
import { backOffMs } from '../../workers/back-off';

/** The workers' back-off, at most half an hour between tries (about two hours over MAX_DELIVERY_ATTEMPTS). */
const retryDelayMs = (attempts: number) => backOffMs(attempts, 30 * 60_000);

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Delivery = typeof reminderDeliveries.$inferSelect;

/** What became of a claimed delivery. */
export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'expired' | 'skipped' | 'later';

async function finish(tx: Transaction, id: number, set: Partial<Delivery>) {
  await tx.update(reminderDeliveries).set(set).where(eq(reminderDeliveries.id, id));
}

/**
 * Claims one due delivery (FOR UPDATE SKIP LOCKED: another server takes another one), sends it
 * while holding the row, and records the outcome in the same transaction. A crash mid-send
 * leaves the row pending, so it is sent at most once more; once committed as sent, never again.
 * Returns null when nothing is due.
 */
export async function deliverOne(deps: ReminderRoundDeps, now: Date, scope: ReminderScope = {}): Promise<DeliveryOutcome | null> {
  const { db, sender } = deps;
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
    // An own protocol's reminder is switched on and off on the protocol (judged below), not in the schedule;
    // experiments' reminders all share one switch; an alert to the admins has none, nor one from a share
    // (its grant's owner turns it on or off, and the grantee can leave the share).
    const kindEnabled =
      delivery.kind === PROTOCOL_REMINDER_KIND ||
      delivery.kind === OPERATOR_ALERT_KIND ||
      delivery.kind === SHARE_ALERT_KIND ||
      (delivery.kind === EXPERIMENT_REMINDER_KIND ? settings.schedule.experiments.enabled : settings.schedule[kind]?.enabled);
    if (!REMINDER_CHANNELS.includes(channel) || !settings.channels[channel].enabled || !kindEnabled) {
      await finish(tx, delivery.id, { status: 'skipped' });
      return 'skipped';
    }
    const verdict = await judge(tx, delivery, settings.schedule, now, deps);
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
        {
          userId: delivery.userId,
          settings,
          sealedNtfyToken: stored?.ntfyAccessToken ?? null,
          emailConfirmedAddress: stored?.emailConfirmedAddress ?? null,
        },
        channel,
        verdict.message ?? reminderMessage(kind, verdict.details),
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
