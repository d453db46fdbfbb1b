import { describe, expect, it } from 'vitest';
import { dayNumber } from '../common/calendar.logic';
import { historyFactsOf, type DoneDays } from './history-facts.logic';
import { progressSummaryOf, type SummaryInputs } from './progress-summary.logic';
import type { ProtocolKey } from './progress.logic';

/** The summary with its history facts worked out for the day. */
const summaryOf = <K extends ProtocolKey>(inputs: Omit<SummaryInputs<K>, 'facts'>) =>
  progressSummaryOf({ ...inputs, facts: historyFactsOf(inputs.done, dayNumber(inputs.today)) });

const noBiometrics = {
  resolution: 'reading' as const,
  points: [],
  averages: { weight: null, systolic: null, diastolic: null, heartRate: null, sleepDuration: null },
  changes: { weight: null, systolic: null, diastolic: null, heartRate: null, sleepDuration: null },
  heartRateTrend: null,
};
const days = (...dates: string[]) => new Set(dates.map(dayNumber));
const none = (): DoneDays<'thirtyThirtyThirty' | 'fasting' | 'coldExposure'> => ({
  thirtyThirtyThirty: new Set(),
  fasting: new Set(),
  coldExposure: new Set(),
});

describe('progressSummaryOf', () => {
  it('counts a new person from the day the account was made, with nothing done', () => {
    const summary = summaryOf({
      done: none(),
      firstDay: null,
      createdOn: '2026-11-25',
      today: '2026-11-27',
      query: { range: 'week' },
      biometrics: noBiometrics,
    });
    expect(summary.range).toMatchObject({ kind: 'week', from: '2026-11-23', to: '2026-11-29', countedFrom: '2026-11-25', countedDays: 3 });
    expect(summary.overall).toMatchObject({ adherencePercent: 0, completed: 0, currentStreak: 0 });
    expect(summary.calendar.days).toHaveLength(30);
  });

  it('counts streaks, the week and the month from the done days', () => {
    const done = {
      ...none(),
      thirtyThirtyThirty: days('2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'),
      coldExposure: days('2026-11-20'),
    };
    const summary = summaryOf({
      done,
      firstDay: dayNumber('2026-11-01'),
      createdOn: '2026-11-01',
      today: '2026-11-27',
      query: { range: 'month', month: '2026-11' },
      biometrics: noBiometrics,
    });
    expect(summary.protocols.thirtyThirtyThirty).toMatchObject({ completedToday: true, currentStreak: 4, thisWeekDays: 4, rangeCount: 4 });
    expect(summary.protocols.coldExposure).toMatchObject({ completedToday: false, currentStreak: 0, lastCompletedOn: '2026-11-20' });
    expect(summary.overall.currentStreak).toBe(4);
    expect(summary.series.points).toHaveLength(27);
    expect(summary.calendar.days.find((day) => day.date === '2026-11-20')).toMatchObject({ coldExposure: 1, thirtyThirtyThirty: 0 });
  });
});
