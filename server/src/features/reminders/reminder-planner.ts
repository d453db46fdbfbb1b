import { dueOccurrences } from '@uh/core/reminders/reminders.logic';
import { REMINDER_CHANNELS } from '@uh/core/reminders/reminders.schema';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { fastingLogs, reminderDeliveries, reminderSettings, users } from '../../db/schema';
import { planExperimentReminders } from './experiment-reminder-planner';
import { planProtocolReminders } from './protocol-reminder-planner';
import { planShareAlerts } from './share-alert-planner';
import { planShareSummaries } from './share-summary-planner';
import type { ReminderRoundDeps } from './reminder-ports';
import { readStoredSettings } from './reminders.service';
import { deliveryRows, type PlannedDelivery } from './delivery-rows';

/** How far back a server just started looks for reminders it missed (each kind then says whether it still matters). */
const CATCH_UP_MS = 36 * 3_600_000;

/** Limits a round to some people (tests sharing one database with others). */
export type ReminderScope = { userIds?: number[] };

/**
 * Writes the reminders due by `now` into the delivery queue, one row per channel. Every server
 * may run this at once: the unique (person, reminder, channel) key keeps one row, so planning
 * twice, or again after a restart, changes nothing.
 */
export async function planDueReminders(
  reads: Pick<ReminderRoundDeps, 'db' | 'ports'>,
  now: Date,
  scope: ReminderScope = {},
): Promise<number> {
  const { db } = reads;
  const rows = await db
    .select({
      userId: reminderSettings.userId,
      settings: reminderSettings.settings,
      updatedAt: reminderSettings.updatedAt,
      timeZone: users.timeZone,
      fastId: fastingLogs.id,
      fastStart: fastingLogs.startTime,
      fastTargetHours: fastingLogs.targetHours,
    })
    .from(reminderSettings)
    .innerJoin(users, eq(users.id, reminderSettings.userId))
    .leftJoin(fastingLogs, and(eq(fastingLogs.userId, reminderSettings.userId), isNull(fastingLogs.endTime)))
    .where(scope.userIds ? inArray(reminderSettings.userId, scope.userIds) : undefined);

  const planned: PlannedDelivery[] = [];
  for (const row of rows) {
    const settings = readStoredSettings(row.settings);
    const channels = REMINDER_CHANNELS.filter((channel) => settings.channels[channel].enabled);
    if (channels.length === 0) continue;
    // A time that passed before the reminder was switched on (or changed) is not one to catch up on.
    const from = new Date(Math.max(now.getTime() - CATCH_UP_MS, row.updatedAt.getTime()));
    const activeFast =
      row.fastId !== null && row.fastStart !== null && row.fastTargetHours !== null
        ? { id: row.fastId, startTime: row.fastStart, targetHours: row.fastTargetHours }
        : null;
    for (const occurrence of dueOccurrences({ schedule: settings.schedule, timeZone: row.timeZone, from, to: now, activeFast })) {
      const details = { localDate: occurrence.localDate, fastId: occurrence.fastId, stageHours: occurrence.stageHours };
      planned.push(...deliveryRows(row.userId, occurrence.kind, channels, occurrence, details));
    }
  }
  planned.push(...(await planProtocolReminders(db, now, CATCH_UP_MS, scope)));
  planned.push(...(await planExperimentReminders(reads, now, CATCH_UP_MS, scope)));
  planned.push(...(await planShareAlerts(db, now, scope)));
  planned.push(...(await planShareSummaries(db, now, scope)));
  if (planned.length === 0) return 0;
  const inserted = await db.insert(reminderDeliveries).values(planned).onConflictDoNothing().returning({ id: reminderDeliveries.id });
  return inserted.length;
}
