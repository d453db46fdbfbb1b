import type { CustomDay, CustomPause } from '@uh/core/custom-protocols/custom-protocols.schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customProtocolEntries, customProtocolPauses, loggedEverythingDays } from '../../db/schema';
import type { EventDeps } from '../../lib/app-events';
import { notFound } from '../../lib/http-error';
import { readDay } from './custom-protocol-days.service';
import { protocolRefOf } from './custom-protocol-entries.service';
import { liveProtocol, toCustomPause } from './custom-protocols.storage';

// What a person says about days rather than logs on them: skipped, paused, "I logged everything".

/**
 * Marks the day skipped (again, with a new reason, if it already was) and tells the other features;
 * on any connection, a transaction's too. Answers the protocol it marked.
 */
export async function markSkipped({ db, events }: EventDeps, userId: number, protocolId: number, date: string, reason: string | null) {
  const protocol = await liveProtocol(db, userId, protocolId);
  const [mark] = await db
    .insert(customProtocolEntries)
    .values({ userId, protocolId, componentId: null, localDay: date, state: 'skipped', note: reason })
    .onConflictDoUpdate({
      target: [customProtocolEntries.protocolId, customProtocolEntries.localDay],
      targetWhere: sql`${customProtocolEntries.state} = 'skipped'`,
      set: { note: reason, updatedAt: sql`now()` },
    })
    .returning({ id: customProtocolEntries.id });
  await events.emit('protocolDay.skipped', { db, userId, protocol: protocolRefOf(protocol), date, reason, markId: mark!.id });
  return protocol;
}

/** Marks the day skipped (see markSkipped) and answers the day. */
export async function skipDay(
  deps: EventDeps,
  userId: number,
  protocolId: number,
  date: string,
  reason: string | null,
): Promise<CustomDay> {
  const protocol = await markSkipped(deps, userId, protocolId, date, reason);
  return readDay(deps.db, protocol, date);
}

/** The day's skip mark, if it has one: its reason. */
export async function skipMark(db: Database, userId: number, protocolId: number, date: string): Promise<{ reason: string | null } | null> {
  const [mark] = await db
    .select({ reason: customProtocolEntries.note })
    .from(customProtocolEntries)
    .where(
      and(
        eq(customProtocolEntries.userId, userId),
        eq(customProtocolEntries.protocolId, protocolId),
        eq(customProtocolEntries.localDay, date),
        eq(customProtocolEntries.state, 'skipped'),
      ),
    );
  return mark ?? null;
}

/** The day is no longer skipped; nothing to undo is not an error. */
export async function unskipDay(db: Database, userId: number, protocolId: number, date: string): Promise<void> {
  await liveProtocol(db, userId, protocolId);
  await db
    .delete(customProtocolEntries)
    .where(
      and(
        eq(customProtocolEntries.protocolId, protocolId),
        eq(customProtocolEntries.localDay, date),
        eq(customProtocolEntries.state, 'skipped'),
      ),
    );
}

export async function createPause(
  db: Database,
  userId: number,
  protocolId: number,
  pause: { from: string; to: string; reason?: string },
): Promise<CustomPause> {
  await liveProtocol(db, userId, protocolId);
  const [row] = await db
    .insert(customProtocolPauses)
    .values({ userId, protocolId, fromDay: pause.from, toDay: pause.to, reason: pause.reason ?? null })
    .returning();
  return toCustomPause(row!);
}

export async function deletePause(db: Database, userId: number, protocolId: number, pauseId: number): Promise<void> {
  await liveProtocol(db, userId, protocolId);
  const deleted = await db
    .delete(customProtocolPauses)
    .where(
      and(eq(customProtocolPauses.id, pauseId), eq(customProtocolPauses.protocolId, protocolId), eq(customProtocolPauses.userId, userId)),
    )
    .returning({ id: customProtocolPauses.id });
  if (deleted.length === 0) throw notFound('Pause not found');
}

/** "I logged everything" on a day, for all of the person's protocols at once. */
export async function setLoggedEverything(
  db: Database,
  userId: number,
  date: string,
  loggedEverything: boolean,
): Promise<{ date: string; loggedEverything: boolean }> {
  if (loggedEverything) await db.insert(loggedEverythingDays).values({ userId, localDay: date }).onConflictDoNothing();
  else await db.delete(loggedEverythingDays).where(and(eq(loggedEverythingDays.userId, userId), eq(loggedEverythingDays.localDay, date)));
  return { date, loggedEverything };
}
