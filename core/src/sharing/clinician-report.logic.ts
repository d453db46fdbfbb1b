import { roundTo } from '../common/units.logic';
import type { ProgressSummary } from '../progress/progress.schema';
import { TRACKED_PROTOCOLS } from '../protocols/protocol-registry';
import type { ClinicianReport, ReportMetric } from './clinician-report.schema';

/** A metric's readings over the period as the database counts them (weights in pounds, sleep in hours). */
export type MetricSpread = { readings: number; low: number | null; high: number | null; average: number | null };

export type ReportInputs = {
  displayName: string;
  units: ClinicianReport['units'];
  summary: ProgressSummary;
  /** Durations of the fasts that ended in the period, seconds. */
  fastSeconds: readonly number[];
  /** The period's cold sessions. */
  coldSessions: readonly { seconds: number; temperatureC: number }[];
  spreads: Record<ReportMetric, MetricSpread>;
  experiments: ClinicianReport['experiments'];
  now: Date;
};

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const mean = (values: readonly number[]) => (values.length === 0 ? null : sum(values) / values.length);
const rounded = (value: number | null, decimals = 1) => (value === null ? null : roundTo(value, decimals));

/** Where progress already has a metric's figure, the report takes it, so the two never disagree. */
const FROM_PROGRESS: Partial<Record<ReportMetric, keyof ProgressSummary['biometrics']['averages']>> = {
  weight: 'weight',
  heartRate: 'heartRate',
  systolic: 'systolic',
  diastolic: 'diastolic',
  sleep: 'sleepDuration',
};

/** The report from the progress summary of the same period and the period's own logs. */
export function clinicianReportOf(inputs: ReportInputs): ClinicianReport {
  const { summary, fastSeconds, coldSessions, spreads } = inputs;
  const fastHours = fastSeconds.map((seconds) => seconds / 3600);
  const coldMinutes = coldSessions.map(({ seconds }) => seconds / 60);
  return {
    person: { displayName: inputs.displayName },
    units: inputs.units,
    generatedAt: inputs.now.toISOString(),
    period: {
      range: summary.range.kind,
      label: summary.range.label,
      from: summary.range.from,
      to: summary.today,
      days: summary.range.countedDays,
    },
    overall: {
      adherencePercent: summary.overall.adherencePercent,
      completed: summary.overall.completed,
      target: summary.overall.target,
      habitStrength: summary.overall.habitStrength,
    },
    protocols: TRACKED_PROTOCOLS.map(({ key, names }) => {
      const protocol = summary.protocols[key];
      return {
        key,
        title: names.title,
        daysDone: protocol.rangeCount,
        daysTarget: protocol.rangeTarget,
        habitStrength: protocol.habitStrength,
        longestStreak: protocol.longestStreak,
      };
    }),
    fasting: {
      fasts: fastHours.length,
      totalHours: roundTo(sum(fastHours), 1),
      averageHours: rounded(mean(fastHours)),
      longestHours: fastHours.length === 0 ? null : roundTo(Math.max(...fastHours), 1),
    },
    cold: {
      sessions: coldMinutes.length,
      totalMinutes: roundTo(sum(coldMinutes), 1),
      averageMinutes: rounded(mean(coldMinutes)),
      coldestC: coldSessions.length === 0 ? null : Math.min(...coldSessions.map(({ temperatureC }) => temperatureC)),
    },
    biometrics: (Object.keys(spreads) as ReportMetric[]).map((metric) => {
      const progressKey = FROM_PROGRESS[metric];
      const spread = spreads[metric];
      return {
        metric,
        readings: spread.readings,
        average: progressKey ? summary.biometrics.averages[progressKey] : rounded(spread.average),
        low: rounded(spread.low),
        high: rounded(spread.high),
        changePercent: progressKey ? summary.biometrics.changes[progressKey] : null,
      };
    }),
    experiments: inputs.experiments,
  };
}
