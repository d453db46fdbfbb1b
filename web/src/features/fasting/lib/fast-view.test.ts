import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import { describe, expect, it } from 'vitest';
import {
  fastElapsedSeconds,
  fastEndedEarlyMessage,
  fastEndedMessage,
  fastProgress,
  findActiveFast,
  formatHm,
  formatHms,
  formatStageRange,
  isRunningPastTarget,
  stageProgress,
} from './fast-view';

const START = '2026-11-21T06:00:00.000Z';
const startMs = Date.parse(START);
const HOUR = 3_600_000;

const log = (overrides: Partial<FastingLog> = {}): FastingLog => ({
  id: 1,
  userId: 7,
  startTime: START,
  endTime: null,
  targetHours: 16,
  duration: null,
  completed: false,
  timestamp: START,
  localDay: null,
  ...overrides,
});

describe('timer figures', () => {
  it('formats h:mm:ss with padded minutes and seconds', () => {
    expect(formatHms(0)).toBe('0:00:00');
    expect(formatHms(59)).toBe('0:00:59');
    expect(formatHms(16 * 3600 + 5 * 60 + 9)).toBe('16:05:09');
    expect(formatHms(72 * 3600)).toBe('72:00:00');
    expect(formatHms(-5)).toBe('0:00:00');
  });

  it('formats durations as whole hours and minutes', () => {
    expect(formatHm(16 * 3600)).toBe('16h 0m');
    expect(formatHm(3 * 3600 + 59 * 60 + 59)).toBe('3h 59m');
    expect(fastEndedMessage(14 * 3600 + 3 * 60)).toBe('You completed a fast of 14h 3m. Great job!');
  });

  it('counts elapsed seconds from the start time and never below zero', () => {
    expect(fastElapsedSeconds(log(), startMs + 90_500)).toBe(90);
    expect(fastElapsedSeconds(log(), startMs - 2000)).toBe(0);
  });

  it('caps progress at the target', () => {
    expect(fastProgress(8 * 3600, 16)).toBe(0.5);
    expect(fastProgress(20 * 3600, 16)).toBe(1);
  });
});

describe('the running fast', () => {
  it('is the open log, even when it is not the newest entry', () => {
    const open = log({ id: 2 });
    const ended = log({ id: 1, endTime: START, duration: 0 });
    expect(findActiveFast([ended, open])?.id).toBe(2);
    expect(findActiveFast([ended])).toBeUndefined();
  });

  it('keeps running past its target, shown as such, instead of ending by itself', () => {
    const fast = log({ targetHours: 12 });
    expect(findActiveFast([fast])).toBe(fast);
    expect(isRunningPastTarget(fast, startMs + 11 * HOUR)).toBe(false);
    expect(isRunningPastTarget(fast, startMs + 13 * HOUR)).toBe(true);
  });

  it('words an early end without congratulating', () => {
    expect(fastEndedEarlyMessage(9, 16)).toBe('You fasted 0h 0m of your 16-hour target.');
  });
});

describe('stages', () => {
  it('finds the current stage and the time to the next one', () => {
    const at13h = stageProgress(13 * 3600);
    expect(at13h.stage.name).toBe('Fat Burning');
    expect(at13h.next?.name).toBe('Autophagy Beginning');
    expect(at13h.secondsToNext).toBe(3 * 3600);
    expect(stageProgress(0).stage.name).toBe('Digestive Rest');
  });

  it('has no next stage in the last one', () => {
    const late = stageProgress(130 * 3600);
    expect(late.stage.name).toBe('Stem Cell Activation');
    expect(late.next).toBeNull();
    expect(late.secondsToNext).toBeNull();
  });

  it('labels hour ranges with an en dash', () => {
    expect(formatStageRange({ name: 'Fat Burning', fromHours: 12, toHours: 16, benefits: [] })).toBe('12–16 h');
  });
});
