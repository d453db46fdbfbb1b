import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeNtfyServer, type FakeNtfyServer } from '../test/fake-ntfy-server';
import { reminderSettingsWith } from '../test/reminder-helpers';
import { callServer, cookieFrom, startServerProcess, type ServerProcess, killServers, waitUntil } from '../test/server-process';
import { newAccount, uniqueName } from '../test/test-app';
import { createOwnDatabase } from './own-database';

/*
 * Reminders sent by real app processes polling every second, on a database of their own (no other
 * test's people in the queue): two servers send each reminder exactly once, and a kill -9 in the
 * middle of a delivery sends it once more only because it was never marked sent.
 */

let database: Awaited<ReturnType<typeof createOwnDatabase>> | undefined;
let databaseUrl: string;
let ntfy: FakeNtfyServer;
const running: ServerProcess[] = [];

beforeAll(async () => {
  database = await createOwnDatabase('uh_reminders');
  databaseUrl = database.url;
  ntfy = await startFakeNtfyServer();
});

afterAll(async () => {
  await killServers(running);
  await ntfy?.close();
  await database?.drop();
});

async function startApp() {
  const server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    REMINDER_POLL_SECONDS: '1',
    NTFY_ALLOW_PRIVATE_NETWORKS: 'true',
    SEED_DEMO_ACCOUNT: 'false',
    STT_PROVIDER: 'none',
    SECRETS_KEY: 'a-test-secrets-key-that-is-long-enough',
  });
  running.push(server);
  return server;
}

/** Someone whose fast reaches its 16 h target `inSeconds` from now, with the reminder going to their ntfy topic. */
async function personReachingTarget(server: ServerProcess, inSeconds: number) {
  const registered = await callServer(server, 'POST', '/api/register', null, newAccount());
  expect(registered.status).toBe(201);
  const cookie = cookieFrom(registered);
  const topic = uniqueName('topic');
  const settings = reminderSettingsWith({
    schedule: { fastTarget: { enabled: true } },
    channels: { ntfy: { enabled: true, topicUrl: `${ntfy.url}/${topic}` } },
  });
  expect((await callServer(server, 'PUT', '/api/reminders', cookie, settings)).status).toBe(200);
  const startTime = new Date(Date.now() - 16 * 3_600_000 + inSeconds * 1000).toISOString();
  expect((await callServer(server, 'POST', '/api/fasting-logs', cookie, { startTime, targetHours: 16 })).status).toBe(201);
  return { topic, published: () => ntfy.to(topic) };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('reminders sent by several app servers', () => {
  it('sends each reminder exactly once when two servers poll one database', async () => {
    const [first, second] = await Promise.all([startApp(), startApp()]);
    const people = await Promise.all([0, 1, 2, 3, 4, 5].map((index) => personReachingTarget(index % 2 ? second! : first!, 2)));
    expect(await waitUntil(() => people.every((person) => person.published().length >= 1), 15_000)).toBe(true);
    // Both servers keep polling: nothing is sent again.
    await settle(3000);
    expect(people.map((person) => person.published().length)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(people[0]!.published()[0]!.headers.title).toBe('Fast target reached');
    first!.child.kill('SIGTERM');
    second!.child.kill('SIGTERM');
    await Promise.all([first!.exited, second!.exited]);
  });

  it('after kill -9 during a delivery, sends it once more, and never again once it is marked sent', async () => {
    let server = await startApp();
    ntfy.next({ hang: true });
    const person = await personReachingTarget(server, 1);
    // The server is now inside the delivery: the publish arrived and waits for an answer.
    expect(await waitUntil(() => person.published().length === 1, 10_000)).toBe(true);
    server.child.kill('SIGKILL');
    await server.exited;

    // Never marked sent: the restarted server delivers it again, this time answered.
    server = await startApp();
    expect(await waitUntil(() => person.published().length === 2, 10_000)).toBe(true);
    await settle(2500);
    server.child.kill('SIGKILL');
    await server.exited;

    // Marked sent: a crash and restart after that send nothing more.
    server = await startApp();
    await settle(3000);
    expect(person.published()).toHaveLength(2);
    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    const { rows } = await check.query(`SELECT status, attempts FROM reminder_deliveries WHERE occurrence_key LIKE 'fastTarget:%'`);
    await check.end();
    expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
    server.child.kill('SIGTERM');
    await server.exited;
  });
});
