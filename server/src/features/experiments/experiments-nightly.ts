import type { FastifyBaseLogger } from 'fastify';
import { errorLogFields } from '../../lib/error-log';
import { pollingWorker, type Worker } from '../../workers/worker';
import { dueForRound } from './experiments.storage';
import { settleExperiment, type ExperimentsDeps } from './experiments.service';

/** How often a server looks for experiments that have ended: an end is told within the hour of a person's new day. */
const POLL_MS = 60 * 60_000;

type RoundOptions = { scope?: { userIds?: readonly number[] }; isClosed?: () => boolean; log?: FastifyBaseLogger };

/**
 * One round: works out the result of every experiment not yet told finished that has ended, was
 * stopped, or stops early by its rule, and tells the ended ones. Two servers may run the same round:
 * each end is claimed in the database (`finished_at`), so it is told once. One failure is logged and
 * the round goes on; the next round retries it.
 */
export async function runExperimentsRound(deps: ExperimentsDeps, options: RoundOptions = {}): Promise<number> {
  const { scope = {}, isClosed = () => false, log } = options;
  let done = 0;
  for (const due of await dueForRound(deps.db, scope)) {
    if (isClosed()) break;
    try {
      await settleExperiment(deps, { id: due.userId, timeZone: due.timeZone }, due.id);
      done += 1;
    } catch (error) {
      if (!log) throw error;
      log.error({ error: errorLogFields(error), userId: due.userId, experimentId: due.id }, 'Experiment result failed');
    }
  }
  return done;
}

/** The round, polled in the app process (a result read in between tells an end on the read). */
export function createExperimentsWorker(deps: ExperimentsDeps, log: FastifyBaseLogger): Worker {
  return pollingWorker(
    'experiments',
    async (isClosed) => {
      await runExperimentsRound(deps, { isClosed, log });
    },
    { pollMs: POLL_MS, onError: (error) => log.error({ error: errorLogFields(error) }, 'Experiments round failed') },
  );
}
