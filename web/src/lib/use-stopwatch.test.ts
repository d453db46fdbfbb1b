import { describe, expect, it } from 'vitest';
import { msUntilNextSecond, settleAtCap } from './use-stopwatch';

describe('settleAtCap', () => {
  const cap = 1_800_000;

  it('stops a running watch exactly at the cap once it is reached', () => {
    const running = { accumulatedMs: 0, runningSince: 0 };
    expect(settleAtCap(running, cap - 1, cap)).toBe(running);
    expect(settleAtCap(running, cap, cap)).toEqual({ accumulatedMs: cap, runningSince: null });
    expect(settleAtCap(running, cap * 3, cap)).toEqual({ accumulatedMs: cap, runningSince: null });
  });

  it('leaves paused watches and watches without a cap alone', () => {
    const paused = { accumulatedMs: cap, runningSince: null };
    expect(settleAtCap(paused, 10, cap)).toBe(paused);
    const running = { accumulatedMs: 0, runningSince: 0 };
    expect(settleAtCap(running, cap * 2)).toBe(running);
  });
});

describe('msUntilNextSecond', () => {
  it('waits until the elapsed time crosses the next whole second', () => {
    expect(msUntilNextSecond({ accumulatedMs: 0, runningSince: 1000 }, 1000)).toBe(1000);
    expect(msUntilNextSecond({ accumulatedMs: 250, runningSince: 1000 }, 1500)).toBe(250);
    expect(msUntilNextSecond({ accumulatedMs: 0, runningSince: 1000 }, 3999)).toBe(1);
  });
});
