import { REMINDER_CHANNELS } from '@uh/core/reminders/reminders.schema';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reminderSettings, users } from '../../db/schema';
import { readStoredSettings } from './reminders.service';

/** Everyone with reminder settings (only `userIds` when given), their settings read, and the channels they have on. */
export async function remindedPeople(db: Database, scope: { userIds?: number[] }) {
  const people = await db
    .select({
      userId: reminderSettings.userId,
      settings: reminderSettings.settings,
      updatedAt: reminderSettings.updatedAt,
      timeZone: users.timeZone,
    })
    .from(reminderSettings)
    .innerJoin(users, eq(users.id, reminderSettings.userId))
    .where(scope.userIds ? inArray(reminderSettings.userId, scope.userIds) : undefined);
  return people.map((person) => {
    const settings = readStoredSettings(person.settings);
    return { ...person, settings, channels: REMINDER_CHANNELS.filter((channel) => settings.channels[channel].enabled) };
  });
}
