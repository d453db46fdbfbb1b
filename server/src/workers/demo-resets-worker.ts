import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { writeDemoSample } from '../demo-sample';
import { scheduleDemoResets } from '../features/auth/demo-reset-schedule';
import type { AppWorkersOptions } from './app-workers-types';
import { idleWorker, type Worker } from './worker';

/** Puts the demo account back to its sample nightly, in the server process only. */
export function demoResetsWorker(ctx: AppContext, log: FastifyBaseLogger, options: AppWorkersOptions): Worker {
  const demo = ctx.config.demoAccount;
  if (!demo || !options.serverProcess) return idleWorker('demo-resets');
  let stop = () => {};
  return {
    name: 'demo-resets',
    start: () => {
      stop = scheduleDemoResets(ctx.db, demo, writeDemoSample, log);
    },
    // A reset deletes what visitors added: it runs only at its hour, never on demand.
    kick: () => {},
    close: async () => stop(),
  };
}
