import { OPERATOR_ALERT_KIND } from '@uh/core/reminders/operator-alert.logic';
import { REMINDER_CHANNELS, type ReminderMessage } from '@uh/core/reminders/reminders.schema';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reminderDeliveries, users } from '../../db/schema';
import { isAdminUser, type AdminRules } from '../../lib/admin-role';
import { deliveryRows } from './delivery-rows';

/** An alert no admin has read in two days is about a server that has moved on. */
const ALERT_LIFETIME_MS = 2 * 86_400_000;

/**
 * Queues an alert to every admin on each reminder channel (the deliverer skips the channels an
 * admin has not turned on), sent by whichever server's reminder round gets there first. `key` names
 * the event (such as the failed backup's run): queueing it again sends nothing more. Returns how
 * many admins it was queued for.
 */
export async function queueOperatorAlert(
  db: Database,
  rules: AdminRules,
  alert: { key: string; message: ReminderMessage },
  now = new Date(),
): Promise<number> {
  const candidates = await db
    .select({ id: users.id, username: users.username, isAdmin: users.isAdmin })
    .from(users)
    .where(
      and(
        isNull(users.disabledAt),
        rules.adminUsernames.length === 0
          ? eq(users.isAdmin, true)
          : or(eq(users.isAdmin, true), inArray(sql`lower(${users.username})`, rules.adminUsernames)),
      ),
    );
  const admins = candidates.filter((user) => isAdminUser(user, rules));
  if (admins.length === 0) return 0;
  const occurrence = { key: `${OPERATOR_ALERT_KIND}:${alert.key}`, dueAt: now, expiresAt: new Date(now.getTime() + ALERT_LIFETIME_MS) };
  const rows = admins.flatMap((admin) => deliveryRows(admin.id, OPERATOR_ALERT_KIND, REMINDER_CHANNELS, occurrence, alert.message));
  await db.insert(reminderDeliveries).values(rows).onConflictDoNothing();
  return admins.length;
}
