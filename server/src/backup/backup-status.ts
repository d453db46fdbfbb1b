import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { backupRuns } from '../db/schema';

export type BackupStatus = {
  last: { status: string; startedAt: Date; finishedAt: Date | null; bytes: number | null; message: string | null } | null;
  /** When the newest backup that restored exactly finished. */
  lastVerifiedAt: Date | null;
};

/** The latest backup run and the latest verified one, as every server sharing the database sees them. */
export async function readBackupStatus(db: Database): Promise<BackupStatus> {
  const [[last], [verified]] = await Promise.all([
    db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(1),
    db
      .select({ finishedAt: backupRuns.finishedAt })
      .from(backupRuns)
      .where(eq(backupRuns.status, 'verified'))
      .orderBy(desc(backupRuns.startedAt))
      .limit(1),
  ]);
  return {
    last: last
      ? { status: last.status, startedAt: last.startedAt, finishedAt: last.finishedAt, bytes: last.bytes, message: last.message }
      : null,
    lastVerifiedAt: verified?.finishedAt ?? null,
  };
}
