import { describe, expect, it } from 'vitest';
import { elapsedSeconds, formatClock, parseStopwatch, pause, start, STOPPED } from './stopwatch.logic';

describe('stopwatch', () => {
  it('counts from timestamps, so a sleeping tab loses nothing', () => {
    const running = start(STOPPED, 1_000);
    expect(elapsedSeconds(running, 1_000 + 90_000)).toBe(90);
  });

  it('keeps the time counted before a pause', () => {
    let state = start(STOPPED, 0);
    state = pause(state, 10_000);
    expect(elapsedSeconds(state, 500_000)).toBe(10);
    state = start(state, 600_000);
    expect(elapsedSeconds(state, 605_000)).toBe(15);
  });

  it('stops at a cap', () => {
    const running = start(STOPPED, 0);
    expect(elapsedSeconds(running, 3_600_000, 1_800_000)).toBe(1800);
    expect(pause(running, 3_600_000, 1_800_000).accumulatedMs).toBe(1_800_000);
  });

  it('treats malformed stored state as stopped', () => {
    expect(parseStopwatch('nonsense')).toEqual(STOPPED);
    expect(parseStopwatch({ accumulatedMs: -5, runningSince: null })).toEqual(STOPPED);
    expect(parseStopwatch({ accumulatedMs: 5, runningSince: 'x' })).toEqual(STOPPED);
    expect(parseStopwatch({ accumulatedMs: 5, runningSince: 7 })).toEqual({ accumulatedMs: 5, runningSince: 7 });
  });

  it('formats a timer face', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(1500)).toBe('25:00');
    expect(formatClock(1799)).toBe('29:59');
  });
});
