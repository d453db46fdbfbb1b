import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { BIOMETRIC_METRICS, biometricMetricsFor, type BiometricField, type BiometricMetric } from '#lib/biometric-metrics';
import { weightFromPounds } from '#lib/preferences';

export type TrendMetric = BiometricMetric;
export const TREND_METRICS = BIOMETRIC_METRICS;
export const trendMetrics = biometricMetricsFor;

/** A metric over time: x in epoch seconds (oldest first) and one value column per series. */
export type MetricPoints = { x: number[]; values: (number | null)[][] };

/** Weights come from the API in pounds; a metric whose unit is kg shows them in kilograms. */
export function metricPoints(logs: readonly BiometricLog[], metric: TrendMetric): MetricPoints {
  const rows = logs
    .filter((log) => metric.fields.some(({ field }) => log[field] !== null))
    .map((log) => ({ time: Date.parse(log.timestamp) / 1000, log }))
    .sort((a, b) => a.time - b.time);
  const valueOf = (log: BiometricLog, field: BiometricField) => {
    const value = log[field];
    return field === 'weight' && value !== null && metric.unit === 'kg' ? weightFromPounds(value, 'kg') : value;
  };
  return { x: rows.map((row) => row.time), values: metric.fields.map(({ field }) => rows.map((row) => valueOf(row.log, field))) };
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
  if (metric.fields.length === 1) {
    const change = changes[0];
    return change == null ? `${latestText}.` : `${latestText}, ${signed(change, metric.decimals)} ${metric.unit} ${since}`;
  }
  const parts = metric.fields.flatMap(({ label }, index) => {
    const change = changes[index];
    return change == null ? [] : [`${label.toLowerCase()} ${signed(change, metric.decimals)}`];
  });
  return parts.length === 0 ? `${latestText}.` : `${latestText}, ${parts.join(', ')} ${metric.unit} ${since}`;
}
