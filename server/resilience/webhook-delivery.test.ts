import { describe, expect, it } from 'vitest';
import { callServer, waitUntil } from '../test/server-process';
import { useWebhookServers } from './webhook-servers';

/*
 * Webhooks delivered by two real app processes on one database of their own, each polling every
 * second and kicked by the writes it answers: every event reaches its endpoint exactly once.
 */

const { receiver, startApp, personWithEndpoint } = useWebhookServers('uh_webhooks', 1);

describe('webhooks delivered by several app servers', () => {
  it('delivers each event exactly once when two servers share the queue', async () => {
    const [first, second] = await Promise.all([startApp(), startApp()]);
    const servers = [first!, second!];
    const people = await Promise.all([0, 1, 2, 3].map((index) => personWithEndpoint(servers[index % 2]!)));
    // Three readings each, written through both servers in turn.
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(
        people.map((person, index) =>
          callServer(servers[(index + round) % 2]!, 'POST', '/api/biometrics', person.cookie, { weight: 160 + round }),
        ),
      );
    }
    expect(await waitUntil(() => people.every((person) => receiver().at(person.path).length >= 3), 15_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(people.map((person) => receiver().at(person.path).length)).toEqual([3, 3, 3, 3]);
    const messageIds = people.flatMap((person) =>
      receiver()
        .at(person.path)
        .map((request) => request.headers['webhook-id']),
    );
    expect(new Set(messageIds).size).toBe(12);
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
  });
});
