import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWebhookReceiver, type FakeWebhookReceiver } from '../test/fake-webhook-receiver';
import { callServer, cookieFrom, startServerProcess, type ServerProcess, killServers, waitUntil } from '../test/server-process';
import { newAccount, uniqueName } from '../test/test-app';
import { createOwnDatabase } from './own-database';

/*
 * Webhooks delivered by two real app processes on one database of their own, each polling every
 * second and kicked by the writes it answers: every event reaches its endpoint exactly once.
 */

let database: Awaited<ReturnType<typeof createOwnDatabase>> | undefined;
let receiver: FakeWebhookReceiver;
const running: ServerProcess[] = [];

beforeAll(async () => {
  database = await createOwnDatabase('uh_webhooks');
  receiver = await startFakeWebhookReceiver();
});

afterAll(async () => {
  await killServers(running);
  await receiver?.close();
  await database?.drop();
});

async function startApp() {
  const server = await startServerProcess({
    DATABASE_URL: database!.url,
    WEBHOOK_POLL_SECONDS: '1',
    WEBHOOK_ALLOW_HTTP: 'true',
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    SEED_DEMO_ACCOUNT: 'false',
    STT_PROVIDER: 'none',
    SECRETS_KEY: 'a-test-secrets-key-that-is-long-enough',
  });
  running.push(server);
  return server;
}

describe('webhooks delivered by several app servers', () => {
  it('delivers each event exactly once when two servers share the queue', async () => {
    const [first, second] = await Promise.all([startApp(), startApp()]);
    const servers = [first!, second!];
    const people = await Promise.all(
      [0, 1, 2, 3].map(async (index) => {
        const server = servers[index % 2]!;
        const registered = await callServer(server, 'POST', '/api/register', null, newAccount());
        const cookie = cookieFrom(registered);
        const path = `/${uniqueName('hook')}`;
        const created = await callServer(server, 'POST', '/api/webhooks', cookie, {
          url: `${receiver.url}${path}`,
          events: ['biometrics.created'],
        });
        expect(created.status).toBe(201);
        return { cookie, path };
      }),
    );
    // Three readings each, written through both servers in turn.
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(
        people.map((person, index) =>
          callServer(servers[(index + round) % 2]!, 'POST', '/api/biometrics', person.cookie, { weight: 160 + round }),
        ),
      );
    }
    expect(await waitUntil(() => people.every((person) => receiver.at(person.path).length >= 3), 15_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(people.map((person) => receiver.at(person.path).length)).toEqual([3, 3, 3, 3]);
    const messageIds = people.flatMap((person) => receiver.at(person.path).map((request) => request.headers['webhook-id']));
    expect(new Set(messageIds).size).toBe(12);
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
  });
});
