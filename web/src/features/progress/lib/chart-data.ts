import { roundTo } from '@uh/core/common/units.logic';
import type { BiometricMetric } from '#lib/biometric-metrics';
import { weightFromPounds, type WeightUnit } from '#lib/preferences';
import type { BiometricPoint, ProgressSummary } from '@uh/core/progress/progress.schema';
import { formatDay } from '#lib/format';
import { formatNumber } from './progress-format';

/** Calendar days as epoch seconds at UTC midnight; the charts show them in UTC, so the day never shifts. */
export const dayToSeconds = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

export type MetricColumns = { dates: string[]; x: number[]; values: (number | null)[][] };

const mean = (values: number[]) => (values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length);

/**
 * One point per day for a metric (several readings on one day are averaged, so the time axis
 * only moves forward), oldest first; days without the metric are left out.
 */
export function metricColumns(points: readonly BiometricPoint[], metric: BiometricMetric): MetricColumns {
  const byDay = new Map<string, number[][]>();
  for (const point of points) {
    if (!metric.fields.some(({ field }) => point[field] !== null)) continue;
    const columns = byDay.get(point.date) ?? metric.fields.map(() => []);
    metric.fields.forEach(({ field }, index) => {
      const value = point[field];
      if (value !== null) columns[index]!.push(value);
    });
    byDay.set(point.date, columns);
  }
  const dates = [...byDay.keys()].sort();
  return {
    dates,
    x: dates.map(dayToSeconds),
    values: metric.fields.map((_, index) => dates.map((date) => mean(byDay.get(date)![index]!))),
  };
}

/** 'Latest 181.5 lbs on Nov 20; 4 days charted.' — the chart's text summary ('weeks' for weekly means). */
export function metricSummary(columns: MetricColumns, metric: BiometricMetric, period: 'day' | 'week', today: string): string {
  const count = columns.dates.length;
  if (count === 0) return `No ${metric.label.toLowerCase()} readings in this period.`;
  const latest = metric.fields
    .map((_, index) => {
      const value = columns.values[index]?.[count - 1];
      return value == null ? '—' : formatNumber(value, metric.decimals);
    })
    .join('/');
  const charted = `${count} ${count === 1 ? period : `${period}s`} charted`;
  const latestDay = formatDay(columns.dates[count - 1]!, today);
  const when = period === 'week' ? `in the week of ${latestDay}` : `on ${latestDay}`;
  return `Latest ${latest} ${metric.unit} ${when}; ${charted}.`;
}

type Biometrics = ProgressSummary['biometrics'];

/** The summary speaks pounds; a person who chose kilograms sees kilograms everywhere. */
export function biometricsInUnit(biometrics: Biometrics, unit: WeightUnit): Biometrics {
  if (unit === 'lbs') return biometrics;
  const toKg = (pounds: number | null) => (pounds === null ? null : roundTo(weightFromPounds(pounds, 'kg'), 1));
  return {
    ...biometrics,
    points: biometrics.points.map((point) => ({ ...point, weight: toKg(point.weight) })),
    averages: { ...biometrics.averages, weight: toKg(biometrics.averages.weight) },
  };
}
