import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { createInsightsWorker } from '../features/insights/insights-nightly';
import type { InsightsPorts } from '../features/insights/insights-ports';
import type { AppWorkersOptions } from './app-workers-types';
import { idleWorker, type Worker } from './worker';

/**
 * Works out each active person's insights again every night, in the server process only (test apps
 * share one database and run their rounds themselves). Several servers may run it: each person is
 * claimed with a lease, so no two work out the same person.
 */
export function insightsWorker(ctx: AppContext, log: FastifyBaseLogger, options: AppWorkersOptions, ports: InsightsPorts): Worker {
  if (!options.serverProcess) return idleWorker('insights');
  return createInsightsWorker({ db: ctx.db, ports }, log);
}
