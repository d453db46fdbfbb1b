import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { createImportRunner, importsDirOf } from '../features/wearables/apple-health-import.job';
import type { DayStepsPort } from '../features/wearables/imported-readings.service';
import { errorLogFields } from '../lib/error-log';
import type { AppWorkers, AppWorkersOptions } from './app-workers-types';

/** Reads uploaded Apple Health files, two at a time. */
export function appleHealthImportsWorker(
  ctx: AppContext,
  log: FastifyBaseLogger,
  options: AppWorkersOptions,
  onDaySteps: DayStepsPort,
): AppWorkers['appleHealthImports'] {
  const runner = createImportRunner({ db: ctx.db, log, importsDir: importsDirOf(ctx.config.dataDir), onDaySteps });
  return {
    name: 'apple-health-imports',
    runner,
    // Imports a stopped server left unfinished are read again when their upload is still on disk;
    // in the background, so the server does not wait for the files to be checked.
    start: () => {
      if (!options.serverProcess) return;
      runner.resume().catch((error: unknown) => log.error({ error: errorLogFields(error) }, 'Could not resume Apple Health imports'));
    },
    // Jobs are handed over by id (runner.enqueue) when their upload is saved.
    kick: () => {},
    close: () => runner.close(),
  };
}
