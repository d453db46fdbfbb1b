import { dueProtocolReminders, type AnchorFacts } from '@uh/core/custom-protocols/protocol-reminder.logic';
import { PROTOCOL_REMINDER_KIND, protocolReminderSchema } from '@uh/core/custom-protocols/protocol-reminder.schema';
import type { ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import { REMINDER_CHANNELS } from '@uh/core/reminders/reminders.schema';
import { and, eq, gte, inArray, isNotNull, isNull, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { biometricLogs, customProtocols, fastingLogs, reminderSettings, users } from '../../db/schema';
import { readStoredSettings } from './reminders.service';
import { deliveryRows, type PlannedDelivery } from './delivery-rows';

type Scope = { userIds?: number[] };

const DAY_MS = 86_400_000;

/** The stored reminder, or null when it is not one this version reads. */
export const storedReminder = (stored: unknown) => {
  const parsed = protocolReminderSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
};
/** Wake-ups read back this far: the catch-up window, a day before it, and the widest time-zone offset. */
const WAKE_LOOK_BACK_MS = 4 * DAY_MS;

/** Per person, per local day, the latest wake-up a wearable told (biometric rows with `woke_at`). */
async function wakeUpsOf(db: Database, userIds: number[], now: Date): Promise<Map<number, Map<string, Date>>> {
  const since = new Date(now.getTime() - WAKE_LOOK_BACK_MS).toISOString().slice(0, 10);
  const rows = await db
    .select({ userId: biometricLogs.userId, localDay: biometricLogs.localDay, wokeAt: max(biometricLogs.wokeAt) })
    .from(biometricLogs)
    .where(and(inArray(biometricLogs.userId, userIds), isNotNull(biometricLogs.wokeAt), gte(biometricLogs.localDay, since)))
    .groupBy(biometricLogs.userId, biometricLogs.localDay);
  const byPerson = new Map<number, Map<string, Date>>();
  for (const row of rows) {
    if (!row.wokeAt) continue;
    const days = byPerson.get(row.userId) ?? new Map<string, Date>();
    days.set(row.localDay, new Date(row.wokeAt));
    byPerson.set(row.userId, days);
  }
  return byPerson;
}

async function runningFastsOf(db: Database, userIds: number[]): Promise<Map<number, AnchorFacts['activeFast']>> {
  const rows = await db
    .select({ userId: fastingLogs.userId, startTime: fastingLogs.startTime, targetHours: fastingLogs.targetHours })
    .from(fastingLogs)
    .where(and(inArray(fastingLogs.userId, userIds), isNull(fastingLogs.endTime)));
  return new Map(rows.map((row) => [row.userId, { startTime: row.startTime, targetHours: row.targetHours }]));
}

/**
 * The own protocols' reminders due by `now` (docs/protocols.md, "Reminders"), one row per channel
 * the person has switched on, as the built-in kinds: the same queue, quiet hours and channels.
 * Archived and deleted protocols plan nothing; whether the day still asks is judged at sending.
 */
export async function planProtocolReminders(db: Database, now: Date, catchUpMs: number, scope: Scope = {}): Promise<PlannedDelivery[]> {
  const protocols = await db
    .select({
      id: customProtocols.id,
      userId: customProtocols.userId,
      document: customProtocols.document,
      reminder: customProtocols.reminder,
      reminderUpdatedAt: customProtocols.reminderUpdatedAt,
      settings: reminderSettings.settings,
      settingsUpdatedAt: reminderSettings.updatedAt,
      timeZone: users.timeZone,
      usualWakeTime: users.usualWakeTime,
    })
    .from(customProtocols)
    .innerJoin(users, eq(users.id, customProtocols.userId))
    .innerJoin(reminderSettings, eq(reminderSettings.userId, customProtocols.userId))
    .where(
      and(
        isNotNull(customProtocols.reminder),
        isNull(customProtocols.deletedAt),
        eq(customProtocols.archived, false),
        scope.userIds ? inArray(customProtocols.userId, scope.userIds) : undefined,
      ),
    );
  const active = protocols.filter((row) => storedReminder(row.reminder)?.enabled);
  if (active.length === 0) return [];
  const userIds = [...new Set(active.map((row) => row.userId))];
  const [wakeUps, fasts] = await Promise.all([wakeUpsOf(db, userIds, now), runningFastsOf(db, userIds)]);

  const planned: PlannedDelivery[] = [];
  for (const row of active) {
    const settings = readStoredSettings(row.settings);
    const channels = REMINDER_CHANNELS.filter((channel) => settings.channels[channel].enabled);
    if (channels.length === 0) continue;
    // Nothing that fell due before the reminder (or the channels) were set is caught up on.
    const from = new Date(Math.max(now.getTime() - catchUpMs, row.settingsUpdatedAt.getTime(), row.reminderUpdatedAt?.getTime() ?? 0));
    const occurrences = dueProtocolReminders({
      protocolId: row.id,
      schedule: (row.document as ProtocolDocument).schedule,
      reminder: storedReminder(row.reminder)!,
      facts: {
        wokeAt: wakeUps.get(row.userId) ?? new Map(),
        usualWakeTime: row.usualWakeTime,
        activeFast: fasts.get(row.userId) ?? null,
      },
      quietHours: settings.schedule.quietHours,
      timeZone: row.timeZone,
      from,
      to: now,
    });
    for (const occurrence of occurrences) {
      const details = { protocolId: occurrence.protocolId, localDate: occurrence.localDate };
      planned.push(...deliveryRows(row.userId, PROTOCOL_REMINDER_KIND, channels, occurrence, details));
    }
  }
  return planned;
}
