import { DEFAULT_TIME_ZONE } from '@uh/core/common/time-zone.logic';
import { PROTOCOL_REGISTRY } from '@uh/core/protocols/protocol-registry';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  apiTokens,
  chatMessages,
  courseProgress,
  customProtocols,
  dailyChecklists,
  deletedLogs,
  experiments,
  importJobs,
  insightPairs,
  insightResults,
  journalEntries,
  loggedEverythingDays,
  oidcLoginStates,
  pushSubscriptions,
  reminderDeliveries,
  reminderSettings,
  userIdentities,
  users,
  voiceRecordings,
} from '../../db/schema';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { DemoAccount, WriteDemoSample } from './demo-account';

export const DEMO_DISPLAY_NAME = 'Demo User';

/** A table whose rows belong to a user, or (by the registry's name) a protocol's log table. */
type OwnedTable = { table: PgTable; userId: Parameters<typeof eq>[0] } | { logTable: string };

/**
 * Every table whose rows belong to a user, the sessions aside (people signed in to the demo stay
 * signed in). Journal entries go before the recordings they point at.
 */
const OWNED_TABLES: OwnedTable[] = [
  { table: journalEntries, userId: journalEntries.userId },
  { table: voiceRecordings, userId: voiceRecordings.userId },
  ...PROTOCOL_REGISTRY.map(({ storage }) => ({ logTable: storage.table })),
  { table: dailyChecklists, userId: dailyChecklists.userId },
  { table: chatMessages, userId: chatMessages.userId },
  { table: deletedLogs, userId: deletedLogs.userId },
  { table: courseProgress, userId: courseProgress.userId },
  { table: userIdentities, userId: userIdentities.userId },
  { table: apiTokens, userId: apiTokens.userId },
  { table: importJobs, userId: importJobs.userId },
  { table: oidcLoginStates, userId: oidcLoginStates.linkUserId },
  { table: reminderDeliveries, userId: reminderDeliveries.userId },
  { table: pushSubscriptions, userId: pushSubscriptions.userId },
  { table: reminderSettings, userId: reminderSettings.userId },
  // A protocol's entries and pauses go with it.
  { table: customProtocols, userId: customProtocols.userId },
  { table: loggedEverythingDays, userId: loggedEverythingDays.userId },
  { table: insightPairs, userId: insightPairs.userId },
  { table: insightResults, userId: insightResults.userId },
  { table: experiments, userId: experiments.userId },
];

// One lock for every app server sharing the database: a second reset waits for the first, then
// replaces its sample rather than adding another.
const RESET_LOCK = sql`SELECT pg_advisory_xact_lock(hashtext('ultimate-human:demo-reset'))`;

/**
 * Puts the demo account back as a fresh clone shows it: everything a visitor added is deleted,
 * the preferences, name, photo and advertised password are restored, and the sample is written
 * again relative to `now`. Returns false when the demo account does not exist.
 */
export async function resetDemoAccount(
  db: Database,
  demo: DemoAccount,
  writeDemoSample: WriteDemoSample,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(RESET_LOCK);
    const [user] = await tx
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${demo.username})`)
      .limit(1);
    if (!user) return false;
    for (const owned of OWNED_TABLES) {
      if ('logTable' in owned) await tx.execute(sql`DELETE FROM ${sql.identifier(owned.logTable)} WHERE user_id = ${user.id}`);
      else await tx.delete(owned.table).where(eq(owned.userId, user.id));
    }
    // Only an account changed before the demo was locked down can hold another password.
    const isPasswordAdvertised = user.passwordHash !== null && (await verifyPassword(user.passwordHash, demo.password));
    await tx
      .update(users)
      .set({
        displayName: DEMO_DISPLAY_NAME,
        photoUrl: null,
        timeZone: DEFAULT_TIME_ZONE,
        weightUnit: 'lbs',
        temperatureUnit: 'F',
        theme: 'system',
        usualWakeTime: null,
        longFastScreenAcceptedAt: null,
        coldScreenAcceptedAt: null,
        ...(isPasswordAdvertised ? {} : { passwordHash: await hashPassword(demo.password) }),
      })
      .where(eq(users.id, user.id));
    await writeDemoSample(tx as unknown as Database, { id: user.id, timeZone: DEFAULT_TIME_ZONE }, now);
    return true;
  });
}
