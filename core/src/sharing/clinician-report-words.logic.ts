import { fromCelsius, poundsToKilograms, roundTo } from '../common/units.logic';
import type { ClinicianReport, ReportMetric } from './clinician-report.schema';

/** One titled block of the report, as the printable page, the PDF and the summary CSV all show it. */
export type ReportSection = { title: string; rows: { label: string; value: string }[] };

const METRIC_LABELS: Record<ReportMetric, string> = {
  weight: 'Weight',
  heartRate: 'Resting heart rate',
  hrv: 'Heart rate variability',
  systolic: 'Blood pressure, systolic',
  diastolic: 'Blood pressure, diastolic',
  sleep: 'Sleep',
};

const VERDICT_WORDS: Record<string, string> = {
  likelyMeaningful: 'Likely a meaningful effect',
  likelyNoMeaningfulEffect: 'Likely no meaningful effect',
  inconclusive: 'Inconclusive',
};

const number = (value: number, decimals = 1) => String(roundTo(value, decimals));
const days = (count: number, what = 'days') => `${count} ${count === 1 ? what.replace(/s$/, '') : what}`;
const orNone = (value: number | null, show: (value: number) => string) => (value === null ? '—' : show(value));

/** A metric's value in the person's own units, with its unit. */
function metricValue(metric: ReportMetric, value: number, units: ClinicianReport['units']): string {
  switch (metric) {
    case 'weight':
      return units.weight === 'kg' ? `${number(poundsToKilograms(value))} kg` : `${number(value)} lbs`;
    case 'heartRate':
      return `${number(value, 0)} bpm`;
    case 'hrv':
      return `${number(value, 0)} ms`;
    case 'sleep':
      return `${number(value)} h`;
    default:
      return `${number(value, 0)} mmHg`;
  }
}

function biometricRow(row: ClinicianReport['biometrics'][number], units: ClinicianReport['units']) {
  const label = METRIC_LABELS[row.metric];
  if (row.readings === 0 || row.average === null) return { label, value: 'No readings' };
  const show = (value: number) => metricValue(row.metric, value, units);
  const range = row.low !== null && row.high !== null ? `, range ${show(row.low)} to ${show(row.high)}` : '';
  const change = row.changePercent === null ? '' : `, ${row.changePercent > 0 ? '+' : ''}${row.changePercent} % first to last`;
  return { label, value: `average ${show(row.average)}${range} (${row.readings} reading${row.readings === 1 ? '' : 's'}${change})` };
}

/** The report as titled rows of words, in the person's units. */
export function reportSections(report: ClinicianReport): ReportSection[] {
  const { overall, fasting, cold, units } = report;
  const temperature = (celsius: number) => `${number(fromCelsius(celsius, units.temperature), 0)} °${units.temperature}`;
  return [
    {
      title: 'Protocol adherence',
      rows: [
        { label: 'All protocols', value: `${overall.adherencePercent} % (${overall.completed} of ${days(overall.target, 'target days')})` },
        { label: 'Habit strength', value: `${number(overall.habitStrength, 0)} of 100` },
        ...report.protocols.map((protocol) => ({
          label: protocol.title,
          value: `${protocol.daysDone} of ${days(protocol.daysTarget, 'target days')} · habit strength ${number(protocol.habitStrength, 0)} · longest streak ${days(protocol.longestStreak)}`,
        })),
      ],
    },
    {
      title: 'Fasting',
      rows: [
        { label: 'Fasts finished', value: String(fasting.fasts) },
        { label: 'Hours fasted', value: `${number(fasting.totalHours)} h` },
        { label: 'Average fast', value: orNone(fasting.averageHours, (hours) => `${number(hours)} h`) },
        { label: 'Longest fast', value: orNone(fasting.longestHours, (hours) => `${number(hours)} h`) },
      ],
    },
    {
      title: 'Cold exposure',
      rows: [
        { label: 'Sessions', value: String(cold.sessions) },
        { label: 'Minutes in the cold', value: `${number(cold.totalMinutes)} min` },
        { label: 'Average session', value: orNone(cold.averageMinutes, (minutes) => `${number(minutes)} min`) },
        { label: 'Coldest', value: orNone(cold.coldestC, temperature) },
      ],
    },
    { title: 'Biometrics', rows: report.biometrics.map((row) => biometricRow(row, units)) },
    {
      title: 'Experiments finished',
      rows:
        report.experiments.length === 0
          ? [{ label: 'None', value: 'No experiment finished in this period' }]
          : report.experiments.map((experiment) => ({
              label: experiment.finishedOn,
              value: `${VERDICT_WORDS[experiment.verdict] ?? experiment.verdict}: ${experiment.sentence}`,
            })),
    },
  ];
}

/** Said under the report, on the page and in the PDF alike. */
export const REPORT_NOTE = "Figures count on the local day each log was made. Weights and temperatures are in the person's own units.";

/** The report's heading: whose, which period, and when it was made. */
export function reportHeading(report: ClinicianReport): { title: string; subtitle: string } {
  return {
    title: `Health report: ${report.person.displayName}`,
    subtitle: `${report.period.label}, ${report.period.from} to ${report.period.to} · made ${report.generatedAt.slice(0, 10)}`,
  };
}
