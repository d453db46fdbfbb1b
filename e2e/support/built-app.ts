import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/test/server-process';

const root = path.resolve(import.meta.dirname, '../..');
export const SERVER_BUNDLE = path.join(root, 'server/dist/server.mjs');

/**
 * The built app exactly as `npm start` runs it (embedded PostgreSQL, demo account seeded), on its
 * own port and data folder, with `env` over the defaults (DATABASE_URL for another PostgreSQL) and
 * `nodeOptions` for node itself (a benchmark's --cpu-prof). Answers once /readyz says ready.
 */
export async function startBuiltApp(env: Record<string, string> = {}, nodeOptions: string[] = []) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uh-e2e-'));
  const port = await freePort();
  /** Where its data is: what a command run beside it (`npm run backup`) needs to find it. */
  const dataEnv = { DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(await freePort()) };
  const child = spawn(process.execPath, [...nodeOptions, SERVER_BUNDLE], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      ...dataEnv,
      LOG_LEVEL: 'warn',
      REGISTRATIONS_PER_IP_PER_HOUR: '1000',
      // A scheduled backup would come 10 minutes in, in the middle of a test run's load.
      BACKUP_INTERVAL_HOURS: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (
    !(await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('The app did not become ready in 90 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    dataEnv,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
