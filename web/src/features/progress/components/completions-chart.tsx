import type { ProgressSummary } from '@uh/core/progress/progress.schema';
import { LineChart, type LineChartSeries } from '#ui/line-chart';
import { useMemo } from 'react';
import { completionColumns, completionSummary, PROTOCOL_SERIES } from '../lib/chart-data';

// Loaded on demand (React.lazy): uPlot stays out of every screen that does not chart.
export function CompletionsChart({ series }: { series: ProgressSummary['series'] }) {
  const columns = useMemo(() => completionColumns(series.points), [series]);
  const lines = useMemo<LineChartSeries[]>(
    () =>
      PROTOCOL_SERIES.map((protocol, index) => ({
        label: protocol.label,
        values: columns.values[index] ?? [],
        colorToken: protocol.colorToken,
        dashed: protocol.dashed,
      })),
    [columns],
  );
  return (
    <LineChart
      x={columns.x}
      series={lines}
      yLabel={series.resolution === 'week' ? 'Completions per week' : 'Completions per day'}
      unit="completions"
      timeZone="UTC"
      height={240}
      isDateOnly
      hasIntegerSteps
      summary={completionSummary(series)}
    />
  );
}
