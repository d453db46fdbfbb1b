import type { Database } from './db/client';
import { fillStepsEntries, resettleStepsEntries, type StepsEntryWritten } from './features/custom-protocols/wearable-steps.service';
import type { AfterCommit, DayStepsPort } from './features/wearables/imported-readings.service';
import type { StepsRemovedPort } from './features/wearables/wearable-connections.service';
import type { AppEventBus } from './lib/app-events';

export type WearableStepsPorts = { daySteps: DayStepsPort; stepsRemoved: StepsRemovedPort };

/**
 * The wearables' steps written into the person's own steps protocols, bound to the protocols'
 * service once. The entries a sync, an import or a disconnect adds or gives a new value are told
 * on the app's bus (webhooks listen) once the caller's transaction has committed, each on the app's
 * own connection: a value the rollback takes back is never announced. An entry whose value stays the
 * same is not written again, hence not told again.
 */
export function wearableStepsPorts(db: Database, events: AppEventBus): WearableStepsPorts {
  const tellLater =
    (written: readonly StepsEntryWritten[]): AfterCommit =>
    async () => {
      for (const entry of written) await events.emit('protocolEntry.created', { ...entry, db });
    };
  return {
    daySteps: async (tx, input) => tellLater(await fillStepsEntries(tx, input)),
    stepsRemoved: async (tx, input) => tellLater(await resettleStepsEntries(tx, input)),
  };
}
