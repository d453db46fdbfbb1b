import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { lazy, Suspense, useMemo, useState } from 'react';
import { cn } from '#lib/cn';
import { useNow } from '#lib/use-now';
import { Card } from '#ui/card';
import type { WeightUnit } from '#lib/preferences';
import { metricPoints, TREND_METRICS, trendMetrics, trendSummary, type MetricPoints, type TrendMetric } from '../lib/biometric-trends';
import { LoadError } from '#ui/load-error';

const MetricChart = lazy(async () => ({ default: (await import('./metric-chart')).MetricChart }));

const CHART_HEIGHT = 'h-[19.5rem]';

export type BiometricTrendsProps = {
  logs: readonly BiometricLog[] | undefined;
  isError: boolean;
  isRetrying: boolean;
  onRetry: () => void;
  timeZone: string;
  weightUnit: WeightUnit;
};

function ChartSkeleton() {
  return (
    <div
      aria-hidden="true"
      className={cn(CHART_HEIGHT, 'w-full animate-pulse rounded-control bg-surface-muted motion-reduce:animate-none')}
    />
  );
}

function Chips({
  charts,
  selected,
  onSelect,
}: {
  charts: readonly MetricChartData[];
  selected: TrendMetric | null;
  onSelect: (metric: TrendMetric | null) => void;
}) {
  return (
    <div role="group" aria-label="Metric" className="flex flex-wrap gap-2">
      {charts.map(({ metric, points }) => {
        const isPressed = selected?.id === metric.id;
        return (
          <button
            key={metric.id}
            type="button"
            aria-pressed={isPressed}
            onClick={() => onSelect(isPressed ? null : metric)}
            className={cn(
              'min-h-11 rounded-full border px-4 text-sm font-medium transition-colors duration-150 figures',
              isPressed
                ? 'border-protocol-biometrics bg-protocol-biometrics-soft text-foreground'
                : 'border-input-border bg-surface text-foreground hover:bg-surface-muted',
            )}
          >
            {metric.label} · {points.x.length}
            <span className="sr-only"> readings</span>
          </button>
        );
      })}
    </div>
  );
}

type MetricChartData = { metric: TrendMetric; points: MetricPoints };

/** The trends box (docs/product.md §2): a chip per metric with its count; choosing one shows its chart. */
export function BiometricTrends({ logs, isError, isRetrying, onRetry, timeZone, weightUnit }: BiometricTrendsProps) {
  // docs/product.md's four chips always; a device's own metrics (HRV…) once there is a reading of them.
  const charts = useMemo(
    () =>
      logs
        ? trendMetrics(weightUnit)
            .map((metric) => ({ metric, points: metricPoints(logs, metric) }))
            .filter(({ metric, points }) => metric.isAlwaysShown || points.x.length > 0)
        : [],
    [logs, weightUnit],
  );
  const [selectedId, setSelectedId] = useState<TrendMetric['id'] | null>(null);
  const now = useNow(60_000);
  const chosen = charts.find(({ metric }) => metric.id === selectedId) ?? null;
  const selected = chosen?.metric ?? null;
  const points = chosen?.points ?? null;

  let body;
  if (!logs && isError) {
    body = (
      <LoadError
        isFramed={false}
        message="Failed to load your biometric history. Please try again."
        onRetry={onRetry}
        isRetrying={isRetrying}
      />
    );
  } else if (!logs) {
    body = (
      <div aria-busy="true" className="space-y-4">
        <span role="status" className="sr-only">
          Loading your trends
        </span>
        <div aria-hidden="true" className="flex flex-wrap gap-2">
          {TREND_METRICS.filter((metric) => metric.isAlwaysShown).map((metric) => (
            <span key={metric.id} className="h-11 w-28 animate-pulse rounded-full bg-surface-muted motion-reduce:animate-none" />
          ))}
        </div>
      </div>
    );
  } else {
    const summary = selected && points ? trendSummary(points, selected, timeZone, now) : null;
    body = (
      <div className="space-y-4">
        <Chips charts={charts} selected={selected} onSelect={(metric) => setSelectedId(metric?.id ?? null)} />
        {logs.length === 0 ? (
          <p className="rounded-control border border-dashed border-input-border p-4 text-muted-foreground">
            No readings yet. Log today's biometrics above, then come back tomorrow to see your trends take shape.
          </p>
        ) : !selected || !points || !summary ? (
          <p className="text-sm text-muted-foreground">Choose a metric to see how it has changed over time.</p>
        ) : points.x.length < 2 ? (
          <p className="rounded-control border border-dashed border-input-border p-4 text-muted-foreground">{summary}</p>
        ) : (
          <Suspense fallback={<ChartSkeleton />}>
            <div className="min-h-[19.5rem] w-full">
              <MetricChart metric={selected} points={points} summary={summary} timeZone={timeZone} />
            </div>
          </Suspense>
        )}
      </div>
    );
  }

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold">Trends</h2>
      {body}
    </Card>
  );
}
