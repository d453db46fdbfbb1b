import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FASTING_PROTOCOLS,
  FASTING_STAGES,
  fastingProtocolLabel,
  fastingProtocolShortLabel,
  fastingStageIndex,
  fastDay,
  fastStatus,
  isFastCompleted,
  isPastTarget,
  resolveFast,
} from './fasting.logic';

const HOUR = 3600;

describe('fasting protocols and stages', () => {
  it('offers the eight protocols with the docs/product.md labels', () => {
    expect(FASTING_PROTOCOLS.map((protocol) => protocol.hours)).toEqual([12, 16, 20, 24, 36, 48, 72, 86]);
    expect(fastingProtocolLabel(16)).toBe('16:8 Intermittent Fasting');
    expect(fastingProtocolLabel(86)).toBe('86 Hour Fast');
    expect([12, 16, 20, 24, 36].map(fastingProtocolShortLabel)).toEqual(['12:12', '16:8', '20:4', '24 h', '36 h']);
  });

  it('names the six stages with their hour ranges, each with two or three benefits', () => {
    expect(FASTING_STAGES.map((stage) => `${stage.name} ${stage.fromHours}-${stage.toHours}`)).toEqual([
      'Digestive Rest 0-12',
      'Fat Burning 12-16',
      'Autophagy Beginning 16-24',
      'Deep Autophagy 24-48',
      'Growth Hormone Release 48-72',
      'Stem Cell Activation 72-120',
    ]);
    for (const stage of FASTING_STAGES) expect(stage.benefits.length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    [0, 0],
    [11.99 * HOUR, 0],
    [12 * HOUR, 1],
    [16 * HOUR, 2],
    [47 * HOUR, 3],
    [48 * HOUR, 4],
    [100 * HOUR, 5],
    [200 * HOUR, 5],
  ])('puts %i s in stage %i', (seconds, index) => {
    expect(fastingStageIndex(seconds)).toBe(index);
  });

  it('never goes back a stage as time passes (property)', () => {
    fc.assert(
      fc.property(fc.nat(500 * HOUR), fc.nat(100 * HOUR), (elapsed, more) => {
        expect(fastingStageIndex(elapsed + more)).toBeGreaterThanOrEqual(fastingStageIndex(elapsed));
      }),
    );
  });
});

describe('fast completion', () => {
  const start = new Date('2026-11-20T20:00:00Z');
  const at = (hours: number) => new Date(start.getTime() + hours * 3_600_000);

  it('is completed only when elapsed reaches the target', () => {
    expect(isFastCompleted(16 * HOUR - 1, 16)).toBe(false);
    expect(isFastCompleted(16 * HOUR, 16)).toBe(true);
  });

  it('is running while nobody ended it, before and past its target alike', () => {
    const running = { endTime: null, durationSeconds: null, completed: false, isActive: true };
    expect(resolveFast({ startTime: start, endTime: null, targetHours: 16 })).toEqual(running);
    expect(isPastTarget({ startTime: start, targetHours: 16 }, at(10))).toBe(false);
    expect(isPastTarget({ startTime: start, targetHours: 16 }, at(30))).toBe(true);
  });

  it('keeps the end time it was given: 16 h target, ended 8 h in, is 8 h and not completed', () => {
    expect(resolveFast({ startTime: start, endTime: at(8), targetHours: 16 })).toEqual({
      endTime: at(8),
      durationSeconds: 8 * HOUR,
      completed: false,
      isActive: false,
    });
  });

  it('is never clamped to the target: ended 20 h in, it lasted 20 h and is completed', () => {
    expect(resolveFast({ startTime: start, endTime: at(20), targetHours: 16 })).toMatchObject({
      endTime: at(20),
      durationSeconds: 20 * HOUR,
      completed: true,
    });
  });

  it('is completed exactly when its own times reach the target (property)', () => {
    fc.assert(
      fc.property(fc.nat(200 * HOUR), fc.constantFrom(12, 16, 20, 24, 36, 48, 72, 86), (seconds, target) => {
        const resolved = resolveFast({ startTime: start, endTime: new Date(start.getTime() + seconds * 1000), targetHours: target });
        expect(resolved.durationSeconds).toBe(seconds);
        expect(resolved.completed).toBe(seconds >= target * HOUR);
      }),
    );
  });

  it('labels history rows', () => {
    expect(fastStatus({ endTime: null, completed: false })).toBe('In Progress');
    expect(fastStatus({ endTime: 'x', completed: true })).toBe('Completed');
    expect(fastStatus({ endTime: 'x', completed: false })).toBe('Ended Early');
  });
});

describe('the day a fast is dated by', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('is the day it ended, not the day it started: an overnight fast belongs to the morning it ended', () => {
    // 20:00 on the 19th to 12:00 on the 20th in Los Angeles, stored with the day it ended.
    const overnight = { startTime: '2026-11-20T04:00:00Z', endTime: '2026-11-20T20:00:00Z', localDay: '2026-11-20' };
    expect(fastDay(overnight, 'America/Los_Angeles', now)).toBe('2026-11-20');
    // The stored day holds even after a move to another zone.
    expect(fastDay(overnight, 'Pacific/Auckland', now)).toBe('2026-11-20');
  });

  it('falls back to the end in the person’s zone, and dates a running fast today', () => {
    expect(fastDay({ endTime: '2026-11-20T23:30:00Z', localDay: null }, 'Pacific/Auckland', now)).toBe('2026-11-21');
    expect(fastDay({ endTime: null, localDay: null }, 'America/Los_Angeles', now)).toBe('2026-11-21');
    expect(fastDay({ endTime: null, localDay: null }, 'Pacific/Kiritimati', now)).toBe('2026-11-22');
  });
});
