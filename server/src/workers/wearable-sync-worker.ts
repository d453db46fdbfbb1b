import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import type { DayStepsPort } from '../features/wearables/imported-readings.service';
import { createWearableSyncer } from '../features/wearables/wearable-syncer';
import { createTokenCipher, loadSecretsKey } from '../lib/token-cipher';
import { createWearableClients } from '../providers/wearables/wearable-clients';
import type { AppWorkers } from './app-workers-types';

/** Syncs connected wearables, with the clients the connection routes use; the days' steps go to `onDaySteps`. */
export function wearableSyncWorker(ctx: AppContext, log: FastifyBaseLogger, onDaySteps: DayStepsPort): AppWorkers['wearableSync'] {
  const clients = createWearableClients(ctx.config.wearables);
  const cipher = createTokenCipher(loadSecretsKey(ctx.config.secretsKey, ctx.config.dataDir));
  const syncer = createWearableSyncer({
    db: ctx.db,
    cipher,
    clients,
    intervalMs: ctx.config.wearables.syncIntervalMs,
    log,
    onDaySteps,
  });
  return { ...syncer, clients };
}
