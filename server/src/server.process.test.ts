import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { cookieFrom, freePort, startServerProcess, type ServerProcess } from '../test/server-process';
import { newAccount } from '../test/test-app';

const started: ServerProcess[] = [];
const postmasterPid = (dataDir: string) => readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0];
const tempDirs: string[] = [];
afterAll(async () => {
  // SIGTERM so each server also stops the PostgreSQL it started.
  await Promise.all(
    started.filter((server) => server.child.exitCode === null).map((server) => (server.child.kill('SIGTERM'), server.exited)),
  );
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string>) {
  const server = await startServerProcess(env);
  started.push(server);
  return server;
}

const json = (body: unknown, cookie?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});

describe('server process', () => {
  it('two app servers on two ports share one PostgreSQL and serve the same signed-in user', async () => {
    const env = { DATABASE_URL: inject('databaseUrl'), SEED_DEMO_ACCOUNT: 'false' };
    const [first, second] = await Promise.all([start(env), start(env)]);
    const account = newAccount();
    const registered = await fetch(`${first!.url}/api/register`, json(account));
    expect(registered.status).toBe(201);
    const cookie = cookieFrom(registered);
    const me = await fetch(`${second!.url}/api/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { username: string }).username).toBe(account.username);
  });

  it('stops gracefully on SIGTERM', async () => {
    const server = await start({ DATABASE_URL: inject('databaseUrl'), SEED_DEMO_ACCOUNT: 'false' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('stops cleanly on SIGTERM while the speech model is still loading', async () => {
    // The built-in speech engine loads in a thread just after start-up; stopping the thread inside
    // the model's native code used to abort the process (SIGABRT) before the database was closed.
    for (const delayMs of [300, 700]) {
      const server = await start({ DATABASE_URL: inject('databaseUrl'), SEED_DEMO_ACCOUNT: 'false', STT_PROVIDER: 'local' });
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      server.child.kill('SIGTERM');
      expect({ delayMs, code: await server.exited, signal: server.child.signalCode }).toEqual({ delayMs, code: 0, signal: null });
    }
  }, 60_000);

  it('refuses to start on a bad setting with a readable message', async () => {
    const server = await startServerProcess(
      { PORT: '1234', DATABASE_URL: 'mysql://nope', SEED_DEMO_ACCOUNT: 'maybe' },
      { waitForReady: false },
    );
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration:');
    expect(server.output()).toContain('DATABASE_URL: must start with postgres://');
    expect(server.output()).toContain('SEED_DEMO_ACCOUNT: must be true or false');
  });
});

describe.runIf(inject('databaseKind') === 'embedded')('embedded PostgreSQL', () => {
  it('starts with no configuration but a data folder, seeds the demo account, and recovers after kill -9 with no acknowledged write lost', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uh-embedded-'));
    tempDirs.push(dataDir);
    const env = { DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(await freePort()) };

    const first = await start(env);
    const demo = await fetch(`${first.url}/api/login`, json({ username: 'demo', password: 'demo1234' }));
    expect(demo.status).toBe(200);
    const account = newAccount();
    expect((await fetch(`${first.url}/api/register`, json(account))).status).toBe(201);

    first.child.kill('SIGKILL');
    await first.exited;
    const orphanPid = postmasterPid(dataDir);

    // The orphaned postmaster still holds the folder; the next start takes it over (no stop and start).
    const second = await start(env);
    expect(postmasterPid(dataDir)).toBe(orphanPid);
    const login = await fetch(`${second.url}/api/login`, json({ username: account.username, password: account.password }));
    expect(login.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 120_000);

  it('stops an orphaned PostgreSQL it cannot take over (another port) and starts its own on the same data', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uh-embedded-'));
    tempDirs.push(dataDir);
    const first = await start({ DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(await freePort()) });
    const account = newAccount();
    expect((await fetch(`${first.url}/api/register`, json(account))).status).toBe(201);
    first.child.kill('SIGKILL');
    await first.exited;
    const orphanPid = postmasterPid(dataDir);

    const second = await start({ DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(await freePort()) });
    expect(postmasterPid(dataDir)).not.toBe(orphanPid);
    const login = await fetch(`${second.url}/api/login`, json({ username: account.username, password: account.password }));
    expect(login.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);

  it('refuses a second app server on the same data folder', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uh-embedded-'));
    tempDirs.push(dataDir);
    const env = { DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(await freePort()), SEED_DEMO_ACCOUNT: 'false' };
    await start(env);
    const intruder = await startServerProcess(env, { waitForReady: false });
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain('is using');
  }, 120_000);
});
