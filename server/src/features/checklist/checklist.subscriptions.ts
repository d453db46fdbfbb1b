import type { LocalDate } from '@uh/core/common/calendar.logic';
import type { ProtocolKey } from '@uh/core/progress/progress.logic';
import type { Database } from '../../db/client';
import type { AppEventBus } from '../../lib/app-events';
import { syncProtocolDays } from './checklist.service';

/**
 * The daily checklist follows the protocol logs: a log that counts ticks its protocol's items on
 * its day, and a change to a log that counted re-derives them on the day it counted on. Each day
 * set is announced as `checklist.changed` (webhooks tell when a day reaches 100 %).
 */
export function subscribeChecklist(events: AppEventBus) {
  const sync = async (db: Database, userId: number, kind: ProtocolKey, day: LocalDate | null, change: 'logged' | 'changed') => {
    if (!day) return;
    for (const { date, isComplete } of await syncProtocolDays(db, userId, kind, [day], change)) {
      await events.emit('checklist.changed', { db, userId, date, isComplete });
    }
  };
  events.on('log.created', ({ db, userId, kind, countsOn }) => sync(db, userId, kind, countsOn, 'logged'));
  events.on('log.changed', async ({ db, userId, kind, countedOn, countsOn }) => {
    await sync(db, userId, kind, countedOn, 'changed');
    // Re-deriving the day it counted on already ticked it if it still counts there.
    if (countsOn !== countedOn) await sync(db, userId, kind, countsOn, 'logged');
  });
  events.on('log.deleted', ({ db, userId, kind, countedOn }) => sync(db, userId, kind, countedOn, 'changed'));
  events.on('log.restored', ({ db, userId, kind, localDay }) =>
    kind === 'biometrics' ? undefined : sync(db, userId, kind, localDay, 'logged'),
  );
}
