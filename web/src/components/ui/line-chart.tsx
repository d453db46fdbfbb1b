import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef, type ReactNode } from 'react';
import uPlot from 'uplot';
import { useThemeVersion } from '#lib/use-theme-version';
import { COUNT_STEPS, DAY_STEPS, TIME_STEPS, timeRange } from './line-chart-scales';
import { tooltipPlugin } from './line-chart-tooltip';

// The one chart wrapper (docs/design.md): uPlot, themed from the CSS tokens, axis labels with units,
// a tooltip, a legend and a text summary. Import it only from lazy routes: uPlot is ~20 KB gz.

export type LineChartSeries = {
  label: string;
  values: readonly (number | null)[];
  /** A CSS custom property holding the line colour, e.g. '--protocol-biometrics'. */
  colorToken: string;
  /** A dashed line, so series differ by more than colour. */
  dashed?: boolean;
};

export type LineChartProps = {
  /** Epoch seconds, oldest first. */
  x: readonly number[];
  series: readonly LineChartSeries[];
  /** The y-axis title with its unit, e.g. 'Weight (lbs)'. */
  yLabel: string;
  unit: string;
  decimals?: number;
  timeZone?: string;
  height?: number;
  /** Points are whole days (or weeks): no clock times on the axis or in the tooltip. */
  isDateOnly?: boolean;
  /** Values are counts: y-axis steps of whole numbers. */
  hasIntegerSteps?: boolean;
  /** The text summary under the chart (latest value, change): what screen readers get. */
  summary: ReactNode;
};

const FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const DASH = [6, 4];

export function LineChart({
  x,
  series,
  yLabel,
  unit,
  decimals = 0,
  timeZone,
  height = 260,
  isDateOnly = false,
  hasIntegerSteps = false,
  summary,
}: LineChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const themeVersion = useThemeVersion();

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const styles = getComputedStyle(container);
    const token = (name: string) => styles.getPropertyValue(name).trim();
    const axisText = token('--muted-foreground');
    const gridLine = token('--border');
    const surface = token('--surface');
    const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals });
    const dates = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      ...(isDateOnly ? { year: 'numeric' } : { hour: 'numeric', minute: '2-digit' }),
      timeZone,
    });

    const axis = (label: string): uPlot.Axis => ({
      label,
      stroke: axisText,
      font: FONT,
      labelFont: `600 ${FONT}`,
      grid: { stroke: gridLine, width: 1 },
      ticks: { stroke: gridLine, width: 1 },
    });

    const chart = new uPlot(
      {
        width: container.clientWidth,
        height,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        ...(timeZone ? { tzDate: (seconds: number) => uPlot.tzDate(new Date(seconds * 1000), timeZone) } : {}),
        scales: { x: { time: true, range: timeRange } },
        axes: [
          { ...axis('Date'), space: 60, incrs: isDateOnly ? DAY_STEPS : TIME_STEPS },
          {
            ...axis(yLabel),
            size: 64,
            ...(hasIntegerSteps ? { incrs: COUNT_STEPS } : {}),
            values: (_chart, splits) => splits.map((value) => numbers.format(value)),
          },
        ],
        series: [
          {},
          ...series.map((entry) => ({
            label: entry.label,
            stroke: token(entry.colorToken),
            width: 2,
            spanGaps: true,
            ...(entry.dashed ? { dash: DASH } : {}),
            points: { show: true, size: 7, width: 2, fill: surface },
          })),
        ],
        plugins: [
          tooltipPlugin((index) => ({
            title: dates.format((x[index] ?? 0) * 1000),
            rows: series.flatMap((entry) => {
              const value = entry.values[index];
              return value == null ? [] : [`${entry.label}: ${numbers.format(value)} ${unit}`];
            }),
          })),
        ],
      },
      [x as number[], ...series.map((entry) => entry.values as (number | null)[])],
      container,
    );

    const resize = new ResizeObserver(() => chart.setSize({ width: container.clientWidth, height }));
    resize.observe(container);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [x, series, yLabel, unit, decimals, timeZone, height, isDateOnly, hasIntegerSteps, themeVersion]);

  return (
    <figure className="space-y-3">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {series.map((entry) => (
          <li key={entry.label} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block w-6 border-t-[3px]"
              style={{ borderColor: `var(${entry.colorToken})`, borderStyle: entry.dashed ? 'dashed' : 'solid' }}
            />
            {entry.label} ({unit})
          </li>
        ))}
      </ul>
      <div ref={containerRef} aria-hidden="true" className="relative w-full overflow-hidden" style={{ height }} />
      <figcaption className="text-sm font-medium">{summary}</figcaption>
    </figure>
  );
}
