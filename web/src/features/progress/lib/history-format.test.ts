import type { ProtocolSummary } from '@uh/core/progress/progress.schema';
import { describe, expect, it } from 'vitest';
import { formatFastDuration, formatLogDate, formatSessionDuration, formatTemperature, summaryDetail } from './history-format';

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
    expect(formatFastDuration(45)).toBe('45s');
    expect(formatFastDuration(1500)).toBe('25m');
    expect(formatFastDuration(16 * 3600 + 5 * 60 + 9)).toBe('16h 5m');
    // Sessions read as on their stopwatch, cut not rounded: 2:32.9 is 2:32 everywhere.
    expect(formatSessionDuration(152.9)).toBe('2:32');
    expect(formatSessionDuration(1500)).toBe('25:00');
  });

  it('shows a temperature in both scales', () => {
    expect(formatTemperature(58, 'F')).toBe('58°F (14.4°C)');
    expect(formatTemperature(10, 'C')).toBe('50°F (10.0°C)');
    // °C first for people who chose °C (it read "39°F (3.9°C)").
    expect(formatTemperature(39, 'F', 'C')).toBe('3.9°C (39°F)');
    expect(formatTemperature(3.9, 'C', 'C')).toBe('3.9°C (39°F)');
  });

  it('dates a log by the local day it counts on', () => {
    expect(formatLogDate('2026-11-17', '2026')).toBe('Nov 17');
    expect(formatLogDate('2025-12-31', '2026')).toBe('Dec 31, 2025');
  });

  it('writes the summary card detail line', () => {
    expect(summaryDetail(stats({}), 'sessions')).toBe('Not completed yet · 0 of 3 sessions this week');
    expect(summaryDetail(stats({ lastCompletedOn: '2026-11-20', thisWeekCount: 2 }), 'sessions')).toBe(
      'Last completed Nov 20 · 2 of 3 sessions this week',
    );
  });
});
