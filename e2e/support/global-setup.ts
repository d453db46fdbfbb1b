/* eslint-disable @typescript-eslint/consistent-type-definitions -- vitest's ProvidedContext is extended by interface merging */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../server/test/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');
const serverBundle = path.join(root, 'server/dist/server.mjs');

/** Starts the built app exactly as `npm start` runs it: embedded PostgreSQL, demo account seeded. */
export default async function setup(project: TestProject) {
  if (!existsSync(serverBundle) || !existsSync(path.join(root, 'web/dist/index.html'))) {
    throw new Error('Browser tests need the built app: run `npm run build` first.');
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uh-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, [serverBundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      REGISTRATIONS_PER_IP_PER_HOUR: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (
    !(await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('The app did not become ready in 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseUrl', baseUrl);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
