import fs from 'node:fs/promises';
import path from 'node:path';
import { backupFailedAlert } from '@uh/core/reminders/operator-alert.logic';
import type { ReminderMessage } from '@uh/core/reminders/reminders.schema';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { backupRuns } from '../db/schema';
import { messageOf } from './backup-error';
import { runBackup, type BackupOptions, type BackupResult } from './run-backup';

// Only one server sharing the database decides whether a backup is due, and starts it, at a time.
const BACKUP_DUE_LOCK = 7_301_002;
/** A run still marked running after this long was left by a server that stopped mid-way. */
const ABANDONED_AFTER_MS = 6 * 3_600_000;
/** The files this server writes, and the only ones it ever prunes. */
const BACKUP_FILE = /^ultimate-human-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz(\.age)?$/;

export type ScheduledBackupDeps = {
  db: Database;
  backup: Omit<BackupOptions, 'pool' | 'now'>;
  intervalMs: number;
  /** How many verified backup files to keep in the folder (older ones are deleted after a verified one). */
  keep: number;
  /** Tells the admins (their reminder channels) that a backup failed; `key` names the run. */
  alert: (key: string, message: ReminderMessage, now: Date) => Promise<void>;
};

export type ScheduledOutcome = { ran: false } | { ran: true; runId: number; status: 'verified' | 'failed'; message: string | null };

/**
 * Claims the next backup when one is due (none yet, or the last started `intervalMs` ago) under an
 * advisory lock, so two servers never both start one: the run's row is written before the lock
 * goes, and the next server finds it.
 */
async function claimDueRun(db: Database, intervalMs: number, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${BACKUP_DUE_LOCK}) AS locked`);
    if (!rows[0]?.locked) return null;
    const [last] = await tx.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(1);
    if (last) {
      const age = now.getTime() - last.startedAt.getTime();
      if (last.status === 'running' && age < ABANDONED_AFTER_MS) return null;
      if (last.status !== 'running' && age < intervalMs) return null;
    }
    const [run] = await tx.insert(backupRuns).values({ startedAt: now }).returning({ id: backupRuns.id });
    return run!.id;
  });
}

export type RunOutcome = { runId: number; status: 'verified' | 'failed'; message: string | null };

/**
 * Runs one backup under the run's row (`backup_runs`) and records how it ended, so the admin page
 * and the metrics see it whoever started it (the schedule or `npm run backup`). Anything thrown is
 * recorded as the run's failure, never lost.
 */
export async function runRecordedBackup(
  db: Database,
  backup: Omit<BackupOptions, 'pool' | 'now'>,
  runId: number,
  now: Date,
): Promise<RunOutcome & { result: BackupResult | null }> {
  let outcome: { status: 'verified' | 'failed'; message: string | null; file: string | null; bytes: number | null; rows: number | null };
  let result: BackupResult | null = null;
  try {
    result = await runBackup({ ...backup, pool: db.$client, now });
    const { ok, problems } = result.verified;
    outcome = {
      status: ok ? 'verified' : 'failed',
      message: ok ? null : `it did not restore exactly (${problems.join('; ')}).`,
      file: result.file,
      bytes: result.bytes,
      rows: result.rows,
    };
  } catch (error) {
    outcome = { status: 'failed', message: messageOf(error).replace(/\.?$/, '.'), file: null, bytes: null, rows: null };
  }
  await db
    .update(backupRuns)
    .set({ ...outcome, finishedAt: new Date() })
    .where(eq(backupRuns.id, runId));
  return { runId, status: outcome.status, message: outcome.message, result };
}

/** The row of a backup started by hand (`npm run backup`): no schedule to check. */
export async function startBackupRun(db: Database, now: Date): Promise<number> {
  const [run] = await db.insert(backupRuns).values({ startedAt: now }).returning({ id: backupRuns.id });
  return run!.id;
}

/**
 * One scheduled round: when a backup is due, writes it, verifies it by restoring it into a scratch
 * database (run-backup.ts), records the outcome, keeps the newest `keep` files, and alerts the
 * admins when it failed.
 */
export async function runScheduledBackup(deps: ScheduledBackupDeps, now = new Date()): Promise<ScheduledOutcome> {
  const runId = await claimDueRun(deps.db, deps.intervalMs, now);
  if (runId === null) return { ran: false };
  const { status, message } = await runRecordedBackup(deps.db, deps.backup, runId, now);
  if (status === 'verified') await pruneBackups(deps.backup.dir, deps.keep);
  else await deps.alert(`backup:${runId}`, backupFailedAlert(message ?? 'no reason was given.'), now);
  return { ran: true, runId, status, message };
}

/** Deletes all but the newest `keep` backup files this app wrote (their names sort by time). */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await fs.readdir(dir)).filter((name) => BACKUP_FILE.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  await Promise.all(old.map((name) => fs.rm(path.join(dir, name), { force: true })));
  return old;
}
