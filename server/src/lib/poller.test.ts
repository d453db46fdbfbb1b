import { describe, expect, it } from 'vitest';
import { createPoller } from './poller';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createPoller', () => {
  it('runs one round at a time, and once more after a kick that came during a round', async () => {
    let rounds = 0;
    let release: () => void = () => {};
    const poller = createPoller(
      async () => {
        rounds += 1;
        await new Promise<void>((resolve) => (release = resolve));
      },
      { pollMs: 60_000, onError: () => {} },
    );
    poller.kick();
    poller.kick();
    poller.kick();
    await tick();
    expect(rounds).toBe(1);
    release();
    await tick();
    expect(rounds).toBe(2);
    release();
    await tick();
    expect(rounds).toBe(2);
    await poller.close();
  });

  it('waits for the round in progress on close, and runs nothing after', async () => {
    let finished = false;
    const poller = createPoller(
      async () => {
        await tick();
        finished = true;
      },
      { pollMs: 60_000, onError: () => {} },
    );
    poller.kick();
    await poller.close();
    expect(finished).toBe(true);
    finished = false;
    poller.kick();
    await tick();
    expect(finished).toBe(false);
  });

  it('hands a failed round to onError and keeps going', async () => {
    const errors: unknown[] = [];
    let rounds = 0;
    const poller = createPoller(
      async () => {
        rounds += 1;
        throw new Error('database away');
      },
      { pollMs: 60_000, onError: (error) => errors.push(error) },
    );
    poller.kick();
    await tick();
    poller.kick();
    await tick();
    expect(rounds).toBe(2);
    expect(errors).toHaveLength(2);
    await poller.close();
  });

  it('never runs with pollMs 0', async () => {
    let rounds = 0;
    const poller = createPoller(async () => void (rounds += 1), { pollMs: 0, onError: () => {} });
    poller.kick();
    await tick();
    expect(rounds).toBe(0);
  });
});
