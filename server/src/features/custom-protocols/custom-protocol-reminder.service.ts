import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { reminderNeedsTime } from '@uh/core/custom-protocols/protocol-reminder.logic';
import type { ProtocolReminder } from '@uh/core/custom-protocols/protocol-reminder.schema';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { documentOf, liveProtocol, toCustomProtocol, updateLiveProtocol } from './custom-protocols.storage';

/**
 * Sets the protocol's reminder (docs/protocols.md, "Reminders"). "At the anchor" (time null) needs
 * an anchor a clock can find: wake-up or a fast; without one, or for sleep, a time is asked for.
 */
export async function setProtocolReminder(db: Database, userId: number, id: number, reminder: ProtocolReminder): Promise<CustomProtocol> {
  const { schedule } = documentOf(await liveProtocol(db, userId, id));
  if (reminder.time === null && reminderNeedsTime(schedule)) {
    throw badRequest(
      schedule.anchor
        ? 'time: This protocol is anchored to sleep, and no bedtime is known: pick a time such as 21:30'
        : 'time: This protocol has no anchor: pick a time such as 07:30',
    );
  }
  // A time that passed before the reminder was set is not one to catch up on.
  const row = await updateLiveProtocol(db, userId, id, { reminder, reminderUpdatedAt: sql`now()` });
  return toCustomProtocol(row);
}
