import { localDateOf } from '@uh/core/common/calendar.logic';
import { TRACKED_PROTOCOLS } from '@uh/core/protocols/protocol-registry';
import { REMINDER_CHANNELS } from '@uh/core/reminders/reminders.schema';
import {
  LONG_FAST_ALERT_HOURS,
  longFastAlert,
  missedRun,
  missedRunAlert,
  SHARE_ALERT_KIND,
  type ShareAlertDetails,
} from '@uh/core/sharing/share-alerts.logic';
import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fastingLogs, reminderSettings, shareGrants, users } from '../../db/schema';
import { PROTOCOL_COMPLETION } from '../../lib/protocol-completion';
import { deliveryRows, type PlannedDelivery } from './delivery-rows';
import { readStoredSettings } from './reminders.service';

const HOUR_MS = 3_600_000;
/** An alert nobody could be told within a day is about a day that has moved on. */
const ALERT_LIFETIME_MS = 24 * HOUR_MS;

// Daily protocols only: a run of missed days means something for a protocol meant for every day.
const DAILY_PROTOCOLS = TRACKED_PROTOCOLS.filter((protocol) => protocol.progress.weeklyTarget === 7);

type Scope = { userIds?: number[] };
type AlertingGrant = { grant: typeof shareGrants.$inferSelect; ownerName: string; ownerZone: string; settings: unknown };

/** The live grants with alerts on whose grantee has a reminder channel: the people to tell. */
const alertingGrants = (db: Database, now: Date, scope: Scope): Promise<AlertingGrant[]> =>
  db
    .select({ grant: shareGrants, ownerName: users.displayName, ownerZone: users.timeZone, settings: reminderSettings.settings })
    .from(shareGrants)
    .innerJoin(users, eq(users.id, shareGrants.ownerId))
    .innerJoin(reminderSettings, eq(reminderSettings.userId, shareGrants.granteeId))
    .where(
      and(
        eq(shareGrants.alerts, true),
        isNotNull(shareGrants.acceptedAt),
        isNull(shareGrants.endedAt),
        or(isNull(shareGrants.expiresAt), gt(shareGrants.expiresAt, now)),
        isNull(users.disabledAt),
        scope.userIds ? inArray(shareGrants.granteeId, scope.userIds) : undefined,
      ),
    );

/** The owner's fast running past the alert's hours, if any. */
async function longFast(db: Database, ownerId: number, now: Date) {
  const [fast] = await db
    .select({ id: fastingLogs.id, startTime: fastingLogs.startTime })
    .from(fastingLogs)
    .where(
      and(
        eq(fastingLogs.userId, ownerId),
        isNull(fastingLogs.endTime),
        lte(fastingLogs.startTime, new Date(now.getTime() - LONG_FAST_ALERT_HOURS * HOUR_MS)),
      ),
    );
  return fast ?? null;
}

/** The last local day each daily protocol was done on, by the owner. */
async function lastDoneDays(db: Database, ownerId: number) {
  const days: { key: string; title: string; lastDone: string }[] = [];
  for (const { key, names } of DAILY_PROTOCOLS) {
    const { table, completed } = PROTOCOL_COMPLETION[key];
    const result = await db.execute<{ last: string | null }>(
      sql`SELECT to_char(max(local_day), 'YYYY-MM-DD') AS last FROM ${table} WHERE user_id = ${ownerId} AND ${completed}`,
    );
    const last = result.rows[0]?.last;
    if (last) days.push({ key, title: names.title, lastDone: last });
  }
  return days;
}

/**
 * The alerts due to the people someone shares with (docs/sharing.md#alerts), one row per channel
 * each grantee has on. A grant reads only what it shares: the fast alert needs fasting, the missed
 * run needs progress. Each is keyed by what it is about (the fast, the last day done), so it is
 * told once, whichever server plans it; at sending, the grant must still be live.
 */
export async function planShareAlerts(db: Database, now: Date, scope: Scope = {}): Promise<PlannedDelivery[]> {
  const planned: PlannedDelivery[] = [];
  const expiresAt = new Date(now.getTime() + ALERT_LIFETIME_MS);
  for (const { grant, ownerName, ownerZone, settings } of await alertingGrants(db, now, scope)) {
    const stored = readStoredSettings(settings);
    const channels = REMINDER_CHANNELS.filter((channel) => stored.channels[channel].enabled);
    if (channels.length === 0) continue;
    const queue = (key: string, dueAt: Date, details: ShareAlertDetails) =>
      planned.push(
        ...deliveryRows(grant.granteeId, SHARE_ALERT_KIND, channels, { key: `${SHARE_ALERT_KIND}:${key}`, dueAt, expiresAt }, details),
      );

    const fast = grant.scopes.fasting ? await longFast(db, grant.ownerId, now) : null;
    if (fast) queue(`fast:${grant.id}:${fast.id}`, now, longFastAlert(ownerName, grant.id));
    if (!grant.scopes.progress) continue;
    const today = localDateOf(now, ownerZone);
    for (const { key, title, lastDone } of await lastDoneDays(db, grant.ownerId)) {
      if (missedRun(lastDone, today)) queue(`missed:${grant.id}:${key}:${lastDone}`, now, missedRunAlert(ownerName, grant.id, title));
    }
  }
  return planned;
}
