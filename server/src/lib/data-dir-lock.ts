import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function isLiveServer(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // After a reboot the pid may belong to an unrelated program; only a node process counts.
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

/**
 * One app server per data folder: the embedded PostgreSQL it owns is stopped and restarted
 * by whoever holds this lock, so a second server on the same folder must not start.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'app.pid');
  let holder: number | null;
  try {
    holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
  } catch {
    holder = null;
  }
  if (holder && holder !== process.pid && isLiveServer(holder)) {
    throw new Error(
      `Another Ultimate Human server (pid ${holder}) is using ${dataDir}. Stop it, or give this one its own DATA_DIR, or point both at one PostgreSQL with DATABASE_URL.`,
    );
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}
