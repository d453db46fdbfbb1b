import type { ProtocolSummary } from '@uh/core/progress/progress.schema';
import { describe, expect, it } from 'vitest';
import { formatDuration, formatLogDate, formatTemperature, summaryDetail } from './history-format';

const stats = (overrides: Partial<ProtocolSummary>): ProtocolSummary => ({
  completedToday: false,
  currentStreak: 0,
  longestStreak: 0,
  thisWeekDays: 0,
  thisWeekCount: 0,
  weeklyTarget: 3,
  weeklyRate: 0,
  rangeCount: 0,
  habitStrength: 0,
  lastCompletedOn: null,
  ...overrides,
});

describe('history formatting', () => {
  it('formats durations from seconds', () => {
    expect(formatDuration(45)).toBe('45s');
    expect(formatDuration(1500)).toBe('25m');
    expect(formatDuration(150)).toBe('2m 30s');
    expect(formatDuration(16 * 3600 + 5 * 60 + 9)).toBe('16h 5m');
  });

  it('shows a temperature in both scales', () => {
    expect(formatTemperature(58, 'F')).toBe('58°F (14.4°C)');
    expect(formatTemperature(10, 'C')).toBe('50°F (10.0°C)');
  });

  it('dates a log in the user’s time zone', () => {
    expect(formatLogDate('2026-11-17T03:00:00Z', 'UTC', '2026')).toBe('Nov 17');
    expect(formatLogDate('2026-11-17T03:00:00Z', 'America/New_York', '2026')).toBe('Nov 16');
    expect(formatLogDate('2026-01-01T03:00:00Z', 'America/New_York', '2026')).toBe('Dec 31, 2025');
  });

  it('writes the summary card detail line', () => {
    expect(summaryDetail(stats({}), 'sessions')).toBe('Not completed yet · 0 of 3 sessions this week');
    expect(summaryDetail(stats({ lastCompletedOn: '2026-11-20', thisWeekCount: 2 }), 'sessions')).toBe(
      'Last completed Nov 20 · 2 of 3 sessions this week',
    );
  });
});
