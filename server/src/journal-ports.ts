import type { Database } from './db/client';
import { createBiometricLog, deleteBiometricLog } from './features/biometrics/biometrics.service';
import { syncJournalDay } from './features/checklist/checklist.service';
import { subscribeChecklist } from './features/checklist/checklist.subscriptions';
import { createColdLog, deleteColdLog } from './features/cold-exposure/cold-exposure.service';
import { deleteFast, patchFast, startFast } from './features/fasting/fasting.service';
import { createThirtyLog, deleteThirtyLog, patchThirtyLog } from './features/thirty-thirty-thirty/thirty-thirty-thirty.service';
import type { JournalPorts } from './features/voice-journal/journal-ports';
import { createAppEvents } from './lib/app-events';

/**
 * The voice journal's writes into the protocol features, bound to their services once. Their events
 * go to a bus of their own on which only the checklist listens: it follows on the entry's
 * transaction, whereas webhooks are queued outside any transaction and could announce a log the
 * entry's rollback then takes back.
 */
export function journalPorts(): JournalPorts {
  const events = createAppEvents();
  subscribeChecklist(events);
  const on = (db: Database) => ({ db, events });
  return {
    thirty: {
      create: (db, owner, input, now) => createThirtyLog(on(db), owner, input, now),
      patch: (db, owner, id, patch) => patchThirtyLog(on(db), owner, id, patch),
      remove: (db, owner, id) => deleteThirtyLog(on(db), owner, id),
    },
    fasting: {
      start: (db, owner, input) => startFast(on(db), owner, input),
      patch: (db, owner, id, patch) => patchFast(on(db), owner, id, patch),
      remove: (db, owner, id) => deleteFast(on(db), owner, id),
    },
    cold: {
      create: (db, owner, input, now) => createColdLog(on(db), owner, input, now),
      remove: (db, owner, id) => deleteColdLog(on(db), owner, id),
    },
    biometrics: {
      create: (db, owner, input, now) => createBiometricLog(on(db), owner, input, now),
      remove: (db, owner, id) => deleteBiometricLog(db, owner, id),
    },
    syncJournalDay,
  };
}
