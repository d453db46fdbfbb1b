import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Database } from '../../db/client';
import type { SttProvider } from '../../providers/stt/stt-provider';
import { registerBackupMetrics } from './backup-metrics';
import { registerDatabaseMetrics } from './database-metrics';
import { createHttpMetrics, type HttpMetrics } from './http-metrics';
import type { MigrationJournal } from './pending-migrations';
import { registerPoolMetrics } from './pool-metrics';
import { registerSpeechMetrics } from './speech-metrics';

/** Every metric name starts with it, so the app's series are easy to find among an operator's others. */
export const METRICS_PREFIX = 'uh_';

export type AppMetrics = { registry: Registry; http: HttpMetrics };

export type AppMetricsDeps = {
  db: Database;
  journal: MigrationJournal;
  /** The wearable providers this server syncs (their queue is counted only then). */
  wearableProviders: string[];
  onDatabaseError: (error: unknown) => void;
  /** The speech engine the voice journal uses. */
  speech: SttProvider;
};

/**
 * The app's metrics in a registry of its own (never prom-client's global one), so that several apps
 * built in one process (the tests) each keep their own: requests, the pool, the queues and
 * migrations as the database has them, the speech engine, the backups, and the process's own figures (memory, CPU, event loop).
 */
export function createAppMetrics(deps: AppMetricsDeps): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: METRICS_PREFIX });
  const http = createHttpMetrics(registry, METRICS_PREFIX);
  registerPoolMetrics(registry, METRICS_PREFIX, deps.db.$client);
  registerDatabaseMetrics(registry, METRICS_PREFIX, {
    db: deps.db,
    journal: deps.journal,
    wearableProviders: deps.wearableProviders,
    onError: deps.onDatabaseError,
  });
  registerSpeechMetrics(registry, METRICS_PREFIX, deps.speech);
  registerBackupMetrics(registry, METRICS_PREFIX, { db: deps.db, onError: deps.onDatabaseError });
  return { registry, http };
}
