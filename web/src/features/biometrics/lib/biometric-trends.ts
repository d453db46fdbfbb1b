import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { weightFromPounds, type WeightUnit } from '#lib/preferences';

type SeriesField = 'weight' | 'systolic' | 'diastolic' | 'heartRate' | 'sleepDuration';

export type TrendMetric = {
  id: 'weight' | 'bloodPressure' | 'heartRate' | 'sleep';
  label: string;
  unit: string;
  axisLabel: string;
  decimals: number;
  series: readonly { field: SeriesField; label: string }[];
};

/** The trend chips (spec §2 /biometrics); Blood Pressure is two series. */
export const TREND_METRICS: readonly TrendMetric[] = [
  { id: 'weight', label: 'Weight', unit: 'lbs', axisLabel: 'Weight (lbs)', decimals: 1, series: [{ field: 'weight', label: 'Weight' }] },
  {
    id: 'bloodPressure',
    label: 'Blood Pressure',
    unit: 'mmHg',
    axisLabel: 'Blood pressure (mmHg)',
    decimals: 0,
    series: [
      { field: 'systolic', label: 'Systolic' },
      { field: 'diastolic', label: 'Diastolic' },
    ],
  },
  {
    id: 'heartRate',
    label: 'Heart Rate',
    unit: 'BPM',
    axisLabel: 'Resting heart rate (BPM)',
    decimals: 0,
    series: [{ field: 'heartRate', label: 'Heart rate' }],
  },
  {
    id: 'sleep',
    label: 'Sleep',
    unit: 'hours',
    axisLabel: 'Sleep (hours)',
    decimals: 1,
    series: [{ field: 'sleepDuration', label: 'Sleep' }],
  },
];

/** The chips' metrics with weight in the unit chosen in Settings. */
export function trendMetrics(weightUnit: WeightUnit): readonly TrendMetric[] {
  if (weightUnit === 'lbs') return TREND_METRICS;
  return TREND_METRICS.map((metric) =>
    metric.id === 'weight' ? { ...metric, unit: weightUnit, axisLabel: `Weight (${weightUnit})` } : metric,
  );
}

/** A metric over time: x in epoch seconds (oldest first) and one value column per series. */
export type MetricPoints = { x: number[]; values: (number | null)[][] };

/** Weights come from the API in pounds; a metric whose unit is kg shows them in kilograms. */
export function metricPoints(logs: readonly BiometricLog[], metric: TrendMetric): MetricPoints {
  const rows = logs
    .filter((log) => metric.series.some(({ field }) => log[field] !== null))
    .map((log) => ({ time: Date.parse(log.timestamp) / 1000, log }))
    .sort((a, b) => a.time - b.time);
  const valueOf = (log: BiometricLog, field: SeriesField) => {
    const value = log[field];
    return field === 'weight' && value !== null && metric.unit === 'kg' ? weightFromPounds(value, 'kg') : value;
  };
  return { x: rows.map((row) => row.time), values: metric.series.map(({ field }) => rows.map((row) => valueOf(row.log, field))) };
}

const numberFormat = (decimals: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals });

function signed(value: number, decimals: number): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  if (rounded === 0) return '±0';
  return `${rounded > 0 ? '+' : '−'}${numberFormat(decimals).format(Math.abs(rounded))}`;
}

function shortDate(seconds: number, latestSeconds: number, timeZone: string): string {
  const year = (at: number) => new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(at * 1000);
  const withYear = year(seconds) !== year(latestSeconds);
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: withYear ? 'numeric' : undefined, timeZone }).format(
    seconds * 1000,
  );
}

const firstOf = (column: (number | null)[]) => column.find((value) => value !== null) ?? null;
const lastOf = (column: (number | null)[]) => column.findLast((value) => value !== null) ?? null;

/** The text beside the chart: latest value and change since the first reading (DESIGN.md). */
export function trendSummary(points: MetricPoints, metric: TrendMetric, timeZone: string): string {
  const count = points.x.length;
  if (count === 0) return `No ${metric.label.toLowerCase()} readings yet. Log today's biometrics above to start a trend.`;
  const format = numberFormat(metric.decimals);
  const latest = points.values.map((column) => lastOf(column));
  const latestText = `Latest ${latest.map((value) => (value === null ? '—' : format.format(value))).join('/')} ${metric.unit}`;
  if (count < 2) return `${latestText}. Log at least two days to see a trend.`;

  const changes = points.values.map((column) => {
    const first = firstOf(column);
    const last = lastOf(column);
    return first === null || last === null ? null : last - first;
  });
  const since = `since ${shortDate(points.x[0]!, points.x[count - 1]!, timeZone)}`;
  if (metric.series.length === 1) {
    const change = changes[0];
    return change == null ? `${latestText}.` : `${latestText}, ${signed(change, metric.decimals)} ${metric.unit} ${since}`;
  }
  const parts = metric.series.flatMap(({ label }, index) => {
    const change = changes[index];
    return change == null ? [] : [`${label.toLowerCase()} ${signed(change, metric.decimals)}`];
  });
  return parts.length === 0 ? `${latestText}.` : `${latestText}, ${parts.join(', ')} ${metric.unit} ${since}`;
}
