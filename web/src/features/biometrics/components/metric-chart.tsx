import type { LineChartSeries } from '#ui/line-chart';
import { LineChart } from '#ui/line-chart';
import { useMemo } from 'react';
import type { MetricPoints, TrendMetric } from '../lib/biometric-trends';

// Loaded on demand (React.lazy) when a metric is chosen, so uPlot stays out of every other screen.
const COLOR_TOKENS = ['--protocol-biometrics', '--muted-foreground'] as const;

export function MetricChart({
  metric,
  points,
  summary,
  timeZone,
}: {
  metric: TrendMetric;
  points: MetricPoints;
  summary: string;
  timeZone: string;
}) {
  const series = useMemo<LineChartSeries[]>(
    () =>
      metric.fields.map((entry, index) => ({
        label: entry.label,
        values: points.values[index] ?? [],
        colorToken: COLOR_TOKENS[index] ?? COLOR_TOKENS[0],
        dashed: index > 0,
      })),
    [metric, points],
  );
  return (
    <LineChart
      x={points.x}
      series={series}
      yLabel={metric.axisLabel}
      unit={metric.unit}
      decimals={metric.decimals}
      timeZone={timeZone}
      summary={summary}
    />
  );
}
