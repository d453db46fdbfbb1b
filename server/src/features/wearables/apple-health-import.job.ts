import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { readBloodPressure, readQuantitySample, readSleepSample, readStepSample } from '@uh/core/wearables/apple-health/apple-record.logic';
import { createDailyAggregator } from '@uh/core/wearables/daily-aggregates.logic';
import type { ImportMetric } from '@uh/core/wearables/wearables.schema';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { ImportFileError, openExport } from './apple-health-file';
import { readHealthData } from './apple-health-reader';
import {
  findImportJob,
  markFailed,
  markRunning,
  requeue,
  saveProgress,
  unfinishedImportJobs,
  type ImportCounts,
} from './import-jobs.service';
import { type DayStepsPort, finishImport } from './imported-readings.service';
import { errorLogFields } from '../../lib/error-log';

export const GENERIC_FAILURE = 'The import failed because of a problem on our side. Please try again later.';
export const SERVER_STOPPED = 'The server stopped during the import: upload the file again.';

/** Imports read at once in this process; more wait queued. Each keeps one core busy while it parses. */
const MAX_RUNNING = 2;
const PROGRESS_EVERY_MS = 500;

export type ImportRunner = {
  /** Starts the job now, or when one of the running ones ends. */
  enqueue: (jobId: number) => void;
  /** After a restart: re-runs the jobs whose file is still here, fails the others. */
  resume: () => Promise<void>;
  /** Waits for every queued and running job to end (tests, benchmarks). */
  idle: () => Promise<void>;
  /** Stops reading: the jobs stay queued or running, so the next start resumes them. */
  close: () => Promise<void>;
};

type Deps = {
  db: Database;
  log: FastifyBaseLogger;
  importsDir: string;
  /** Gives the days' steps to the person's steps protocols. */
  onDaySteps: DayStepsPort;
};

const SLEEP_TYPE = 'HKCategoryTypeIdentifierSleepAnalysis';
const STEP_TYPE = 'HKQuantityTypeIdentifierStepCount';

/** Reads the upload, then (the file no longer needed) merges what it held and records the outcome. */
async function readAndMerge(deps: Deps, jobId: number, signal: AbortSignal, discardUpload: () => Promise<void>): Promise<void> {
  const job = await findImportJob(deps.db, jobId);
  if (!job || (job.status !== 'queued' && job.status !== 'running')) return discardUpload();
  const [owner] = await deps.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, job.userId));
  if (!owner) return discardUpload();
  await markRunning(deps.db, jobId);

  const aggregator = createDailyAggregator(owner.timeZone);
  const samples = () => {
    const counts: ImportCounts = {};
    for (const [metric, count] of Object.entries(aggregator.sampleCounts())) {
      counts[metric as ImportMetric] = { samples: count, new: 0, existing: 0 };
    }
    return counts;
  };
  let lastSaved = Date.now();
  const contents = await openExport(job.filePath);
  const read = await readHealthData(
    contents,
    {
      onRecord: (record) => {
        if (record.type === SLEEP_TYPE) {
          const sleep = readSleepSample(record);
          if (sleep) aggregator.addSleep(sleep);
          return;
        }
        if (record.type === STEP_TYPE) {
          const steps = readStepSample(record);
          if (steps) aggregator.addSteps(steps);
          return;
        }
        const sample = readQuantitySample(record);
        if (sample) aggregator.addSample(sample);
      },
      onCorrelation: (correlation, children) => {
        const reading = readBloodPressure(correlation, children);
        if (reading) aggregator.addBloodPressure(reading);
      },
    },
    {
      signal,
      onProgress: async (progress) => {
        if (Date.now() - lastSaved < PROGRESS_EVERY_MS) return;
        lastSaved = Date.now();
        await saveProgress(deps.db, jobId, { ...progress, counts: samples() });
      },
    },
  );
  await discardUpload();
  await finishImport(
    deps.db,
    { id: jobId, bytesTotal: contents.bytesTotal, recordsRead: read.recordsRead, samples: aggregator.sampleCounts() },
    { userId: job.userId, source: 'apple_health', timeZone: owner.timeZone, days: aggregator.finish() },
    deps.onDaySteps,
  );
}

export function createImportRunner(deps: Deps): ImportRunner {
  const waiting: number[] = [];
  const running = new Map<number, Promise<void>>();
  const stopping = new AbortController();
  let idleWaiters: (() => void)[] = [];

  const settleIdle = () => {
    if (waiting.length > 0 || running.size > 0) return;
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  };

  async function run(jobId: number) {
    let filePath: string | undefined;
    // The upload is kept only while its job may still run: it is gone before the job says it ended.
    const discardUpload = async () => {
      if (filePath) await rm(filePath, { force: true });
    };
    try {
      filePath = (await findImportJob(deps.db, jobId))?.filePath;
      await readAndMerge(deps, jobId, stopping.signal, discardUpload);
    } catch (error) {
      // Stopped by a shutdown: left queued or running with its file, so the next start reads it again.
      if (stopping.signal.aborted && !(error instanceof ImportFileError)) return;
      if (!(error instanceof ImportFileError))
        deps.log.error({ error: errorLogFields(error), importJobId: jobId }, 'Apple Health import failed');
      const message = error instanceof ImportFileError ? error.message : GENERIC_FAILURE;
      await discardUpload().catch(() => {});
      await markFailed(deps.db, jobId, message).catch((failure: unknown) =>
        deps.log.error({ error: errorLogFields(failure), importJobId: jobId }, 'Could not record a failed import'),
      );
    }
  }

  function pump() {
    while (!stopping.signal.aborted && running.size < MAX_RUNNING && waiting.length > 0) {
      const jobId = waiting.shift()!;
      const task = run(jobId).finally(() => {
        running.delete(jobId);
        pump();
        settleIdle();
      });
      running.set(jobId, task);
    }
  }

  return {
    enqueue(jobId) {
      if (running.has(jobId) || waiting.includes(jobId)) return;
      waiting.push(jobId);
      pump();
    },
    async resume() {
      const jobs = await unfinishedImportJobs(deps.db, deps.importsDir);
      const kept = new Set<string>();
      for (const job of jobs) {
        if (existsSync(job.filePath)) {
          kept.add(path.resolve(job.filePath));
          await requeue(deps.db, job.id);
          this.enqueue(job.id);
        } else {
          await markFailed(deps.db, job.id, SERVER_STOPPED);
        }
      }
      // Uploads cut short by the stop, and files whose job is over, are of no further use.
      const leftovers = await readdir(deps.importsDir).catch(() => [] as string[]);
      for (const name of leftovers) {
        const file = path.resolve(deps.importsDir, name);
        if (!kept.has(file)) await rm(file, { force: true });
      }
    },
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      });
    },
    async close() {
      stopping.abort();
      waiting.length = 0;
      await Promise.allSettled(running.values());
    },
  };
}

/** Where uploads wait for their job: a folder of the server's own data directory. */
export const importsDirOf = (dataDir: string) => path.join(dataDir, 'imports');
