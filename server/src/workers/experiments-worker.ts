import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { createExperimentsWorker } from '../features/experiments/experiments-nightly';
import type { AppEventBus } from '../lib/app-events';
import type { OwnProtocolPorts } from '../lib/daily-series/own-protocol-ports';
import type { AppWorkersOptions } from './app-workers-types';
import { idleWorker, type Worker } from './worker';

/**
 * Tells each experiment's end (`experiment.finished`) once its plan has run out or its rule stops
 * it, in the server process only (test apps run their rounds themselves). Apart from the insights
 * round: that one leases a person, this one claims each experiment's end, so either may run alone.
 */
export function experimentsWorker(
  ctx: AppContext,
  log: FastifyBaseLogger,
  options: AppWorkersOptions,
  ports: { protocols: OwnProtocolPorts; events: AppEventBus },
): Worker {
  if (!options.serverProcess) return idleWorker('experiments');
  return createExperimentsWorker({ db: ctx.db, ports: ports.protocols, events: ports.events }, log);
}
