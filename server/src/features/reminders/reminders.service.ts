import {
  DEFAULT_REMINDER_SETTINGS,
  type PushSubscriptionInput,
  type ReminderSettings,
  reminderSettingsSchema,
  type ReminderSettingsUpdate,
} from '@uh/core/reminders/reminders.schema';
import { isSameAddress } from '@uh/core/reminders/email-confirmation.logic';
import { MAX_EMAIL_CODE_ATTEMPTS } from '@uh/core/reminders/email-confirmation.schema';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pushSubscriptions, reminderDeliveries, reminderSettings } from '../../db/schema';
import { badRequest, conflict } from '../../lib/http-error';
import { insertWithinCap, type PersonCap } from '../../lib/per-person-cap';
import type { TokenCipher } from '../../lib/token-cipher';

/** The sealed ntfy token is bound to its person: a value copied to another row does not open. */
export const ntfyTokenContext = (userId: number) => `ntfy:${userId}`;

export type StoredReminderSettings = {
  settings: ReminderSettings;
  sealedNtfyToken: string | null;
  emailConfirmedAddress: string | null;
  /** The address a code waits for, while it is valid. */
  emailCodeSentTo: string | null;
  updatedAt: Date | null;
};

type SettingsRow = typeof reminderSettings.$inferSelect;

export function storedFromRow(row: SettingsRow, now = new Date()): StoredReminderSettings {
  const codeIsValid = row.emailCodeHash !== null && row.emailCodeExpiresAt !== null && row.emailCodeExpiresAt > now;
  return {
    settings: readStoredSettings(row.settings),
    sealedNtfyToken: row.ntfyAccessToken,
    emailConfirmedAddress: row.emailConfirmedAddress,
    emailCodeSentTo: codeIsValid && row.emailCodeAttempts < MAX_EMAIL_CODE_ATTEMPTS ? row.emailCodeAddress : null,
    updatedAt: row.updatedAt,
  };
}

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
  if (!row) {
    return {
      settings: DEFAULT_REMINDER_SETTINGS,
      sealedNtfyToken: null,
      emailConfirmedAddress: null,
      emailCodeSentTo: null,
      updatedAt: null,
    };
  }
  return storedFromRow(row);
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
  const [current] = await db
    .select({ confirmed: reminderSettings.emailConfirmedAddress })
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, userId));
  const { address } = update.channels.email;
  const isConfirmed = isSameAddress(address, current?.confirmed);
  if (update.channels.email.enabled && !isConfirmed) {
    throw badRequest('channels.email.address: confirm this address with the code sent to it before turning e-mail on');
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
          // Another address is not confirmed by the old one's code: it needs its own.
          ...(isConfirmed ? {} : { emailConfirmedAddress: null }),
        },
      })
      .returning();
    await tx.delete(reminderDeliveries).where(and(eq(reminderDeliveries.userId, userId), eq(reminderDeliveries.status, 'pending')));
    return storedFromRow(row!);
  });
}

/** Browsers one person may have subscribed at once: a household's phones and computers, not a botnet's. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

const TAKEN_ENDPOINT = 'This browser subscription belongs to another account: turn notifications off there first';

/**
 * Keeps a browser's subscription for this person. An endpoint belongs to the account that first
 * subscribed it; it moves to another only when the same browser subscribes again with the same
 * keys (someone else signed in there), since only that browser knows them. Anyone else naming the
 * endpoint gets a 409 and the owner's subscription stays as it was. The person's own endpoint with
 * new keys (the push service rotated them) is updated in place.
 */
export async function savePushSubscription(db: Database, userId: number, subscription: PushSubscriptionInput): Promise<void> {
  const { endpoint } = subscription;
  const { p256dh, auth } = subscription.keys;
  const [existing] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  if (existing?.userId === userId) {
    await db.update(pushSubscriptions).set({ p256dh, auth }).where(eq(pushSubscriptions.id, existing.id));
    return;
  }
  if (existing && (existing.p256dh !== p256dh || existing.auth !== auth)) throw conflict(TAKEN_ENDPOINT);
  const cap = {
    name: 'push-subscriptions',
    max: MAX_PUSH_SUBSCRIPTIONS,
    count: async (tx: Parameters<PersonCap['count']>[0]) => {
      const [row] = await tx.select({ devices: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      return row?.devices ?? 0;
    },
    message: `At most ${MAX_PUSH_SUBSCRIPTIONS} browsers can get notifications: turn them off in one you no longer use`,
  };
  await insertWithinCap(db, userId, cap, async (tx) => {
    // Checked again in the statement: the endpoint may have been taken, or its keys changed, meanwhile.
    const [saved] = await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint, p256dh, auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId },
        setWhere: and(eq(pushSubscriptions.p256dh, p256dh), eq(pushSubscriptions.auth, auth)),
      })
      .returning({ id: pushSubscriptions.id });
    if (!saved) throw conflict(TAKEN_ENDPOINT);
  });
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
