import type { ProtocolSummary } from '@uh/core/progress/progress.schema';
import { describe, expect, it } from 'vitest';
import { formatFastDuration, formatSessionDuration, formatTemperature, headingCase, summaryCardFigures } from './history-format';

const stats = (overrides: Partial<ProtocolSummary>): ProtocolSummary => ({
  completedToday: false,
  currentStreak: 0,
  longestStreak: 0,
  thisWeekDays: 0,
  thisWeekCount: 0,
  weeklyTarget: 3,
  weeklyRate: 0,
  rangeCount: 0,
  rangeTarget: 1,
  habitStrength: 0,
  lastCompletedOn: null,
  ...overrides,
});

describe('history formatting', () => {
  it('formats durations from seconds', () => {
    expect(formatFastDuration(45)).toBe('45 s');
    expect(formatFastDuration(1500)).toBe('25m');
    expect(formatFastDuration(16 * 3600 + 5 * 60 + 9)).toBe('16h 5m');
    // Sessions read as on their stopwatch, cut not rounded: 2:32.9 is 2:32 everywhere.
    expect(formatSessionDuration(152.9)).toBe('2:32');
    expect(formatSessionDuration(1500)).toBe('25:00');
    // Under a minute, a cold session says its unit: '34 s', never '0:34' or '34s'.
    expect(formatSessionDuration(34)).toBe('34 s');
  });

  it('shows a temperature in both scales', () => {
    expect(formatTemperature(58, 'F')).toBe('58°F (14.4°C)');
    expect(formatTemperature(10, 'C')).toBe('50°F (10.0°C)');
    // °C first for people who chose °C (it read "39°F (3.9°C)").
    expect(formatTemperature(39, 'F', 'C')).toBe('3.9°C (39°F)');
    expect(formatTemperature(3.9, 'C', 'C')).toBe('3.9°C (39°F)');
  });

  it('capitalises each word of a name for a heading', () => {
    expect(headingCase('30-30-30 sessions')).toBe('30-30-30 Sessions');
    expect(headingCase('fasts')).toBe('Fasts');
    expect(headingCase('cold sessions')).toBe('Cold Sessions');
  });

  it('gives the summary card one headline, this week against the weekly target, and labels the rest', () => {
    // Tuesday, both days done: the 2 due so far are all met, and the week's target is 7.
    const tuesday = summaryCardFigures(
      stats({ thisWeekDays: 2, thisWeekCount: 2, weeklyTarget: 7, weeklyRate: 100, currentStreak: 2, lastCompletedOn: '2026-11-17' }),
      'mornings',
      '2026-11-17',
    );
    expect(tuesday.headline).toEqual({ done: 2, target: 7, unit: 'mornings', percent: 29 });
    expect(tuesday.facts).toEqual([
      { label: 'Current streak', value: '2 days' },
      { label: 'Target due by today', value: '100% met' },
      { label: 'Last completed', value: 'Nov 17' },
    ]);
    expect(summaryCardFigures(stats({}), 'sessions', '2026-11-17').facts.at(-1)).toEqual({ label: 'Last completed', value: 'Not yet' });
    expect(summaryCardFigures(stats({ lastCompletedOn: '2025-12-30' }), 'sessions', '2026-01-02').facts.at(-1)?.value).toBe('Dec 30, 2025');
  });
});
