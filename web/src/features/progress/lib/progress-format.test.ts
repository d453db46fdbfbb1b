import { TRACKED_PROTOCOLS } from '@uh/core/protocols/protocol-registry';
import { describe, expect, it } from 'vitest';
import {
  formatChange,
  formatWeekRange,
  heartRateTrendText,
  longDate,
  monthTitle,
  countedDaysText,
  shortDate,
  timeframeCaption,
  weeklyTargetsText,
} from './progress-format';

describe('progress wording', () => {
  it('shows the Monday-based week as a date range', () => {
    expect(formatWeekRange('2026-11-16', '2026-11-22')).toBe('Nov 16 – Nov 22, 2026');
    expect(formatWeekRange('2026-12-28', '2027-01-03')).toBe('Dec 28, 2026 – Jan 3, 2027');
  });

  it('names each timeframe', () => {
    expect(timeframeCaption('week', { from: '2026-11-16', to: '2026-11-22' })).toBe('This week (Mon–Sun): Nov 16 – Nov 22, 2026');
    expect(timeframeCaption('week', null)).toBe('This week (Mon–Sun)');
    expect(timeframeCaption('month', null)).toBe('Last 30 Days');
    expect(timeframeCaption('all', null)).toBe('All Time');
  });

  it('formats calendar days without a time zone shift', () => {
    expect(shortDate('2026-03-01')).toBe('Mar 1');
    expect(longDate('2026-11-16')).toBe('Monday, November 16, 2026');
    expect(monthTitle('2027-01')).toBe('January 2027');
  });

  it('says which days the figures count', () => {
    const range = (countedFrom: string, countedDays: number) => ({
      kind: 'month' as const,
      from: '2026-10-24',
      to: '2026-11-22',
      label: 'Last 30 Days',
      countedFrom,
      countedDays,
    });
    expect(countedDaysText(range('2026-11-22', 1), '2026-11-22')).toBe('Counts 1 day: today.');
    expect(countedDaysText(range('2026-11-12', 11), '2026-11-22')).toBe('Counts 11 days: Nov 12 to today.');
    // All time from last year: the start carries its year.
    expect(countedDaysText(range('2025-12-30', 330), '2026-11-22')).toBe('Counts 330 days: Dec 30, 2025 to today.');
  });

  it('signs a change and says which way it went', () => {
    expect(formatChange(2.5)).toEqual({ text: '+2.5%', direction: 'up', words: 'increase' });
    expect(formatChange(-1)).toEqual({ text: '−1.0%', direction: 'down', words: 'decrease' });
    expect(formatChange(0)).toEqual({ text: '0.0%', direction: 'same', words: 'no change' });
    expect(formatChange(null)).toBeNull();
  });

  it('describes the heart-rate trend, or what it needs', () => {
    expect(heartRateTrendText({ direction: 'improving', earlierAverage: 68, recentAverage: 60 })).toBe(
      'Resting heart rate improving: 68 → 60 BPM (first three vs last three of your last seven readings)',
    );
    expect(heartRateTrendText({ direction: 'worsening', earlierAverage: 60.3, recentAverage: 64.7 })).toContain(
      'worsening: 60.3 → 64.7 BPM',
    );
    expect(heartRateTrendText(null)).toBe('Log at least 7 heart-rate readings to see a trend');
  });

  it('says the weekly targets the ring counts against', () => {
    expect(weeklyTargetsText(TRACKED_PROTOCOLS.slice(0, 3))).toBe('30-30-30 daily, fasting 4 and cold exposure 3 times a week');
    const sauna = { habit: { label: 'Sauna' }, progress: { weeklyTarget: 2 } };
    const walk = { habit: { label: 'PM walk' }, progress: { weeklyTarget: 7 } };
    expect(weeklyTargetsText([walk, sauna])).toBe('PM walk daily and sauna 2 times a week');
    expect(weeklyTargetsText([walk])).toBe('PM walk daily');
  });
});
