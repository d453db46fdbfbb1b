import { LineChart, type LineChartSeries } from '#ui/line-chart';
import { useMemo } from 'react';
import type { BiometricMetric } from '#lib/biometric-metrics';
import { metricSummary, type MetricColumns } from '../lib/chart-data';

// Loaded on demand (React.lazy) so uPlot stays out of every screen that does not chart.
const COLOR_TOKENS = ['--protocol-biometrics', '--muted-foreground'] as const;

export function BiometricChart({
  metric,
  columns,
  period,
  today,
}: {
  metric: BiometricMetric;
  columns: MetricColumns;
  period: 'day' | 'week';
  today: string;
}) {
  const series = useMemo<LineChartSeries[]>(
    () =>
      metric.fields.map((field, index) => ({
        label: field.label,
        values: columns.values[index] ?? [],
        colorToken: COLOR_TOKENS[index] ?? COLOR_TOKENS[0],
        dashed: index > 0,
      })),
    [metric, columns],
  );
  return (
    <LineChart
      x={columns.x}
      series={series}
      yLabel={metric.axisLabel}
      unit={metric.unit}
      decimals={metric.decimals}
      timeZone="UTC"
      isDateOnly
      height={240}
      summary={metricSummary(columns, metric, period, today)}
    />
  );
}
