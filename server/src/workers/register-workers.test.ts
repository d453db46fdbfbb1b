import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerWorkers } from './register-workers';
import { idleWorker, pollingWorker, type Worker } from './worker';

describe('registerWorkers', () => {
  it('starts every worker when the app is ready and closes each, waiting for its work, when it closes', async () => {
    const events: string[] = [];
    const traced = (name: string): Worker => ({
      ...idleWorker(name),
      start: () => void events.push(`start ${name}`),
      close: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`closed ${name}`);
      },
    });
    const app = Fastify();
    registerWorkers(app, [traced('a'), traced('b')]);
    expect(app.workers.map((worker) => worker.name)).toEqual(['a', 'b']);
    expect(events).toEqual([]);

    await app.ready();
    expect(events).toEqual(['start a', 'start b']);
    await app.close();
    expect(events.slice(2).sort()).toEqual(['closed a', 'closed b']);
  });
});

describe('pollingWorker', () => {
  it('runs a round at start, and none at all with a poll interval of 0', async () => {
    let rounds = 0;
    const round = async () => void (rounds += 1);
    const on = pollingWorker('on', round, { pollMs: 60_000, onError: () => {} });
    const off = pollingWorker('off', round, { pollMs: 0, onError: () => {} });
    await on.start();
    await off.start();
    off.kick();
    await on.close();
    await off.close();
    expect(rounds).toBe(1);
  });
});
