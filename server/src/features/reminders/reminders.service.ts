import {
  DEFAULT_REMINDER_SETTINGS,
  type PushSubscriptionInput,
  type ReminderSettings,
  reminderSettingsSchema,
  type ReminderSettingsUpdate,
} from '@uh/core/reminders/reminders.schema';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pushSubscriptions, reminderDeliveries, reminderSettings } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import type { TokenCipher } from '../../lib/token-cipher';

/** The sealed ntfy token is bound to its person: a value copied to another row does not open. */
export const ntfyTokenContext = (userId: number) => `ntfy:${userId}`;

export type StoredReminderSettings = { settings: ReminderSettings; sealedNtfyToken: string | null; updatedAt: Date | null };

/**
 * A stored document that no longer reads as today's schema (written by an older version) falls
 * back to the defaults rather than failing every request and the scheduler with it.
 */
export function readStoredSettings(stored: unknown): ReminderSettings {
  const parsed = reminderSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_REMINDER_SETTINGS;
}

export async function findReminderSettings(db: Database, userId: number): Promise<StoredReminderSettings> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
  if (!row) return { settings: DEFAULT_REMINDER_SETTINGS, sealedNtfyToken: null, updatedAt: null };
  return { settings: readStoredSettings(row.settings), sealedNtfyToken: row.ntfyAccessToken, updatedAt: row.updatedAt };
}

/**
 * Saves the whole schedule and channels. Deliveries still waiting are dropped: they were planned
 * under the old times or channels, and the scheduler plans again from the new ones (only for what
 * falls due from now on, so a time moved into the past is not sent at once).
 */
export async function saveReminderSettings(
  db: Database,
  cipher: TokenCipher,
  userId: number,
  update: ReminderSettingsUpdate,
  emailAvailable: boolean,
): Promise<StoredReminderSettings> {
  if (update.channels.email.enabled && !emailAvailable) {
    throw badRequest("E-mail reminders need the server's SMTP settings: ask the operator to set SMTP_URL");
  }
  const { ntfyAccessToken, ...chosen } = update;
  const days = [...chosen.schedule.coldSession.days].sort((a, b) => a - b);
  const settings = { ...chosen, schedule: { ...chosen.schedule, coldSession: { ...chosen.schedule.coldSession, days } } };
  const sealed = typeof ntfyAccessToken === 'string' ? cipher.encrypt(ntfyAccessToken, ntfyTokenContext(userId)) : ntfyAccessToken;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reminderSettings)
      .values({ userId, settings, ntfyAccessToken: sealed ?? null, updatedAt: sql`now()` })
      .onConflictDoUpdate({
        target: reminderSettings.userId,
        set: {
          settings,
          updatedAt: sql`now()`,
          ...(sealed === undefined ? {} : { ntfyAccessToken: sealed }),
        },
      })
      .returning();
    await tx.delete(reminderDeliveries).where(and(eq(reminderDeliveries.userId, userId), eq(reminderDeliveries.status, 'pending')));
    return { settings: readStoredSettings(row!.settings), sealedNtfyToken: row!.ntfyAccessToken, updatedAt: row!.updatedAt };
  });
}

/**
 * Keeps a browser's subscription for this person. The same browser subscribed again (a new key
 * after the push service rotated it, or another person signed in there) replaces the old entry.
 */
export async function savePushSubscription(db: Database, userId: number, subscription: PushSubscriptionInput): Promise<void> {
  const values = { userId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: values.p256dh, auth: values.auth } });
}

/** Forgets a browser's subscription; another person's endpoint is left alone (and not revealed). */
export async function deletePushSubscription(db: Database, userId: number, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function countPushSubscriptions(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ devices: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return row?.devices ?? 0;
}

export async function listPushSubscriptions(db: Database, userId: number) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function removePushSubscriptionById(db: Database, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
