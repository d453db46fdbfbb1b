import { describe, expect, it } from 'vitest';
import { callServer, waitUntil } from '../test/server-process';
import { useWebhookServers } from './webhook-servers';

/*
 * One person's endpoint answers only after several seconds and has a queue of events; two real app
 * servers share the database. Another person's events must still reach their endpoint within 2 s
 * of the write that raised them: a slow endpoint delays only its own deliveries.
 */

const SLOW_MS = 6000;
const WITHIN_MS = 2000;

// Rounds come from the writes themselves (and the default poll): the figure does not lean on polling.
const { receiver, startApp, personWithEndpoint } = useWebhookServers('uh_webhooks_slow', 10);

describe('webhooks with a slow endpoint', () => {
  it('delivers everyone else’s events within 2 s of the write', async () => {
    const servers = await Promise.all([startApp(), startApp()]);
    const slow = await personWithEndpoint(servers[0]!);
    receiver().slow(slow.path, SLOW_MS);
    for (let index = 0; index < 4; index += 1) {
      await callServer(servers[index % 2]!, 'POST', '/api/biometrics', slow.cookie, { weight: 160 + index });
    }
    expect(await waitUntil(() => receiver().at(slow.path).length >= 1, 5000)).toBe(true);

    const other = await personWithEndpoint(servers[1]!);
    const delays: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const written = Date.now();
      const answer = await callServer(servers[index % 2]!, 'POST', '/api/biometrics', other.cookie, { weight: 150 + index });
      expect(answer.status).toBe(201);
      expect(await waitUntil(() => receiver().at(other.path).length > index, 10_000)).toBe(true);
      delays.push(receiver().at(other.path)[index]!.at - written);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    console.log(
      `another person's webhook arrived ${delays.join(', ')} ms after each write (worst ${Math.max(...delays)} ms) ` +
        `while an endpoint answering in ${SLOW_MS / 1000} s had ${4 - receiver().at(slow.path).length} events still queued`,
    );
    expect(Math.max(...delays)).toBeLessThan(WITHIN_MS);

    // The slow endpoint gets one attempt at a time, from whichever server leased it.
    const arrivals = receiver()
      .at(slow.path)
      .map((request) => request.at);
    for (let index = 1; index < arrivals.length; index += 1)
      expect(arrivals[index]! - arrivals[index - 1]!).toBeGreaterThanOrEqual(SLOW_MS - 100);
    expect(
      new Set(
        receiver()
          .at(slow.path)
          .map((request) => request.headers['webhook-id']),
      ).size,
    ).toBe(arrivals.length);
  });
});
