import { describe, expect, it } from 'vitest';
import type { ProgressSummary } from '../progress/progress.schema';
import { TRACKED_PROTOCOLS } from '../protocols/protocol-registry';
import { clinicianReportOf, type MetricSpread } from './clinician-report.logic';
import { reportHeading, reportSections } from './clinician-report-words.logic';
import type { ReportMetric } from './clinician-report.schema';

const protocol = { rangeCount: 12, rangeTarget: 20, habitStrength: 55.5, longestStreak: 6 };
const numbers = { weight: 180.4, systolic: 120, diastolic: 80, heartRate: 58, sleepDuration: 7.2 };
const summary = {
  today: '2026-11-29',
  range: { kind: 'month', from: '2026-10-31', to: '2026-11-29', label: 'Last 30 days', countedFrom: '2026-11-01', countedDays: 29 },
  overall: { adherencePercent: 64, completed: 40, target: 62, habitStrength: 51.2 },
  protocols: Object.fromEntries(TRACKED_PROTOCOLS.map(({ key }) => [key, protocol])),
  biometrics: { averages: numbers, changes: { ...numbers, weight: -1.5 } },
} as unknown as ProgressSummary;
const none: MetricSpread = { readings: 0, low: null, high: null, average: null };
const spreads: Record<ReportMetric, MetricSpread> = {
  weight: { readings: 4, low: 178.04, high: 182.5, average: 180.4 },
  heartRate: { readings: 3, low: 55, high: 61, average: 58 },
  hrv: { readings: 2, low: 44, high: 52, average: 48 },
  systolic: none,
  diastolic: none,
  sleep: none,
};
const inputs = {
  displayName: 'Robin',
  units: { weight: 'kg', temperature: 'C' } as const,
  summary,
  fastSeconds: [16 * 3600, 20 * 3600 + 1800],
  coldSessions: [
    { seconds: 180, temperatureC: 8 },
    { seconds: 90, temperatureC: 4.5 },
  ],
  spreads,
  experiments: [{ finishedOn: '2026-11-20', verdict: 'inconclusive', sentence: 'P(sauna raises HRV by ≥ 3 ms) = 0.62' }],
  now: new Date('2026-11-29T10:00:00Z'),
};

describe('the clinician report', () => {
  const report = clinicianReportOf(inputs);

  it('takes adherence, habit strength and biometric averages from the progress summary of the same period', () => {
    expect(report.overall).toEqual({ adherencePercent: 64, completed: 40, target: 62, habitStrength: 51.2 });
    expect(report.protocols).toHaveLength(TRACKED_PROTOCOLS.length);
    expect(report.protocols[0]).toMatchObject({ daysDone: 12, daysTarget: 20, habitStrength: 55.5, longestStreak: 6 });
    expect(report.biometrics.find((row) => row.metric === 'weight')).toEqual({
      metric: 'weight',
      readings: 4,
      average: 180.4,
      low: 178,
      high: 182.5,
      changePercent: -1.5,
    });
    // HRV is not on the progress screen: its figures come from the period's readings alone.
    expect(report.biometrics.find((row) => row.metric === 'hrv')).toMatchObject({ average: 48, changePercent: null });
  });

  it('adds up the period’s fasts and cold sessions', () => {
    expect(report.fasting).toEqual({ fasts: 2, totalHours: 36.5, averageHours: 18.3, longestHours: 20.5 });
    expect(report.cold).toEqual({ sessions: 2, totalMinutes: 4.5, averageMinutes: 2.3, coldestC: 4.5 });
    const empty = clinicianReportOf({ ...inputs, fastSeconds: [], coldSessions: [] });
    expect(empty.fasting).toEqual({ fasts: 0, totalHours: 0, averageHours: null, longestHours: null });
    expect(empty.cold.coldestC).toBeNull();
  });

  it('reads in the person’s own units, and says when there is nothing', () => {
    const sections = reportSections(report);
    const row = (title: string, label: string) =>
      sections.find((section) => section.title === title)!.rows.find((entry) => entry.label === label)!.value;
    expect(row('Biometrics', 'Weight')).toBe('average 81.8 kg, range 80.7 kg to 82.8 kg (4 readings, -1.5 % first to last)');
    expect(row('Biometrics', 'Blood pressure, systolic')).toBe('No readings');
    expect(row('Cold exposure', 'Coldest')).toBe('5 °C');
    expect(row('Fasting', 'Average fast')).toBe('18.3 h');
    expect(row('Experiments finished', '2026-11-20')).toBe('Inconclusive: P(sauna raises HRV by ≥ 3 ms) = 0.62');
    expect(row('Protocol adherence', 'All protocols')).toBe('64 % (40 of 62 target days)');
    const single = reportSections({ ...report, protocols: [{ ...report.protocols[0]!, daysDone: 1, daysTarget: 1, longestStreak: 1 }] });
    expect(single[0]!.rows.at(-1)!.value).toBe('1 of 1 target day · habit strength 56 · longest streak 1 day');
    const inPounds = reportSections({ ...report, units: { weight: 'lbs', temperature: 'F' } });
    expect(inPounds.find((section) => section.title === 'Cold exposure')!.rows.at(-1)!.value).toBe('40 °F');
    expect(reportHeading(report)).toEqual({
      title: 'Health report: Robin',
      subtitle: 'Last 30 days, 2026-10-31 to 2026-11-29 · made 2026-11-29',
    });
  });
});
