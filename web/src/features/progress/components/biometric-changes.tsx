import type { ProgressSummary } from '@uh/core/progress/progress.schema';
import HeartPulseIcon from 'lucide-react/icons/heart-pulse';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { cn } from '#lib/cn';
import { buttonClasses } from '#ui/button';
import { Card } from '#ui/card';
import { usePreferences } from '#lib/preferences';
import { biometricMetricsFor, type BiometricMetric } from '#lib/biometric-metrics';
import { biometricsInUnit, metricColumns, metricSummary } from '../lib/chart-data';
import { heartRateTrendText, RANGE_PHRASES } from '../lib/progress-format';
import { BiometricAverages } from './biometric-averages';
import { Skeleton } from './load-states';

const BiometricChart = lazy(async () => ({ default: (await import('./biometric-chart')).BiometricChart }));

const CHART_BOX = 'min-h-[20rem]';

type Biometrics = ProgressSummary['biometrics'];

function MetricChips({
  biometrics,
  metrics,
  selected,
  onSelect,
}: {
  biometrics: Biometrics;
  metrics: readonly BiometricMetric[];
  selected: BiometricMetric;
  onSelect: (metric: BiometricMetric) => void;
}) {
  return (
    <div role="group" aria-label="Metric" className="flex flex-wrap gap-2">
      {metrics.map((metric) => {
        const isPressed = metric.id === selected.id;
        return (
          <button
            key={metric.id}
            type="button"
            aria-pressed={isPressed}
            onClick={() => onSelect(metric)}
            className={cn(
              'min-h-11 rounded-full border px-4 text-sm font-medium transition-colors duration-150 figures',
              isPressed
                ? 'border-protocol-biometrics bg-protocol-biometrics-soft text-foreground'
                : 'border-input-border bg-surface text-foreground hover:bg-surface-muted',
            )}
          >
            {metric.label} · {metricColumns(biometrics.points, metric).dates.length}
            <span className="sr-only"> {biometrics.resolution === 'week' ? 'weeks' : 'days'}</span>
          </button>
        );
      })}
    </div>
  );
}

function MetricTrend({ biometrics, metrics, today }: { biometrics: Biometrics; metrics: readonly BiometricMetric[]; today: string }) {
  const [selectedId, setSelectedId] = useState<BiometricMetric['id']>('weight');
  const selected = metrics.find((metric) => metric.id === selectedId) ?? metrics[0]!;
  const columns = useMemo(() => metricColumns(biometrics.points, selected), [biometrics, selected]);
  const period = biometrics.resolution === 'week' ? 'week' : 'day';
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h3 className="text-lg font-semibold">Trend</h3>
      <MetricChips biometrics={biometrics} metrics={metrics} selected={selected} onSelect={(metric) => setSelectedId(metric.id)} />
      {columns.dates.length < 2 ? (
        <p className="rounded-control border border-dashed border-input-border p-4 text-muted-foreground">
          {metricSummary(columns, selected, period, today)} Log {selected.label.toLowerCase()} on at least two days to see it charted.
        </p>
      ) : (
        <Suspense fallback={<Skeleton className={CHART_BOX} />}>
          <div className={CHART_BOX}>
            <BiometricChart metric={selected} columns={columns} period={period} today={today} />
          </div>
        </Suspense>
      )}
    </Card>
  );
}

/** The 'Biometric Changes' tab: averages, change %, the heart-rate trend and a chart per metric. */
export function BiometricChanges({ summary }: { summary: ProgressSummary }) {
  const weightUnit = usePreferences().data?.weightUnit ?? 'lbs';
  const biometrics = useMemo(() => biometricsInUnit(summary.biometrics, weightUnit), [summary.biometrics, weightUnit]);
  const metrics = useMemo(() => biometricMetricsFor(weightUnit), [weightUnit]);
  if (biometrics.points.length === 0) {
    return (
      <Card className="space-y-3 p-4 sm:p-6">
        <p className="font-medium">No biometric readings {RANGE_PHRASES[summary.range.kind]}</p>
        <p className="text-sm text-muted-foreground">
          Log your weight, blood pressure, heart rate or sleep to see averages and changes here.
        </p>
        <Link href="/biometrics" className={buttonClasses({ variant: 'secondary' })}>
          <HeartPulseIcon aria-hidden="true" className="size-4 text-protocol-biometrics" />
          Log biometrics
        </Link>
      </Card>
    );
  }
  return (
    <div className="space-y-6">
      <h2 className="sr-only">Biometric Changes</h2>
      <BiometricAverages biometrics={biometrics} weightUnit={weightUnit} />
      <Card className="flex items-start gap-3 p-4 sm:p-6">
        <HeartPulseIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-protocol-biometrics" />
        <p className="font-medium" data-testid="heart-rate-trend">
          {heartRateTrendText(biometrics.heartRateTrend)}
        </p>
      </Card>
      <MetricTrend biometrics={biometrics} metrics={metrics} today={summary.today} />
    </div>
  );
}
