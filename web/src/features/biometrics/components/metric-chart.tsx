import type { LineChartSeries } from '#ui/line-chart';
import { LineChart } from '#ui/line-chart';
import { useMemo } from 'react';
import type { MetricPoints, TrendMetric } from '../lib/biometric-trends';

// Loaded on demand (React.lazy) when a metric is chosen, so uPlot stays out of every other screen.
const FIELD_COLOR_TOKENS = ['--protocol-biometrics', '--muted-foreground', '--protocol-coach'] as const;

/** With several sources on one chart, each keeps one colour (its name is in the legend and tooltip too). */
const SOURCE_COLOR_TOKENS: Record<string, string> = {
  manual: '--protocol-biometrics',
  apple_health: '--protocol-coach',
  oura: '--protocol-fasting',
  whoop: '--protocol-thirty',
  withings: '--protocol-cold',
};

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
  const series = useMemo<LineChartSeries[]>(() => {
    const isMultiSource = new Set(points.series.map((entry) => entry.source)).size > 1;
    return points.series.map((entry) => ({
      label: entry.label,
      values: entry.values,
      colorToken: isMultiSource
        ? (SOURCE_COLOR_TOKENS[entry.source] ?? '--muted-foreground')
        : (FIELD_COLOR_TOKENS[entry.fieldIndex] ?? FIELD_COLOR_TOKENS[0]),
      // A second field (diastolic, another HRV method) is dashed, so lines differ by more than colour.
      dashed: entry.fieldIndex > 0,
    }));
  }, [points]);
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
