import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { formatWhen, sleepHoursFigure } from '#lib/format';
import { weightFromPounds } from '#lib/preferences';
import { chartReadings } from './chart-readings';
import { hrvMethodOf, MANUAL_SOURCE, sourceLabel, sourcesIn } from './reading-source';
import type { TrendFieldSpec, TrendMetric } from './trend-metrics';

export { TREND_METRICS, trendMetrics, type TrendMetric } from './trend-metrics';

/** One line on the chart: a value column of one field from one source (null where another source's reading sits). */
export type PointSeries = { label: string; fieldIndex: number; source: string; values: (number | null)[] };

/**
 * A metric over time: x in epoch seconds (oldest first); per field, one value column whatever the
 * source (for the summary); and the lines drawn, one per field and source.
 */
export type MetricPoints = { x: number[]; fields: readonly TrendFieldSpec[]; values: (number | null)[][]; series: PointSeries[] };

/** A log's value for one field; weights come from the API in pounds and show in kilograms when chosen. */
function valueOf(log: BiometricLog, spec: TrendFieldSpec, metric: TrendMetric): number | null {
  if (spec.hrvMethod !== undefined && hrvMethodOf(log) !== spec.hrvMethod) return null;
  const value = log[spec.field];
  return spec.field === 'weight' && value !== null && metric.unit === 'kg' ? weightFromPounds(value, 'kg') : value;
}

/** 'Weight', or 'Weight · Apple Health': an imported line always names its source, a typed one when others share the chart. */
function seriesLabel(spec: TrendFieldSpec, source: string, sourceCount: number): string {
  return source === MANUAL_SOURCE && sourceCount === 1 ? spec.label : `${spec.label} · ${sourceLabel(source)}`;
}

export function metricPoints(logs: readonly BiometricLog[], metric: TrendMetric): MetricPoints {
  const hasValue = (log: BiometricLog) => metric.fields.some((spec) => valueOf(log, spec, metric) !== null);
  const rows = chartReadings(logs, hasValue)
    .map((log) => ({ time: Date.parse(log.timestamp) / 1000, log }))
    .sort((a, b) => a.time - b.time);
  // HRV keeps only the methods present; the other metrics keep their fields (blood pressure is always two).
  const fields = metric.fields.filter(
    (spec) => spec.hrvMethod === undefined || rows.some((row) => valueOf(row.log, spec, metric) !== null),
  );
  const values = fields.map((spec) => rows.map((row) => valueOf(row.log, spec, metric)));
  const sources = sourcesIn(rows.map((row) => row.log));
  const series = fields.flatMap((spec, fieldIndex) =>
    sources.flatMap((source) => {
      const column = rows.map((row, index) => (row.log.wearableSource === source ? (values[fieldIndex]?.[index] ?? null) : null));
      if (column.every((value) => value === null)) return [];
      return [{ label: seriesLabel(spec, source, sources.length), fieldIndex, source, values: column }];
    }),
  );
  return { x: rows.map((row) => row.time), fields, values, series };
}

const numberFormat = (decimals: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals });

/** A reading as the history shows it: sleep always to one decimal, the rest to the metric's decimals at most. */
const valueFormat = (metric: TrendMetric) => (metric.id === 'sleep' ? { format: sleepHoursFigure } : numberFormat(metric.decimals));

function signed(value: number, decimals: number): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  if (rounded === 0) return '±0';
  return `${rounded > 0 ? '+' : '−'}${numberFormat(decimals).format(Math.abs(rounded))}`;
}

const shortDate = (seconds: number, timeZone: string, now: number) => formatWhen(new Date(seconds * 1000).toISOString(), timeZone, now);

const firstOf = (column: (number | null)[]) => column.find((value) => value !== null) ?? null;
const lastOf = (column: (number | null)[]) => column.findLast((value) => value !== null) ?? null;
const changeOf = (column: (number | null)[]) =>
  column.filter((value) => value !== null).length < 2 ? null : lastOf(column)! - firstOf(column)!;

/** HRV measured two ways: each method summed up on its own, never one change across both. */
function separateSummary(points: MetricPoints, metric: TrendMetric, timeZone: string, now: number): string {
  const format = valueFormat(metric);
  return points.fields
    .map((spec, index) => {
      const column = points.values[index] ?? [];
      const latest = `${spec.label} ${format.format(lastOf(column)!)} ${metric.unit}`;
      const change = changeOf(column);
      if (change === null) return latest;
      const since = shortDate(points.x[column.findIndex((value) => value !== null)]!, timeZone, now);
      return `${latest}, ${signed(change, metric.decimals)} since ${since}`;
    })
    .join('; ')
    .replace(/^/, 'Latest ')
    .concat('.');
}

/** The text beside the chart: latest value and change since the first reading (docs/design.md). */
export function trendSummary(points: MetricPoints, metric: TrendMetric, timeZone: string, now: number = Date.now()): string {
  const count = points.x.length;
  if (count === 0) return `No ${metric.label.toLowerCase()} readings yet. Log today's biometrics above to start a trend.`;
  if (points.fields.length > 1 && points.fields.every((spec) => spec.hrvMethod !== undefined)) {
    return separateSummary(points, metric, timeZone, now);
  }
  const format = valueFormat(metric);
  const latest = points.values.map((column) => lastOf(column));
  const latestText = `Latest ${latest.map((value) => (value === null ? '—' : format.format(value))).join('/')} ${metric.unit}`;
  // One reading has no change to report (never a "±0" or "0.0 %" from a single value).
  if (count < 2) return `Only one reading so far: ${latestText.replace(/^Latest /, '')}. Log another day to see a trend.`;

  const changes = points.values.map(changeOf);
  const since = `since ${shortDate(points.x[0]!, timeZone, now)}`;
  if (points.fields.length === 1) {
    const change = changes[0];
    return change == null ? `${latestText}.` : `${latestText}, ${signed(change, metric.decimals)} ${metric.unit} ${since}`;
  }
  const parts = points.fields.flatMap(({ label }, index) => {
    const change = changes[index];
    return change == null ? [] : [`${label.toLowerCase()} ${signed(change, metric.decimals)}`];
  });
  return parts.length === 0 ? `${latestText}.` : `${latestText}, ${parts.join(', ')} ${metric.unit} ${since}`;
}
