import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerProcess } from '../test/server-process';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A pid file outlives a killed postmaster, and its pid may since name another process. */
function isPostmasterOf(pid: number, clusterDir: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(clusterDir);
  } catch {
    return isAlive(pid) && process.platform !== 'linux';
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** Stops an app process (and, with SIGTERM, the PostgreSQL it started); kills it when it does not stop. */
export async function stopApp(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const stopped = await Promise.race([server.exited.then(() => true), new Promise((resolve) => setTimeout(resolve, 20_000, false))]);
  if (!stopped) server.child.kill('SIGKILL');
}

/**
 * Stops the PostgreSQL that still runs on a cluster folder (an app killed with -9 leaves its
 * PostgreSQL behind), by the postmaster's own pid: fast shutdown, then immediate when it lingers.
 */
export async function stopLeftoverPostgres(clusterDir: string): Promise<void> {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isPostmasterOf(pid, clusterDir)) return;
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 15_000)) return;
  process.kill(pid, 'SIGQUIT');
  await waitForExit(pid, 5_000);
}
