import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/server.ts');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A port held open until `release`: for a server whose address must be known before it is made
 * (redirect URIs, PUBLIC_URL) while other servers start, which could otherwise be given it.
 */
export async function holdPort(): Promise<{ port: number; release: () => Promise<void> }> {
  const holder = net.createServer();
  await new Promise<void>((resolve, reject) => {
    holder.once('error', reject);
    holder.listen(0, '127.0.0.1', resolve);
  });
  const { port } = holder.address() as net.AddressInfo;
  return { port, release: () => new Promise((resolve) => holder.close(() => resolve())) };
}

export type ServerProcess = { url: string; child: ChildProcess; output: () => string; exited: Promise<number | null> };

/**
 * Runs the real server entry (server.ts) as its own process, the way `npm start` does. `detached`
 * gives it its own process group, so the group can be killed the way a service manager does.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { waitForReady = true, detached = false } = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every test registers from 127.0.0.1 into one shared database: lift the per-IP limits.
      REGISTRATIONS_PER_IP_PER_HOUR: '100000',
      LOGIN_MAX_FAILURES_PER_IP: '100000',
      // One secrets key for every server on the test database, as servers sharing a database must
      // (the VAPID key pair made at start is sealed with it).
      SECRETS_KEY: 'a-test-secrets-key-that-is-long-enough',
      // Processes share the test database with other files: only the reminder tests turn sending on.
      REMINDER_POLL_SECONDS: '0',
      WEBHOOK_POLL_SECONDS: '0',
      BACKUP_INTERVAL_HOURS: '0',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  if (waitForReady) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
      const ready = await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) {
        child.kill('SIGKILL'); // not left running behind a failed test
        throw new Error(`server did not become ready:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { url, child, output: () => output, exited };
}

export function cookieFrom(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  return header.split(';')[0] ?? '';
}

/** One JSON request to a server process, with its session cookie when there is one. */
export const callServer = (server: ServerProcess, method: string, path: string, cookie: string | null, body?: unknown) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Whether `condition` came true within `ms` (checked every 100 ms). */
export async function waitUntil(condition: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/** Kills every server process still running (a test's clean-up, whatever state it left them in). */
export async function killServers(servers: readonly ServerProcess[]): Promise<void> {
  await Promise.all(
    servers.filter((server) => server.child.exitCode === null).map((server) => (server.child.kill('SIGKILL'), server.exited)),
  );
}
