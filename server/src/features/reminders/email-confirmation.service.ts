import { randomInt } from 'node:crypto';
import { emailCodeProblem, wrongCodeMessage } from '@uh/core/reminders/email-confirmation.logic';
import { EMAIL_CODE_TTL_MINUTES, MAX_EMAIL_CODE_ATTEMPTS } from '@uh/core/reminders/email-confirmation.schema';
import { DEFAULT_REMINDER_SETTINGS } from '@uh/core/reminders/reminders.schema';
import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reminderDeliveries, reminderSettings } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { isSameHash, type ReminderEmailKeys } from './reminder-email-keys';
import { readStoredSettings, storedFromRow, type StoredReminderSettings } from './reminders.service';

const CLEARED_CODE = { emailCodeAddress: null, emailCodeHash: null, emailCodeExpiresAt: null, emailCodeAttempts: 0 };

/**
 * Keeps a new code for `address` (only its hash) and hands it back for sending. A code sent
 * before is replaced, with its tries: the rate limit on sending bounds the guesses.
 */
export async function startEmailConfirmation(
  db: Database,
  keys: ReminderEmailKeys,
  userId: number,
  address: string,
  now: Date,
): Promise<{ code: string; stored: StoredReminderSettings }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const pending = {
    emailCodeAddress: address,
    emailCodeHash: keys.codeHash(userId, address, code),
    emailCodeExpiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_MINUTES * 60_000),
    emailCodeAttempts: 0,
  };
  const [row] = await db
    .insert(reminderSettings)
    .values({ userId, settings: DEFAULT_REMINDER_SETTINGS, ...pending })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: pending })
    .returning();
  return { code, stored: storedFromRow(row!, now) };
}

/** Forgets a code that could not be sent, so the page does not wait for it. */
export async function dropEmailCode(db: Database, userId: number): Promise<void> {
  await db.update(reminderSettings).set(CLEARED_CODE).where(eq(reminderSettings.userId, userId));
}

/**
 * Checks a code typed back. Each try is counted before it is compared, in one statement, so
 * parallel guesses cannot go past the limit. The right code confirms the address it was sent to
 * and makes it the e-mail channel's address; the channel stays on or off as it was.
 */
export async function confirmEmailCode(
  db: Database,
  keys: ReminderEmailKeys,
  userId: number,
  code: string,
  now: Date,
): Promise<StoredReminderSettings> {
  const mine = eq(reminderSettings.userId, userId);
  const [counted] = await db
    .update(reminderSettings)
    .set({ emailCodeAttempts: sql`${reminderSettings.emailCodeAttempts} + 1` })
    .where(
      and(
        mine,
        isNotNull(reminderSettings.emailCodeHash),
        gt(reminderSettings.emailCodeExpiresAt, now),
        lt(reminderSettings.emailCodeAttempts, MAX_EMAIL_CODE_ATTEMPTS),
      ),
    )
    .returning();
  if (!counted) {
    const [row] = await db.select().from(reminderSettings).where(mine);
    const problem = emailCodeProblem(
      { address: row?.emailCodeAddress ?? null, expiresAt: row?.emailCodeExpiresAt ?? null, attempts: row?.emailCodeAttempts ?? 0 },
      now,
    );
    throw badRequest(`code: ${problem ?? 'Send a code to the address first'}`);
  }
  const address = counted.emailCodeAddress!;
  if (!isSameHash(counted.emailCodeHash!, keys.codeHash(userId, address, code))) {
    throw badRequest(`code: ${wrongCodeMessage(counted.emailCodeAttempts)}`);
  }
  const settings = readStoredSettings(counted.settings);
  const [row] = await db
    .update(reminderSettings)
    .set({
      ...CLEARED_CODE,
      emailConfirmedAddress: address,
      settings: { ...settings, channels: { ...settings.channels, email: { ...settings.channels.email, address } } },
    })
    .where(mine)
    .returning();
  return storedFromRow(row!, now);
}

/**
 * The unsubscribe link: turns the e-mail channel off for the person it names. Other channels
 * and the schedule stay as they were; e-mails already waiting are dropped.
 */
export async function unsubscribeEmail(db: Database, keys: ReminderEmailKeys, token: string): Promise<boolean> {
  const userId = await keys.verifyUnsubscribeToken(token, async (id) => {
    const [row] = await db
      .select({ address: reminderSettings.emailConfirmedAddress })
      .from(reminderSettings)
      .where(eq(reminderSettings.userId, id));
    return row?.address ?? null;
  });
  if (userId === null) return false;
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)).for('update');
    const settings = readStoredSettings(row!.settings);
    const email = { ...settings.channels.email, enabled: false };
    await tx
      .update(reminderSettings)
      .set({ settings: { ...settings, channels: { ...settings.channels, email } } })
      .where(eq(reminderSettings.userId, userId));
    await tx
      .delete(reminderDeliveries)
      .where(and(eq(reminderDeliveries.userId, userId), eq(reminderDeliveries.channel, 'email'), eq(reminderDeliveries.status, 'pending')));
  });
  return true;
}
